import type { Browser } from 'wxt/browser';
import type { Notify } from './notify';
import { notShortenableNotice, quickShorten, type QuickShortenDeps, type QuickShortenOutcome } from './quick-shorten';
import { isWebAddress, webAddressInSelection } from '@/lib/web-address';

export type MenuClickOutcome = QuickShortenOutcome | { status: 'refused'; reason: string } | { status: 'ignored' };

/** One of our menu items was clicked: find the address it means and shorten it. */
export async function handleMenuClick(
  info: Browser.contextMenus.OnClickData,
  tab: Browser.tabs.Tab | undefined,
  deps: QuickShortenDeps & { notify: Notify },
): Promise<MenuClickOutcome> {
  let url: string | null;
  let notice: ReturnType<typeof notShortenableNotice>;
  switch (info.menuItemId) {
    case 'shorten-page':
      url = info.pageUrl ?? tab?.url ?? null;
      notice = notShortenableNotice('page');
      break;
    case 'shorten-link':
      url = info.linkUrl ?? null;
      notice = notShortenableNotice('page');
      break;
    case 'shorten-selection':
      url = webAddressInSelection(info.selectionText);
      notice = notShortenableNotice('selection', info.selectionText?.trim());
      break;
    default:
      return { status: 'ignored' };
  }
  if (!isWebAddress(url)) {
    await deps.notify(notice);
    return { status: 'refused', reason: notice.title };
  }
  return quickShorten(url, 'context-menu', deps);
}
