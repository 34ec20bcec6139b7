import { SPACE_ORDERS, type SpaceListQuery, type SpaceOrder } from '@/lib/api/model/space';
import type { Capabilities } from '@/lib/api/model/server';
import type { PageSize } from '../links/link-view';

/** Which spaces the space manager shows. Kept in the page URL next to the link view. */
export interface SpaceView {
  search: string;
  order: SpaceOrder;
  perPage: PageSize;
  page: number;
}

export const DEFAULT_SPACE_VIEW: SpaceView = { search: '', order: 'newest', perPage: 25, page: 1 };

export const SPACE_ORDER_LABELS: Record<SpaceOrder, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  'name-asc': 'Name A–Z',
  'name-desc': 'Name Z–A',
};

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
    notes.push(
      `This server cannot sort spaces by “${SPACE_ORDER_LABELS[view.order]}”: sorted by “${SPACE_ORDER_LABELS[fitted.order]}” instead.`,
    );
  }
  if (!capabilities.pageSizes.includes(view.perPage)) {
    fitted.perPage = DEFAULT_SPACE_VIEW.perPage;
    notes.push(`This server cannot show ${view.perPage} spaces a page: showing ${fitted.perPage}.`);
  }
  return notes.length === 0 ? { view, fallback: null } : { view: fitted, fallback: notes.join(' ') };
}
