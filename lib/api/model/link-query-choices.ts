/**
 * The fixed choices of a link list query, without zod: the options page imports these directly;
 * the schema in `link-query.ts` builds on the same lists.
 */

export const LINK_SEARCH_FIELDS = ['title', 'alias', 'url'] as const;
/** Which part of a link the search text is looked for in. */
export type LinkSearchField = (typeof LINK_SEARCH_FIELDS)[number];

export const LINK_STATE_FILTERS = ['all', 'active', 'expired', 'disabled'] as const;
export type LinkStateFilter = (typeof LINK_STATE_FILTERS)[number];

export const LINK_ORDERS = ['newest', 'oldest', 'most-clicks', 'fewest-clicks'] as const;
export type LinkOrder = (typeof LINK_ORDERS)[number];
