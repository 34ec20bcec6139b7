import { describeApiErrorKind, type ApiErrorKind, type TransportReason } from '@/lib/api/errors';
import { CONNECTION_TEST_TIMEOUT_MS } from '@/lib/connection';
import { t } from '@/lib/i18n/messages';
import { tCount } from '@/lib/i18n/plural';

interface Problem {
  kind: ApiErrorKind;
  /** The background's own sentence (it says more than the kind for a chosen API the server does not speak). */
  message?: string;
  /** As the server asked, or what is left of it as it counts down (0: over). */
  retryAfterSeconds?: number;
  status?: number;
  /** What the transport saw beyond the kind (a redirect, a cut-off answer): its sentence is the more precise one. */
  reason?: TransportReason;
}

/**
 * Why a connection test failed, in words that point at the fix. The generic sentences of
 * `describeApiErrorKind` suit a failed request; here the user is setting the connection up.
 */
export function describeConnectionProblem(problem: Problem, serverUrl: string): string {
  if (problem.reason) return describeApiErrorKind(problem.kind, problem);
  switch (problem.kind) {
    case 'auth':
      return t('connectWrongKey', { url: `${serverUrl}/account/api` });
    case 'forbidden':
      return t('connectNoApiAccess');
    case 'not-an-api':
      return t('connectNotApiWebPage');
    case 'not-found':
    case 'unsupported':
      return t('connectNotApiNoPath');
    case 'bad-response':
      return t('connectNotApiFormat');
    case 'network':
      return t('connectUnreachable', { host: hostOf(serverUrl) });
    case 'timeout':
      return tCount('connectTimedOut', CONNECTION_TEST_TIMEOUT_MS / 1000);
    case 'rate-limited':
      // 0: the wait, counted down on screen, is over.
      return t('connectRateLimited', {
        detail:
          problem.retryAfterSeconds === 0
            ? t('errorRateLimitOver')
            : describeApiErrorKind('rate-limited', { retryAfterSeconds: problem.retryAfterSeconds }),
      });
    case 'server':
      return t('connectServerError', { status: String(problem.status ?? '5xx') });
    case 'dialect-changed':
      return problem.message ?? describeApiErrorKind(problem.kind);
    default:
      return describeApiErrorKind(problem.kind, problem);
  }
}

/** The host as typed, for a sentence; an address that is no URL is shown whole. */
function hostOf(serverUrl: string): string {
  try {
    return new URL(serverUrl).host;
  } catch {
    return serverUrl;
  }
}

export function accessNotGrantedMessage(origin: string): string {
  return t('connectAccessNotGranted', { origin });
}
