import './chart-table.css';
import './top-list.css';
import type { TopEntry, TopListName } from '@/lib/api/model/stats';
import { formatNumber } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/messages';
import { topEntryLabel } from '@/lib/stats/labels';
import { formatShare, shareOf } from '@/lib/stats/share';

export interface TopListProps {
  /** Which list: how its values are named (countries and languages by name, "Unknown" for none). */
  list: TopListName;
  /** The table's caption, e.g. "Countries". */
  caption: string;
  /** The heading of the first column, e.g. "Country". */
  valueHeading: string;
  /** The rows loaded so far, most clicks first. */
  entries: readonly TopEntry[];
  /**
   * The whole the shares are of: the period's clicks (every click has one row in each list,
   * "Unknown" included). Absent: the sum of the rows shown, right only for a list on one page.
   */
  total?: number;
  /** Rows are on their way: the first page (a loading line) or the next (the button waits). */
  loading?: boolean;
  /** Given while the server has more rows: "Show more" calls it, and the caller fetches the next page. */
  onMore?: () => void;
}

/**
 * A top list as a table: each value with its clicks and its share of all clicks, drawn as a bar
 * (CSS, so it follows the page's direction: it grows from the right in Arabic). The empty state
 * ("No clicks in this period.") and the loading state are the table's own.
 */
export function TopList({ list, caption, valueHeading, entries, total, loading = false, onMore }: TopListProps) {
  const whole = total ?? entries.reduce((sum, entry) => sum + entry.count, 0);
  const state = entries.length > 0 ? null : loading ? t('statsTopLoading') : t('statsNoClicks');
  return (
    <div class="top-list">
      <table class="chart-table top-list-table" aria-busy={loading}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{valueHeading}</th>
            <th scope="col" class="top-list-count">
              {t('statsColumnClicks')}
            </th>
            <th scope="col">{t('statsColumnShare')}</th>
          </tr>
        </thead>
        <tbody>
          {state !== null ? (
            <tr>
              <td class="top-list-state" colSpan={3}>
                {state}
              </td>
            </tr>
          ) : (
            entries.map((entry, index) => {
              const share = shareOf(entry.count, whole);
              return (
                <tr key={`${index} ${entry.value ?? ''}`}>
                  <th scope="row" class={entry.value === null ? 'top-list-value muted' : 'top-list-value'}>
                    {topEntryLabel(list, entry.value)}
                  </th>
                  <td class="top-list-count">{formatNumber(entry.count)}</td>
                  <td>
                    <span class="top-list-share">
                      <span class="top-list-bar" aria-hidden="true">
                        <span style={{ inlineSize: `${Math.min(100, share * 100)}%` }} />
                      </span>
                      {formatShare(share)}
                    </span>
                  </td>
                </tr>
              );
            })
          )}
        </tbody>
      </table>
      {onMore && entries.length > 0 && (
        <button type="button" class="button chart-button top-list-more" disabled={loading} onClick={onMore}>
          {loading ? t('statsTopLoading') : t('statsTopMore')}
        </button>
      )}
    </div>
  );
}
