import type { FailedEntry } from '@/lib/recent';

interface Props {
  entries: FailedEntry[];
  /** Entry id → why its last retry failed. */
  problems: Record<string, string>;
  onRetry: (entry: FailedEntry) => void;
}

const SOURCE: Record<FailedEntry['source'], string> = {
  'context-menu': 'Menu',
  shortcut: 'Shortcut',
  popup: 'Popup',
};

/** Menu and shortcut shortenings that failed, each with its reason and a Retry. */
export function FailedShortenings({ entries, problems, onRetry }: Props) {
  if (entries.length === 0) return null;
  return (
    <section class="failed" aria-labelledby="failed-heading" data-testid="failed-shortenings">
      <h2 id="failed-heading" class="label">
        Not shortened yet
      </h2>
      {/* A failed Retry changes its reason: read out. */}
      <ul aria-live="polite">
        {entries.map((entry) => (
          <li key={entry.id} class="failed-entry">
            <div class="failed-text">
              <p class="url" title={entry.pageUrl}>
                {entry.pageUrl}
              </p>
              {/* One line each, so three failures still fit the popup; the whole reason is in the title and read out. */}
              <p class="muted small failed-reason" title={problems[entry.id] ?? entry.failure.message}>
                {SOURCE[entry.source]}: {problems[entry.id] ?? entry.failure.message}
              </p>
            </div>
            <button
              type="button"
              class="button button-secondary"
              onClick={() => onRetry(entry)}
              aria-label={`Retry ${entry.pageUrl}`}
            >
              Retry
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
