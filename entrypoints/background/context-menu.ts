import { browser, type Browser } from 'wxt/browser';
import { t, type MessageKey } from '@/lib/i18n/messages';
import type { ContextMenuChoices } from '@/lib/settings';
import { isWebAddress, webAddressInSelection } from '@/lib/web-address';
import type { Notify } from './notify';
import { oneAtATime } from './one-at-a-time';
import { notShortenableNotice, quickShorten, type QuickShortenDeps, type QuickShortenOutcome } from './quick-shorten';

/** The right-click menu: which items it shows (a setting), and what a click on one shortens. */

export interface MenuItem {
  id: string;
  /** Its label, in the browser's language when the menu is built. */
  title: MessageKey;
  context: 'page' | 'link' | 'selection';
  /** The setting that shows or hides it. */
  choice: keyof ContextMenuChoices;
}

const MENU_ITEMS: readonly MenuItem[] = [
  { id: 'shorten-page', title: 'menuShortenPage', context: 'page', choice: 'page' },
  { id: 'shorten-link', title: 'menuShortenLink', context: 'link', choice: 'link' },
  { id: 'shorten-selection', title: 'menuShortenSelection', context: 'selection', choice: 'selection' },
];

export function enabledMenuItems(choices: ContextMenuChoices): MenuItem[] {
  return MENU_ITEMS.filter((item) => choices[item.choice]);
}

// Rebuilt at every background start and settings change, one rebuild at a time: interleaved, a
// second "create" of the same id would fail.
const oneRebuildAtATime = oneAtATime();

/** Shows exactly the menu items the settings ask for. */
export function syncContextMenu(choices: ContextMenuChoices): Promise<void> {
  return oneRebuildAtATime(async () => {
    await browser.contextMenus.removeAll();
    for (const item of enabledMenuItems(choices)) {
      await new Promise<void>((resolve) => {
        browser.contextMenus.create({ id: item.id, title: t(item.title), contexts: [item.context] }, () => {
          // Reading lastError tells the browser it was seen: a duplicate during a reload is expected.
          if (browser.runtime.lastError) {
            // Nothing to do: the item is there.
          }
          resolve();
        });
      });
    }
  });
}

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
