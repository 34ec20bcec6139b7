import type { Capabilities } from '@/lib/api/model/server';
import { formatNumber } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/messages';
import { tCount } from '@/lib/i18n/plural';
import { orderLabel, stateFilterLabel } from './labels';
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
    fallbacks.push(t('linkFallbackState', { state: stateFilterLabel(view.state) }));
  }
  if (view.spaceId === 'none' && !capabilities.noSpaceFilter) {
    fitted.spaceId = null;
    fallbacks.push(t('linkFallbackNoSpace'));
  }
  if (!capabilities.linkOrders.includes(view.order)) {
    fitted.order = DEFAULT_LINK_VIEW.order;
    fallbacks.push(t('linkFallbackOrder', { asked: orderLabel(view.order), used: orderLabel(fitted.order) }));
  }
  if (!capabilities.pageSizes.includes(view.perPage)) {
    const size = capabilities.pageSizes.find(isPageSize) ?? DEFAULT_LINK_VIEW.perPage;
    fitted.perPage = capabilities.pageSizes.includes(DEFAULT_LINK_VIEW.perPage) ? DEFAULT_LINK_VIEW.perPage : size;
    fallbacks.push(tCount('linkFallbackPageSize', view.perPage, { shown: formatNumber(fitted.perPage) }));
  }
  if (fallbacks.length > 0) fitted.page = 1;
  return { view: fallbacks.length > 0 ? fitted : view, fallbacks };
}
