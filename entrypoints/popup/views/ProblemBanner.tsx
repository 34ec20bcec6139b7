import { browser } from 'wxt/browser';
import { rateLimitedProblem, type ShortenProblem } from '../shorten-problem';
import { useSecondsLeft } from '@/components/countdown/use-seconds-left';
import { t } from '@/lib/i18n/messages';

/** What went wrong, announced at once (field messages show at their fields); a way to the options when the cause is there. */
export function ProblemBanner({ problem }: { problem: ShortenProblem }) {
  // A rate limit's wait counts down, then says the user may try again.
  const left = useSecondsLeft(problem.waitUntil ?? null);
  return (
    <div class="problem" role="alert" data-testid="shorten-problem">
      {/* Said once when the alert appears, not again at every second of the countdown. */}
      <p aria-live="off">{left === null ? problem.message : rateLimitedProblem(left)}</p>
      {problem.opensOptions && (
        <button type="button" class="button button-secondary" onClick={() => void browser.runtime.openOptionsPage()}>
          {t('problemOpenSettings')}
        </button>
      )}
    </div>
  );
}
