import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { useSecondsLeft } from '@/components/countdown/use-seconds-left';
import { rateLimitedSentence } from '@/lib/api/errors';
import { retryCanHelp, type FailedEntry } from '@/lib/recent';
import { t, type MessageKey } from '@/lib/i18n/messages';
import { serverLabel } from '@/lib/server-names';
import { FIRST_SERVER_ID, type ServerList } from '@/lib/servers';

interface Props {
  entries: FailedEntry[];
  /** With two or more, each failure names the server it belongs to (Retry goes there). */
  servers?: ServerList | null;
  /** Entry id → why its last retry failed. */
  problems: Record<string, string>;
  onRetry: (entry: FailedEntry) => void;
  onDismiss: (entry: FailedEntry) => void;
}

/** Keys, not words: looked up at render, in the page's language. */
const SOURCE: Record<FailedEntry['source'], MessageKey> = {
  'context-menu': 'failedSourceMenu',
  shortcut: 'failedSourceShortcut',
  toolbar: 'failedSourceToolbar',
  popup: 'failedSourcePopup',
  // Bulk runs keep their failures in their own table (the options page), never here; named for the type's sake.
  bulk: 'sectionBulk',
};

/**
 * Why an entry failed. A rate limit's wait is counted from when the failure was kept (`at`), so
 * the popup opened a minute later says what is left of it, or that it is over, never the number
 * the server said back then.
 */
function FailureReason({ entry, retryProblem }: { entry: FailedEntry; retryProblem: string | undefined }) {
  const { failure } = entry;
  const waitUntil =
    retryProblem === undefined && failure.kind === 'rate-limited' && failure.retryAfterSeconds !== undefined
      ? entry.at + failure.retryAfterSeconds * 1000
      : null;
  const left = useSecondsLeft(waitUntil);
  const reason =
    retryProblem ?? (left === null ? failure.message : left > 0 ? rateLimitedSentence(left) : t('errorRateLimitOver'));
  return (
    // Two lines at most (popup.css); the whole reason is in the title and read out, but not at
    // every second of a countdown (the list around it is a live region).
    <p class="muted small failed-reason" title={reason} aria-live={left === null ? undefined : 'off'}>
      {t('failedReason', { reason, source: t(SOURCE[entry.source]) })}
    </p>
  );
}

/** Listed at first: the form stays in view; "Show all" lists the rest. */
const FIRST_SHOWN = 3;

/**
 * Menu and shortcut shortenings that failed, each with its reason, Retry where trying again can
 * help (not for an address the server refuses as it is), and Dismiss.
 */
export function FailedShortenings({ entries, servers, problems, onRetry, onDismiss }: Props) {
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? entries : entries.slice(0, FIRST_SHOWN);
  const list = useRef<HTMLUListElement>(null);
  const dismissedAt = useRef<number | null>(null);
  // A dismissed row is gone with the focus it had: the keyboard goes on at the row that took its place.
  useLayoutEffect(() => {
    const index = dismissedAt.current;
    if (index === null) return;
    dismissedAt.current = null;
    const rows = list.current?.querySelectorAll<HTMLElement>('.failed-entry');
    const row = rows?.[Math.min(index, rows.length - 1)];
    row?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [entries]);

  if (entries.length === 0) return null;
  const several = servers && servers.order.length > 1;
  return (
    <section class="failed" aria-labelledby="failed-heading" data-testid="failed-shortenings">
      <h2 id="failed-heading" class="label">
        {t('failedTitle')}
      </h2>
      {/* A failed Retry changes its reason: read out. */}
      <ul aria-live="polite" ref={list}>
        {shown.map((entry, index) => {
          return (
            <li key={entry.id} class="failed-entry">
              <div class="failed-text">
                <p class="url address" title={entry.pageUrl}>
                  {entry.pageUrl}
                </p>
                {several && (
                  <p class="muted small" data-testid="failed-server">
                    {t('failedOnServer', {
                      server: serverLabel(servers.byId[entry.serverId ?? FIRST_SERVER_ID], entry.serverOrigin ?? null),
                    })}
                  </p>
                )}
                <FailureReason entry={entry} retryProblem={problems[entry.id]} />
              </div>
              {/* A popup draft's passwords were never stored: its form, not Retry, can send it whole. */}
              {retryCanHelp(entry.failure) && !entry.secretsLeftOut && (
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
      {shown.length < entries.length && (
        <button type="button" class="button button-secondary failed-show-all" onClick={() => setShowAll(true)}>
          {t('failedShowAll', { count: String(entries.length) })}
        </button>
      )}
    </section>
  );
}
