import { csvOf, csvText } from '@/lib/csv';
import { shareOf } from './share';
import type { DayClicks, StatsPeriod, TopEntry, TopListName } from '@/lib/api/model/stats';

/**
 * A period's numbers as CSV files for spreadsheets (written and guarded by ../csv.ts). The header names the
 * columns for programs and formulas, so it is the same in every language (like the values: days
 * as YYYY-MM-DD, shares as fractions with a dot).
 */

/** One line per day: `day,clicks`. */
export function daysCsv(days: readonly DayClicks[]): string {
  return csvOf(
    ['day', 'clicks'],
    days.map(({ day, count }) => [csvText(day), String(count)]),
  );
}

/**
 * One line per entry: `value,label,clicks,share`. `value` as the server sent it (empty for none),
 * `label` as the page shows it, `share` of `total` (the list's whole, all pages) as a fraction.
 */
export function topListCsv(
  entries: readonly TopEntry[],
  labelOf: (value: string | null) => string,
  total: number,
): string {
  return csvOf(
    ['value', 'label', 'clicks', 'share'],
    entries.map(({ value, count }) => [
      csvText(value ?? ''),
      csvText(labelOf(value)),
      String(count),
      String(Math.round(shareOf(count, total) * 10_000) / 10_000),
    ]),
  );
}

/**
 * The file name of an export: `<alias>-clicks-<from>-<to>.csv` (or the list's name in place of
 * `clicks`). An alias keeps letters, digits, `.`, `_` and `-`; anything else (a slash, a colon)
 * could name a folder or be refused by the file system, and becomes `_`.
 */
export function csvFileName(alias: string, period: StatsPeriod, what: TopListName | 'clicks' = 'clicks'): string {
  const safeAlias = alias.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '_') || 'link';
  return `${safeAlias}-${what}-${period.from}-${period.to}.csv`;
}
