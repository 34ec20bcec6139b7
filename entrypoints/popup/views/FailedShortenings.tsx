import { useEffect, useRef } from 'preact/hooks';
import { retryCanHelp, type FailedEntry } from '@/lib/recent';
import { t, type MessageKey } from '@/lib/i18n/messages';

interface Props {
  entries: FailedEntry[];
  /** Entry id → why its last retry failed. */
  problems: Record<string, string>;
  onRetry: (entry: FailedEntry) => void;
  onDismiss: (entry: FailedEntry) => void;
}

/** Keys, not words: looked up at render, in the page's language. */
const SOURCE: Record<FailedEntry['source'], MessageKey> = {
  'context-menu': 'failedSourceMenu',
  shortcut: 'failedSourceShortcut',
  popup: 'failedSourcePopup',
};

/**
 * Menu and shortcut shortenings that failed, each with its reason, Retry where trying again can
 * help (not for an address the server refuses as it is), and Dismiss.
 */
export function FailedShortenings({ entries, problems, onRetry, onDismiss }: Props) {
  const list = useRef<HTMLUListElement>(null);
  const dismissedAt = useRef<number | null>(null);
  // A dismissed row is gone with the focus it had: the keyboard goes on at the row that took its place.
  useEffect(() => {
    const index = dismissedAt.current;
    if (index === null) return;
    dismissedAt.current = null;
    const rows = list.current?.querySelectorAll<HTMLElement>('.failed-entry');
    const row = rows?.[Math.min(index, rows.length - 1)];
    row?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [entries]);

  if (entries.length === 0) return null;
  return (
    <section class="failed" aria-labelledby="failed-heading" data-testid="failed-shortenings">
      <h2 id="failed-heading" class="label">
        {t('failedTitle')}
      </h2>
      {/* A failed Retry changes its reason: read out. */}
      <ul aria-live="polite" ref={list}>
        {entries.map((entry, index) => {
          const reason = problems[entry.id] ?? entry.failure.message;
          return (
            <li key={entry.id} class="failed-entry">
              <div class="failed-text">
                <p class="url address" title={entry.pageUrl}>
                  {entry.pageUrl}
                </p>
                {/* Two lines at most (popup.css); the whole reason is in the title and read out. */}
                <p class="muted small failed-reason" title={reason}>
                  {t('failedReason', { reason, source: t(SOURCE[entry.source]) })}
                </p>
              </div>
              {retryCanHelp(entry.failure) && (
                <button
                  type="button"
                  class="button button-secondary"
                  onClick={() => onRetry(entry)}
                  aria-label={t('failedRetryLabel', { url: entry.pageUrl })}
                >
                  {t('failedRetry')}
                </button>
              )}
              <button
                type="button"
                class="button button-secondary failed-dismiss"
                onClick={() => {
                  dismissedAt.current = index;
                  onDismiss(entry);
                }}
                aria-label={t('failedDismissLabel', { url: entry.pageUrl })}
                title={t('failedDismiss')}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
