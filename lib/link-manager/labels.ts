import type { LinkState } from '../api/model/link';
import type { LinkOrder, LinkSearchField, LinkStateFilter } from '../api/model/link-query';

export const ORDER_LABELS: Record<LinkOrder, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  'most-clicks': 'Most clicks',
  'fewest-clicks': 'Fewest clicks',
};

export const SEARCH_FIELD_LABELS: Record<LinkSearchField, string> = { title: 'Title', alias: 'Alias', url: 'Destination URL' };

export const STATE_FILTER_LABELS: Record<LinkStateFilter, string> = {
  all: 'All',
  active: 'Active',
  expired: 'Expired',
  disabled: 'Disabled',
};

export const STATE_LABELS: Record<LinkState, string> = { active: 'Active', expired: 'Expired', disabled: 'Disabled' };

/** A record date for a table cell, in the reader's locale; '' when the server sent none. */
export function shortDate(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

export function fullDate(iso: string | null): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date.toLocaleString();
}

/** "3 links", "1 link". */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}
