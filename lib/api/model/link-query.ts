import * as z from 'zod/mini';
import { LINK_ORDERS, LINK_SEARCH_FIELDS, LINK_STATE_FILTERS } from './link-query-choices';
import { pageNumber, perPage, recordId } from './rules';

export * from './link-query-choices';

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
