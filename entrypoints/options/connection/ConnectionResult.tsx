import { useMemo } from 'preact/hooks';
import type { ApiError, SerializedError } from '@/lib/api/errors';
import type { ConnectionStatus } from '@/lib/connection';
import { t } from '@/lib/i18n/messages';
import { useSecondsLeft, waitEndsAt } from '@/components/countdown/use-seconds-left';
import { accessNotGrantedMessage, describeConnectionProblem } from './describe-connection-problem';
import { connectedSummary, featuresOffSummary } from './server-summary';
import type { SetupPhase } from './use-connection-setup';

/** The failure the phase reports, if any: the same object while the phase stays. */
function failureOf(phase: SetupPhase): ApiError | SerializedError | null {
  if (phase.phase === 'failed') return phase.error;
  if (phase.phase === 'checked' && !phase.check.test.ok) return phase.check.test.error;
  return null;
}

/**
 * What the last Save or test found, in one sentence (with the API the server speaks), and the plan
 * features the account lacks; announced as it changes.
 */
export function ConnectionResult({
  phase,
  status,
  typedUrl = null,
  testId = 'connection-result',
}: {
  phase: SetupPhase;
  status: ConnectionStatus | null;
  /** The address in the form: what a Save that was not stored tested (the saved one may differ). */
  typedUrl?: string | null;
  /** Another id where a server's own Test shows its result beside an open form's. */
  testId?: string;
}) {
  const serverUrl = status?.serverUrl ?? '';
  const failure = failureOf(phase);
  // A rate limit's wait counts down from when its answer is first shown.
  const until = useMemo(
    () => (failure?.kind === 'rate-limited' ? waitEndsAt(failure.retryAfterSeconds) : null),
    [failure],
  );
  const left = useSecondsLeft(until);
  const counted = <T extends { retryAfterSeconds?: number }>(problem: T): T =>
    left === null ? problem : { ...problem, retryAfterSeconds: left };
  let tone: 'ok' | 'bad' | 'neutral' = 'neutral';
  let text: string | null;
  let detail: string | null = null;
  switch (phase.phase) {
    case 'asking-permission':
      text = t('connectWaitingPermission');
      break;
    case 'saving':
      text = t('connectSaving');
      break;
    case 'testing':
      text = t('connectTesting');
      break;
    case 'not-granted':
      tone = 'bad';
      text = accessNotGrantedMessage(phase.origin);
      break;
    case 'failed':
      tone = 'bad';
      text =
        phase.error.kind === 'rate-limited'
          ? describeConnectionProblem(counted(phase.error), serverUrl)
          : phase.error.message;
      break;
    case 'checked':
      if (phase.check.test.ok) {
        tone = 'ok';
        const { profile } = phase.check.status;
        text = profile
          ? connectedSummary(profile)
          : t('connectConnectedTo', { origin: phase.check.status.serverOrigin ?? serverUrl });
        detail = profile ? featuresOffSummary(profile) : null;
      } else {
        tone = 'bad';
        const { saved, test } = phase.check;
        const tested = (saved ? phase.check.status.serverUrl : typedUrl) ?? serverUrl;
        const problem = describeConnectionProblem(counted(test.error), tested);
        // A failed replacement changed nothing: the connection that worked is still the saved one.
        if (!saved) text = t('connectNotSavedKept', { problem });
        else text = phase.check.status.configured ? t('connectSavedButBroken', { problem }) : problem;
      }
      break;
    default:
      text = null;
  }
  return (
    <div class={`connection-result tone-${tone}`} role="status" data-testid={testId} aria-live="polite">
      {text && (
        <p>
          {tone === 'ok' && <span aria-hidden="true">✓ </span>}
          {tone === 'bad' && <span aria-hidden="true">⚠ </span>}
          {text}
        </p>
      )}
      {detail && (
        // Not a paragraph: the result's own tone styles those; this is a note beside it.
        <div class="form-hint" data-testid="plan-features-off">
          {detail}
        </div>
      )}
    </div>
  );
}
