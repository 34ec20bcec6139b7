import { rateLimitedSentence } from '@/lib/api/errors';
import { t } from '@/lib/i18n/messages';
import { useSecondsLeft } from '@/components/countdown/use-seconds-left';

/**
 * A failed action's sentence, announced when it appears. A rate limit counts its wait down
 * ("Try again in 57 seconds", 56, …) and then says the action may be repeated.
 */
export function FailureText({ message, waitUntil }: { message: string; waitUntil: number | null }) {
  const left = useSecondsLeft(waitUntil);
  return (
    <p class="error-text" role="alert">
      {/* Said once when the alert appears, not again at every second of the countdown. */}
      <span aria-live="off">
        {left === null ? message : left > 0 ? rateLimitedSentence(left) : t('errorRateLimitOver')}
      </span>
    </p>
  );
}
