import { SPACE_ORDERS, type SpaceListQuery, type SpaceOrder } from '@/lib/api/model/space';
import type { Capabilities } from '@/lib/api/model/server';
import { formatNumber } from '@/lib/i18n/format';
import { t, type MessageKey } from '@/lib/i18n/messages';
import { tCount } from '@/lib/i18n/plural';
import type { PageSize } from '../links/link-view';

/** Which spaces the space manager shows. Kept in the page URL next to the link view. */
export interface SpaceView {
  search: string;
  order: SpaceOrder;
  perPage: PageSize;
  page: number;
}

export const DEFAULT_SPACE_VIEW: SpaceView = { search: '', order: 'newest', perPage: 25, page: 1 };

// Keys, looked up when shown: a table of sentences built at module load would keep one language.
const SPACE_ORDER_LABELS: Record<SpaceOrder, MessageKey> = {
  newest: 'spaceOrderNewest',
  oldest: 'spaceOrderOldest',
  'name-asc': 'spaceOrderNameAsc',
  'name-desc': 'spaceOrderNameDesc',
};

/** "Newest first", "Name A–Z"…: a sort choice of the space list. */
export const spaceOrderLabel = (order: SpaceOrder): string => t(SPACE_ORDER_LABELS[order]);

export const isSpaceOrder = (value: string): value is SpaceOrder => (SPACE_ORDERS as readonly string[]).includes(value);

export function spaceListQueryOf(view: SpaceView): SpaceListQuery {
  const query: SpaceListQuery = { order: view.order, perPage: view.perPage, page: view.page };
  if (view.search.trim() !== '') query.search = view.search.trim();
  return query;
}

/**
 * The view with a sort or page size the server lacks put back to the default, and the sentence
 * that says so (null when nothing changed); as for links, a server ignores what it does not know.
 */
export function fitSpaceView(
  view: SpaceView,
  capabilities: Capabilities,
): { view: SpaceView; fallback: string | null } {
  const notes: string[] = [];
  const fitted: SpaceView = { ...view, page: 1 };
  if (!capabilities.spaceOrders.includes(view.order)) {
    fitted.order = DEFAULT_SPACE_VIEW.order;
    notes.push(t('spacesFallbackOrder', { asked: spaceOrderLabel(view.order), used: spaceOrderLabel(fitted.order) }));
  }
  if (!capabilities.pageSizes.includes(view.perPage)) {
    fitted.perPage = DEFAULT_SPACE_VIEW.perPage;
    notes.push(tCount('spacesFallbackPageSize', view.perPage, { shown: formatNumber(fitted.perPage) }));
  }
  return notes.length === 0 ? { view, fallback: null } : { view: fitted, fallback: notes.join(' ') };
}
