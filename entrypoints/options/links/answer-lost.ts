import type { ApiError } from '@/lib/api/errors';

/**
 * Whether a write failed after the server had the request, with its answer lost on the way: cut
 * off, too large, unreadable, or too late. The server may have done the work, so the page must
 * neither say nothing changed nor keep showing the record as it was.
 */
export function answerLost(error: ApiError): boolean {
  return (
    error.kind === 'bad-response' ||
    error.kind === 'timeout' ||
    (error.kind === 'network' && error.reason === 'dropped-mid-answer')
  );
}
