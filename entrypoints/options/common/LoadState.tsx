import { useEffect, useMemo } from 'preact/hooks';
import { rateLimitedSentence, type ApiError } from '@/lib/api/errors';
import { t, type MessageKey } from '@/lib/i18n/messages';
import { useSecondsLeft, waitEndsAt } from '@/components/countdown/use-seconds-left';

/** What a section loads: each has its own sentences, so no noun is glued into one. */
type Listed = 'links' | 'spaces' | 'stats' | 'statsLink';

const FAILED: Record<Listed, MessageKey> = {
  links: 'loadFailedLinks',
  spaces: 'loadFailedSpaces',
  stats: 'loadFailedStats',
  statsLink: 'loadFailedStatsLink',
};
const LOADING: Record<Exclude<Listed, 'statsLink'>, MessageKey> = {
  links: 'loadingLinks',
  spaces: 'loadingSpaces',
  stats: 'loadingStats',
};

/**
 * A failed load, saying what went wrong, with a way to try again. A rate limit counts its wait
 * down and loads again by itself when it is over (Retry stays for the impatient).
 */
export function LoadError({ what, error, onRetry }: { what: Listed; error: ApiError; onRetry: () => void }) {
  // Taken when this error is first shown: a new failure is a new wait.
  const until = useMemo(() => (error.kind === 'rate-limited' ? waitEndsAt(error.retryAfterSeconds) : null), [error]);
  const left = useSecondsLeft(until);
  useEffect(() => {
    if (left === 0) onRetry();
  }, [left, onRetry]);
  const reason = left === null ? error.message : rateLimitedSentence(Math.max(1, left));
  return (
    <div class="card state-card state-error" role="alert" data-testid="load-error">
      <p>
        <strong>{t(FAILED[what])}</strong>{' '}
        {/* Said once when the alert appears, not again at every second of the countdown. */}
        <span aria-live="off">{reason}</span>
      </p>
      <button type="button" class="button" onClick={onRetry}>
        {t('loadRetry')}
      </button>
    </div>
  );
}

export function Loading({ what }: { what: keyof typeof LOADING }) {
  return (
    <p class="card state-card muted" role="status" data-testid="loading">
      {t(LOADING[what])}
    </p>
  );
}
