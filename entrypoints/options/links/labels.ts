import type { LinkState } from '@/lib/api/model/link';
import type { LinkOrder, LinkSearchField, LinkStateFilter } from '@/lib/api/model/link-query';
import { formatDate, formatDateTime, formatNumber } from '@/lib/i18n/format';
import { t, type MessageKey } from '@/lib/i18n/messages';

// Keys, not sentences: a table built at module load would hold the words of whichever language
// was asked first; each label is looked up when it is shown.
const ORDER_LABELS: Record<LinkOrder, MessageKey> = {
  newest: 'linkOrderNewest',
  oldest: 'linkOrderOldest',
  'most-clicks': 'linkOrderMostClicks',
  'fewest-clicks': 'linkOrderFewestClicks',
  'title-asc': 'linkOrderTitleAsc',
  'title-desc': 'linkOrderTitleDesc',
  'alias-asc': 'linkOrderAliasAsc',
  'alias-desc': 'linkOrderAliasDesc',
  'url-asc': 'linkOrderUrlAsc',
  'url-desc': 'linkOrderUrlDesc',
};

const SEARCH_FIELD_LABELS: Record<LinkSearchField, MessageKey> = {
  title: 'linkSearchInTitle',
  alias: 'linkSearchInAlias',
  url: 'linkSearchInUrl',
};

// The filter's choices and a row's badge are separate messages: languages that inflect
// adjectives say "Actifs" for the choice of links and "Actif" for one link.
const STATE_FILTER_LABELS: Record<LinkStateFilter, MessageKey> = {
  all: 'linkStateFilterAll',
  active: 'linkStateFilterActive',
  expired: 'linkStateFilterExpired',
  disabled: 'linkStateFilterDisabled',
};

const STATE_LABELS: Record<LinkState, MessageKey> = {
  active: 'linkStateActive',
  expired: 'linkStateExpired',
  disabled: 'linkStateDisabled',
};

/** "Newest first", "Alias A–Z"…: a sort choice. */
export const orderLabel = (order: LinkOrder): string => t(ORDER_LABELS[order]);

/** "Title", "Alias", "Destination URL": where the search looks. */
export const searchFieldLabel = (field: LinkSearchField): string => t(SEARCH_FIELD_LABELS[field]);

/** "All", "Active"…: a choice of the state filter. */
export const stateFilterLabel = (state: LinkStateFilter): string => t(STATE_FILTER_LABELS[state]);

/** "Active", "Expired", "Disabled": one link's state badge. */
export const stateLabel = (state: LinkState): string => t(STATE_LABELS[state]);

function dateOf(iso: string | null): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A record date for a table cell, in the reader's locale; '' when the server sent none. */
export function shortDate(iso: string | null): string {
  const date = dateOf(iso);
  return date ? formatDate(date) : '';
}

/** The same date with its time and zone, for the cell's tooltip. */
export function fullDate(iso: string | null): string | undefined {
  const date = dateOf(iso);
  return date ? formatDateTime(date) : undefined;
}

/** 12,345 in the reader's locale. */
export const countText = (n: number): string => formatNumber(n);
