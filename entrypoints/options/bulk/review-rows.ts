import { readAddress } from '@/lib/bulk/addresses';
import type { ParsedList, SkipReason } from '@/lib/bulk/parse-list';
import { t } from '@/lib/i18n/messages';

/** One row of the review table: as the user edits it. */
export interface ReviewRow {
  /** Stable across edits and removals (preact's key, focus after a removal). */
  key: string;
  url: string;
  alias: string;
  /**
   * The tracking parameters taken out of `url` when the row was made, and the address before: the
   * row says so, with "Keep them". null: nothing was taken out, the user kept them, or edited the
   * address (what the user types is theirs and is never cleaned).
   */
  cleaned: { original: string; removed: string[] } | null;
}

/** A line or tab that gives no row, and why, in the user's words. */
export interface SkippedEntry {
  /** "Line 4" or the tab's title. */
  where: string;
  text: string;
  reason: string;
}

let counter = 0;
export const newRowKey = () => `row-${++counter}`;

export function reasonOf(reason: SkipReason): string {
  switch (reason.kind) {
    case 'empty':
      return t('bulkSkipEmpty');
    case 'header':
      return t('bulkSkipHeader');
    case 'not-address':
      return t('bulkSkipNotAddress');
    case 'restricted':
      return t('bulkSkipRestricted');
    case 'duplicate':
      return t('bulkSkipDuplicate', { line: String(reason.ofLine) });
  }
}

export function rowsFromList(list: ParsedList): { rows: ReviewRow[]; skipped: SkippedEntry[] } {
  return {
    rows: list.addresses.map(({ url, original, removed, alias }) => ({
      key: newRowKey(),
      url,
      alias,
      cleaned: removed.length > 0 ? { original, removed } : null,
    })),
    skipped: list.skipped.map((line) => ({
      where: t('bulkLine', { line: String(line.line) }),
      text: line.text,
      reason: reasonOf(line.reason),
    })),
  };
}

/** A change the user typed; a typed address is no longer the cleaned one. */
export function editedRow(row: ReviewRow, change: Partial<Pick<ReviewRow, 'url' | 'alias'>>): ReviewRow {
  return { ...row, ...change, cleaned: change.url === undefined ? row.cleaned : null };
}

/** "Keep them": the row's address as it was read, with its tracking parameters. */
export function keptRow(row: ReviewRow): ReviewRow {
  return row.cleaned ? { ...row, url: row.cleaned.original, cleaned: null } : row;
}

/** What is wrong with a row as edited (null: it can be sent): not an address, or a repeat of an earlier row. */
export function rowProblems(rows: readonly ReviewRow[]): (string | null)[] {
  const firstRow = new Map<string, number>();
  return rows.map((row, index) => {
    const verdict = readAddress(row.url);
    if (!verdict.ok) return t(verdict.why === 'restricted' ? 'bulkSkipRestricted' : 'bulkSkipNotAddress');
    const earlier = firstRow.get(verdict.url);
    if (earlier !== undefined) return t('bulkRowDuplicate', { row: String(earlier + 1) });
    firstRow.set(verdict.url, index);
    return null;
  });
}

/** The rows as they are sent: each address as its field shows it, normalised (a bare host gets `https://`). */
export function rowsToSend(rows: readonly ReviewRow[]): { url: string; alias: string }[] {
  return rows.map((row) => {
    const verdict = readAddress(row.url);
    return { url: verdict.ok ? verdict.url : row.url, alias: row.alias.trim() };
  });
}

/**
 * How long the rows take at phpShort's pace: 60 requests a minute, of which bulk work leaves 5 to
 * people (the background's request queue). null: under a minute.
 */
export function estimatedMinutes(count: number): number | null {
  const perMinute = 55;
  return count <= perMinute ? null : Math.ceil(count / perMinute);
}
