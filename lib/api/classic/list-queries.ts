import { t } from '../../i18n/messages';
import type { LinkListQuery, LinkOrder, LinkStateFilter } from '../model/link-query';
import type { SpaceListQuery, SpaceOrder } from '../model/space';
import { nonEmpty, plain, refused, type FieldTable } from '../wire/field-table';

/**
 * The filters of the classic dialect's lists (see ../README.md, "The two dialects"), as field
 * tables (../wire/field-table.ts). What a classic server would silently ignore (the newer orders,
 * links without a space) is refused before sending; pages do not offer it (`Capabilities`).
 */

const STATE_CODES: Record<LinkStateFilter, string> = { all: '0', active: '1', expired: '2', disabled: '3' };
/** Orders a classic server has; the others are refused (`Capabilities.linkOrders`). */
const LINK_SORTS: Partial<Record<LinkOrder, string>> = {
  newest: 'desc',
  oldest: 'asc',
  'most-clicks': 'max',
  'fewest-clicks': 'min',
};
const SPACE_SORTS: Partial<Record<SpaceOrder, string>> = { newest: 'desc', oldest: 'asc' };

export const CLASSIC_LINK_QUERY = {
  search: nonEmpty('search'),
  searchIn: plain('by'),
  state: { wire: 'status', write: (pairs, state, name) => pairs.push([name, STATE_CODES[state]]) },
  spaceId: {
    wire: 'space',
    write: (pairs, spaceId, name) => {
      if (spaceId === null) throw refused('spaceId', t('apiClassicNoSpaceFilter'));
      pairs.push([name, String(spaceId)]);
    },
  },
  domainId: plain('domain'),
  pixelId: plain('pixel'),
  order: {
    wire: 'sort',
    write: (pairs, order, name) => {
      const sort = LINK_SORTS[order];
      if (sort === undefined) throw refused('order', t('apiClassicLinkOrder'));
      pairs.push([name, sort]);
    },
  },
  perPage: plain('per_page'),
  page: plain('page'),
} satisfies FieldTable<LinkListQuery>;

export const CLASSIC_SPACE_QUERY = {
  search: nonEmpty('search'),
  order: {
    wire: 'sort',
    write: (pairs, order, name) => {
      const sort = SPACE_SORTS[order];
      if (sort === undefined) throw refused('order', t('apiClassicSpaceOrder'));
      pairs.push([name, sort]);
    },
  },
  perPage: plain('per_page'),
  page: plain('page'),
} satisfies FieldTable<SpaceListQuery>;
