import { describeApiErrorKind, type ApiErrorKind } from '@/lib/api/errors';

interface Problem {
  kind: ApiErrorKind;
  /** The background's own sentence (it says more than the kind for a chosen API the server does not speak). */
  message?: string;
  retryAfterSeconds?: number;
  status?: number;
}

/**
 * Why a connection test failed, in words that point at the fix. The generic sentences of
 * `describeApiErrorKind` suit a failed request; here the user is setting the connection up.
 */
export function describeConnectionProblem(problem: Problem, serverUrl: string): string {
  switch (problem.kind) {
    case 'auth':
      return `Wrong API key: the server did not accept it. Copy the key again from ${serverUrl}/account/api.`;
    case 'forbidden':
      return 'The key works, but this account’s plan has no API access.';
    case 'not-an-api':
      return 'Not a phpShort API: this address answered with a web page (or a login page), not the API. Check the server URL.';
    case 'not-found':
    case 'unsupported':
      return 'Not a phpShort API: this address has no phpShort API at /api/v1. Check the server URL.';
    case 'bad-response':
      return 'Not a phpShort API: the answer was not in the format phpShort uses. Check the server URL.';
    case 'network':
      return 'Could not reach the server: the name does not resolve, the connection was refused, or its certificate was not accepted.';
    case 'timeout':
      return 'Timed out: the server did not answer within 5 seconds. Try again, or check that it is running.';
    case 'rate-limited':
      return `Rate limited: ${describeApiErrorKind('rate-limited', { retryAfterSeconds: problem.retryAfterSeconds })}`;
    case 'server':
      return `The server had an internal error (HTTP ${problem.status ?? '5xx'}). Try again later.`;
    case 'dialect-changed':
      return problem.message ?? describeApiErrorKind(problem.kind);
    default:
      return describeApiErrorKind(problem.kind, problem);
  }
}

export function accessNotGrantedMessage(origin: string): string {
  return `Access not granted: the browser did not allow the extension to reach ${origin}, so nothing was saved. Save again and choose “Allow”.`;
}
