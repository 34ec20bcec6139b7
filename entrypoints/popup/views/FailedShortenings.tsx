import type { FailedEntry } from '@/lib/recent';
import { t, type MessageKey } from '@/lib/i18n/messages';

interface Props {
  entries: FailedEntry[];
  /** Entry id → why its last retry failed. */
  problems: Record<string, string>;
  onRetry: (entry: FailedEntry) => void;
}

/** Keys, not words: looked up at render, in the page's language. */
const SOURCE: Record<FailedEntry['source'], MessageKey> = {
  'context-menu': 'failedSourceMenu',
  shortcut: 'failedSourceShortcut',
  popup: 'failedSourcePopup',
};

/** Menu and shortcut shortenings that failed, each with its reason and a Retry. */
export function FailedShortenings({ entries, problems, onRetry }: Props) {
  if (entries.length === 0) return null;
  return (
    <section class="failed" aria-labelledby="failed-heading" data-testid="failed-shortenings">
      <h2 id="failed-heading" class="label">
        {t('failedTitle')}
      </h2>
      {/* A failed Retry changes its reason: read out. */}
      <ul aria-live="polite">
        {entries.map((entry) => (
          <li key={entry.id} class="failed-entry">
            <div class="failed-text">
              <p class="url address" title={entry.pageUrl}>
                {entry.pageUrl}
              </p>
              {/* One line each, so three failures still fit the popup; the whole reason is in the title and read out. */}
              <p class="muted small failed-reason" title={problems[entry.id] ?? entry.failure.message}>
                {t('failedReason', {
                  reason: problems[entry.id] ?? entry.failure.message,
                  source: t(SOURCE[entry.source]),
                })}
              </p>
            </div>
            <button
              type="button"
              class="button button-secondary"
              onClick={() => onRetry(entry)}
              aria-label={t('failedRetryLabel', { url: entry.pageUrl })}
            >
              {t('failedRetry')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
