import type { LinkListQuery, LinkOrder } from '../model/link-query';
import type { SpaceListQuery, SpaceOrder } from '../model/space';
import { nonEmpty, plain, type FieldRow, type FieldTable } from '../wire/field-table';

/** The filters of the current dialect's lists (see ../README.md, "The two dialects"), as field tables (../wire/field-table.ts). */

const LINK_SORTS: Record<LinkOrder, [sortBy: string, sort: 'asc' | 'desc']> = {
  newest: ['id', 'desc'],
  oldest: ['id', 'asc'],
  'most-clicks': ['clicks', 'desc'],
  'fewest-clicks': ['clicks', 'asc'],
  'title-asc': ['title', 'asc'],
  'title-desc': ['title', 'desc'],
  'alias-asc': ['alias', 'asc'],
  'alias-desc': ['alias', 'desc'],
  'url-asc': ['url', 'asc'],
  'url-desc': ['url', 'desc'],
};
const SPACE_SORTS: Record<SpaceOrder, [sortBy: string, sort: 'asc' | 'desc']> = {
  newest: ['id', 'desc'],
  oldest: ['id', 'asc'],
  'name-asc': ['name', 'asc'],
  'name-desc': ['name', 'desc'],
};
/** The only page sizes a current server honours; any other silently becomes 10. */
const PAGE_SIZES = [10, 25, 50, 100];

/** An order as the column to sort by (`sort_by`) and its direction (`sort`); a 422 at either concerns the order. */
function sortedBy<O extends string>(sorts: Record<O, [sortBy: string, sort: 'asc' | 'desc']>): FieldRow<O> {
  return {
    wire: 'sort_by',
    write: (pairs, order) => {
      const [sortBy, sort] = sorts[order];
      pairs.push(['sort_by', sortBy], ['sort', sort]);
    },
    paths: { sort: 'order' },
  };
}

/** The smallest honoured size that shows at least as many rows as asked for. */
const pageSize: FieldRow<number> = {
  wire: 'per_page',
  write: (pairs, perPage, name) => pairs.push([name, String(PAGE_SIZES.find((size) => size >= perPage) ?? 100)]),
};

export const CURRENT_LINK_QUERY = {
  search: nonEmpty('search'),
  searchIn: plain('search_by'),
  // Never sent: the server's state filter does not match the state shown; pages filter on the client.
  state: {},
  spaceId: {
    wire: 'space_id',
    write: (pairs, spaceId, name) => pairs.push([name, spaceId === null ? '0' : String(spaceId)]),
  },
  domainId: plain('domain_id'),
  pixelId: plain('pixel_id'),
  order: sortedBy(LINK_SORTS),
  perPage: pageSize,
  page: plain('page'),
} satisfies FieldTable<LinkListQuery>;

export const CURRENT_SPACE_QUERY = {
  // Names are the only field a space search looks in.
  search: {
    wire: 'search',
    write: (pairs, search, name) => {
      if (search) pairs.push([name, search], ['search_by', 'name']);
    },
  },
  order: sortedBy(SPACE_SORTS),
  perPage: pageSize,
  page: plain('page'),
} satisfies FieldTable<SpaceListQuery>;
