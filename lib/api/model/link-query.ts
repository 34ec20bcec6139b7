import * as z from 'zod/mini';
import { pageNumber, perPage, recordId } from './rules';

export const LINK_SEARCH_FIELDS = ['title', 'alias', 'url'] as const;
/** Which part of a link the search text is looked for in. */
export type LinkSearchField = (typeof LINK_SEARCH_FIELDS)[number];

export const LINK_STATE_FILTERS = ['all', 'active', 'expired', 'disabled'] as const;
export type LinkStateFilter = (typeof LINK_STATE_FILTERS)[number];

export const LINK_ORDERS = ['newest', 'oldest', 'most-clicks', 'fewest-clicks'] as const;
export type LinkOrder = (typeof LINK_ORDERS)[number];

export const linkListQuerySchema = z.object({
  search: z.optional(z.string()),
  searchIn: z.optional(z.enum(LINK_SEARCH_FIELDS, { error: 'Search in the title, the alias or the URL.' })),
  state: z.optional(z.enum(LINK_STATE_FILTERS, { error: 'Show all, active, expired or disabled links.' })),
  spaceId: z.optional(recordId),
  domainId: z.optional(recordId),
  pixelId: z.optional(recordId),
  order: z.optional(z.enum(LINK_ORDERS, { error: 'Sort by newest, oldest, most clicks or fewest clicks.' })),
  perPage: z.optional(perPage),
  page: z.optional(pageNumber),
});
export type LinkListQuery = z.output<typeof linkListQuerySchema>;
