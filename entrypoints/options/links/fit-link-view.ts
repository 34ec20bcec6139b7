import type { Capabilities } from '@/lib/api/model/server';
import { ORDER_LABELS, STATE_FILTER_LABELS } from './labels';
import { DEFAULT_LINK_VIEW, isPageSize, type LinkView } from './link-view';

/** A view the connected server can answer, and one sentence per choice that had to go. */
export interface FittedLinkView {
  view: LinkView;
  fallbacks: string[];
}

/**
 * The view with every choice the server lacks put back to its default. A URL or a bookmark may
 * carry a choice of another server (a sort by title, links without a space, the disabled state):
 * sent anyway, it would be silently ignored and the table would claim what it does not show.
 */
export function fitLinkView(view: LinkView, capabilities: Capabilities): FittedLinkView {
  const fitted: LinkView = { ...view };
  const fallbacks: string[] = [];
  if (!capabilities.linkStates.includes(view.state)) {
    fitted.state = DEFAULT_LINK_VIEW.state;
    fallbacks.push(`This server cannot filter “${STATE_FILTER_LABELS[view.state]}” links: showing all of them.`);
  }
  if (view.spaceId === 'none' && !capabilities.noSpaceFilter) {
    fitted.spaceId = null;
    fallbacks.push('This server cannot list only the links without a space: showing every space.');
  }
  if (!capabilities.linkOrders.includes(view.order)) {
    fitted.order = DEFAULT_LINK_VIEW.order;
    fallbacks.push(
      `This server cannot sort by “${ORDER_LABELS[view.order]}”: sorted by “${ORDER_LABELS[fitted.order]}” instead.`,
    );
  }
  if (!capabilities.pageSizes.includes(view.perPage)) {
    const size = capabilities.pageSizes.find(isPageSize) ?? DEFAULT_LINK_VIEW.perPage;
    fitted.perPage = capabilities.pageSizes.includes(DEFAULT_LINK_VIEW.perPage) ? DEFAULT_LINK_VIEW.perPage : size;
    fallbacks.push(`This server cannot show ${view.perPage} links a page: showing ${fitted.perPage}.`);
  }
  if (fallbacks.length > 0) fitted.page = 1;
  return { view: fallbacks.length > 0 ? fitted : view, fallbacks };
}
