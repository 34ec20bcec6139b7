import type { LinkState } from '@/lib/api/model/link';
import type { LinkOrder, LinkSearchField, LinkStateFilter } from '@/lib/api/model/link-query';

export const ORDER_LABELS: Record<LinkOrder, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  'most-clicks': 'Most clicks',
  'fewest-clicks': 'Fewest clicks',
  'title-asc': 'Title A–Z',
  'title-desc': 'Title Z–A',
  'alias-asc': 'Alias A–Z',
  'alias-desc': 'Alias Z–A',
  'url-asc': 'Destination URL A–Z',
  'url-desc': 'Destination URL Z–A',
};

export const SEARCH_FIELD_LABELS: Record<LinkSearchField, string> = {
  title: 'Title',
  alias: 'Alias',
  url: 'Destination URL',
};

export const STATE_FILTER_LABELS: Record<LinkStateFilter, string> = {
  all: 'All',
  active: 'Active',
  expired: 'Expired',
  disabled: 'Disabled',
};

export const STATE_LABELS: Record<LinkState, string> = { active: 'Active', expired: 'Expired', disabled: 'Disabled' };

// One formatter each, made on first use: `toLocaleString` builds a new one per call, which for
// a table of 100 rows costs tens of milliseconds.
let shortDates: Intl.DateTimeFormat | undefined;
let fullDates: Intl.DateTimeFormat | undefined;
let counts: Intl.NumberFormat | undefined;

function dateOf(iso: string | null): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A record date for a table cell, in the reader's locale; '' when the server sent none. */
export function shortDate(iso: string | null): string {
  const date = dateOf(iso);
  if (!date) return '';
  shortDates ??= new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
  return shortDates.format(date);
}

export function fullDate(iso: string | null): string | undefined {
  const date = dateOf(iso);
  if (!date) return undefined;
  fullDates ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return fullDates.format(date);
}

/** 12,345 in the reader's locale. */
export function countText(n: number): string {
  counts ??= new Intl.NumberFormat();
  return counts.format(n);
}

/** "3 links", "1 link". */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}
