/** Which links a list shows, in the extension's terms; the schema is in `../schemas/link.ts`. */

export const LINK_SEARCH_FIELDS = ['title', 'alias', 'url'] as const;
/** Which part of a link the search text is looked for in. */
export type LinkSearchField = (typeof LINK_SEARCH_FIELDS)[number];

export const LINK_STATE_FILTERS = ['all', 'active', 'expired', 'disabled'] as const;
export type LinkStateFilter = (typeof LINK_STATE_FILTERS)[number];

/** Every order a server may offer; which ones the connected server has: `Capabilities.linkOrders`. */
export const LINK_ORDERS = [
  'newest',
  'oldest',
  'most-clicks',
  'fewest-clicks',
  'title-asc',
  'title-desc',
  'alias-asc',
  'alias-desc',
  'url-asc',
  'url-desc',
] as const;
export type LinkOrder = (typeof LINK_ORDERS)[number];

export interface LinkListQuery {
  search?: string;
  searchIn?: LinkSearchField;
  state?: LinkStateFilter;
  /** `null`: only links without a space (where `Capabilities.noSpaceFilter`). */
  spaceId?: number | null;
  domainId?: number;
  pixelId?: number;
  order?: LinkOrder;
  perPage?: number;
  page?: number;
}
