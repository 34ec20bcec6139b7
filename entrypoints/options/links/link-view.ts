import {
  LINK_ORDERS,
  LINK_SEARCH_FIELDS,
  LINK_STATE_FILTERS,
  type LinkOrder,
  type LinkSearchField,
  type LinkStateFilter,
} from '@/lib/api/model/link-query';
import type { LinkListQuery } from '@/lib/api/model/link-query';
import type { Capabilities } from '@/lib/api/model/server';

/** Every page size some server honours; which ones the connected server has: `Capabilities.pageSizes`. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/** A space id, `'none'` for links without a space (where `Capabilities.noSpaceFilter`), or null for any. */
export type SpaceFilter = number | 'none' | null;

/** Everything that decides which links the table shows. Kept in the page URL. */
export interface LinkView {
  search: string;
  searchIn: LinkSearchField;
  state: LinkStateFilter;
  spaceId: SpaceFilter;
  domainId: number | null;
  pixelId: number | null;
  order: LinkOrder;
  perPage: PageSize;
  page: number;
  /** Each row's clicks of the last 30 days as a sparkline (one request per row on screen): the user's choice. */
  trends: boolean;
}

export const DEFAULT_LINK_VIEW: LinkView = {
  search: '',
  searchIn: 'title',
  state: 'all',
  spaceId: null,
  domainId: null,
  pixelId: null,
  order: 'newest',
  perPage: 25,
  page: 1,
  trends: false,
};

/** A filter changed: the old page number means nothing for the new result, so back to page 1. */
export function withFilters(view: LinkView, changes: Partial<Omit<LinkView, 'page'>>): LinkView {
  return { ...view, ...changes, page: 1 };
}

/**
 * The request for the background; defaults and empty filters are left out. The state goes to
 * the server only where its filter can be trusted: elsewhere the page filters the rows itself
 * (`visibleLinks`), and asking the server would only narrow pages by its own, different idea.
 */
export function linkListQueryOf(view: LinkView, capabilities: Pick<Capabilities, 'trustsStateFilter'>): LinkListQuery {
  const query: LinkListQuery = { order: view.order, perPage: view.perPage, page: view.page };
  const search = view.search.trim();
  if (search !== '') {
    query.search = search;
    query.searchIn = view.searchIn;
  }
  if (view.state !== 'all' && capabilities.trustsStateFilter) query.state = view.state;
  if (view.spaceId !== null) query.spaceId = view.spaceId === 'none' ? null : view.spaceId;
  if (view.domainId !== null) query.domainId = view.domainId;
  if (view.pixelId !== null) query.pixelId = view.pixelId;
  return query;
}

export const isLinkOrder = (value: string): value is LinkOrder => (LINK_ORDERS as readonly string[]).includes(value);
export const isLinkSearchField = (value: string): value is LinkSearchField =>
  (LINK_SEARCH_FIELDS as readonly string[]).includes(value);
export const isLinkStateFilter = (value: string): value is LinkStateFilter =>
  (LINK_STATE_FILTERS as readonly string[]).includes(value);
export const isPageSize = (value: number): value is PageSize => (PAGE_SIZES as readonly number[]).includes(value);
