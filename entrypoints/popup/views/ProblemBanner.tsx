import { browser } from 'wxt/browser';
import type { ShortenProblem } from '../shorten-problem';
import { t } from '@/lib/i18n/messages';

/** What went wrong, announced at once (field messages show at their fields); a way to the options when the cause is there. */
export function ProblemBanner({ problem }: { problem: ShortenProblem }) {
  return (
    <div class="problem" role="alert" data-testid="shorten-problem">
      <p>{problem.message}</p>
      {problem.opensOptions && (
        <button type="button" class="button button-secondary" onClick={() => void browser.runtime.openOptionsPage()}>
          {t('problemOpenSettings')}
        </button>
      )}
    </div>
  );
}
