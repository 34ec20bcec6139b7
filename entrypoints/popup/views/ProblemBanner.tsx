import { browser } from 'wxt/browser';
import type { ShortenProblem } from '../shorten-problem';

/** What went wrong, announced at once; with a way to the options when the cause is there. */
export function ProblemBanner({ problem, unplaced }: { problem: ShortenProblem; unplaced: readonly string[] }) {
  return (
    <div class="problem" role="alert" data-testid="shorten-problem">
      <p>{problem.message}</p>
      {unplaced.length > 0 && (
        <ul>
          {unplaced.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {problem.opensOptions && (
        <button type="button" class="button button-secondary" onClick={() => void browser.runtime.openOptionsPage()}>
          Open settings
        </button>
      )}
    </div>
  );
}
