import type { SpaceListQuery, SpaceOrder } from '@/lib/api/model/space';
import type { PageSize } from '../links/link-view';

/** Which spaces the space manager shows. Kept in the page URL next to the link view. */
export interface SpaceView {
  search: string;
  order: SpaceOrder;
  perPage: PageSize;
  page: number;
}

export const DEFAULT_SPACE_VIEW: SpaceView = { search: '', order: 'newest', perPage: 25, page: 1 };

export function spaceListQueryOf(view: SpaceView): SpaceListQuery {
  const query: SpaceListQuery = { order: view.order, perPage: view.perPage, page: view.page };
  if (view.search.trim() !== '') query.search = view.search.trim();
  return query;
}
