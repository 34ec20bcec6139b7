import { bulkViewPath } from '@/lib/bulk/view-url';
import { browser, type Browser } from 'wxt/browser';
import { t, type MessageKey } from '@/lib/i18n/messages';
import type { ServerId } from '@/lib/servers';
import type { ContextMenuChoices } from '@/lib/settings';
import { isWebAddress, webAddressInSelection } from '@/lib/web-address';
import type { Notify } from '../shortening/notify';
import { oneAtATime } from '@/lib/one-at-a-time';
import { BACKGROUND_STORAGE } from '@/lib/storage/outside-popup-registry';
import { storedItem } from '@/lib/storage/stored-item';
import {
  notShortenableNotice,
  quickShorten,
  type QuickShortenDeps,
  type QuickShortenOutcome,
} from '../shortening/quick-shorten';

/** The right-click menu: which items it shows (a setting), and what a click on one shortens. */

export interface MenuItem {
  id: string;
  /** Its label, in the browser's language when the menu is built. */
  title: MessageKey;
  /** Its label as the parent of one item per server, when the user keeps several. */
  titleWith: MessageKey;
  context: 'page' | 'link' | 'selection';
  /** The setting that shows or hides it. */
  choice: keyof ContextMenuChoices;
}

const MENU_ITEMS: readonly MenuItem[] = [
  { id: 'shorten-page', title: 'menuShortenPage', titleWith: 'menuShortenPageWith', context: 'page', choice: 'page' },
  { id: 'shorten-link', title: 'menuShortenLink', titleWith: 'menuShortenLinkWith', context: 'link', choice: 'link' },
  {
    id: 'shorten-selection',
    title: 'menuShortenSelection',
    titleWith: 'menuShortenSelectionWith',
    context: 'selection',
    choice: 'selection',
  },
];

/** A server as the menu offers it: its id and what the user calls it. */
export interface MenuServer {
  id: ServerId;
  label: string;
}

/** Between an item's id and its server's, in a per-server item's id (`shorten-page@2`). */
const SERVER_SEPARATOR = '@';

/**
 * The toolbar button's own menu: "Shorten all tabs of this window" opens the options page's
 * "Shorten many" with the window's tabs (reviewed there before anything is sent). Always there:
 * it sends nothing by itself, so no setting hides it.
 */
export const WINDOW_TABS_ITEM = 'shorten-window-tabs';

/** With one click on, the button's menu opens the popup: "Shorten with options…". */
export const OPTIONS_POPUP_ITEM = 'shorten-with-options';

/** The toolbar button's menu context: `action` in MV3, `browser_action` in Firefox's MV2 build. */
// eslint-disable-next-line no-restricted-syntax -- the browser's menu context, not a server's wire name
const ACTION_CONTEXT = import.meta.env.FIREFOX ? 'browser_action' : 'action';

/** The options page's "Shorten many" with the tabs of window `windowId`. */
export function bulkTabsUrl(windowId: number): string {
  return browser.runtime.getURL(bulkViewPath({ tabs: { window: windowId } }));
}

export function enabledMenuItems(choices: ContextMenuChoices): MenuItem[] {
  return MENU_ITEMS.filter((item) => choices[item.choice]);
}

// Checked at every background start and settings change, one rebuild at a time: interleaved, a
// second "create" of the same id would fail.
const oneRebuildAtATime = oneAtATime();
const builtFrom = storedItem(BACKGROUND_STORAGE.menuBuiltFrom);

function createItem(properties: Browser.contextMenus.CreateProperties): Promise<void> {
  return new Promise<void>((resolve) => {
    browser.contextMenus.create(properties, () => {
      // Reading lastError tells the browser it was seen: a duplicate during a reload is expected.
      if (browser.runtime.lastError) {
        // Nothing to do: the item is there.
      }
      resolve();
    });
  });
}

/**
 * Shows exactly the menu items the settings ask for. With several servers each item opens a
 * submenu of the servers, in the user's order ("Shorten this page with ▸ Acme"); with one, the
 * items shorten on it directly, as they always did. A menu already built from the same choices,
 * servers and language this browser session is left as it is: a waking worker then spends its
 * first milliseconds on the event that woke it, not on the browser's menu.
 */
export function syncContextMenu(
  choices: ContextMenuChoices,
  servers: readonly MenuServer[],
  oneClick = false,
): Promise<void> {
  return oneRebuildAtATime(async () => {
    const wanted = JSON.stringify([choices, servers, oneClick, browser.i18n.getUILanguage()]);
    if ((await builtFrom.getValue()) === wanted) return;
    await buildMenu(choices, servers, oneClick);
    await builtFrom.setValue(wanted);
  });
}

async function buildMenu(
  choices: ContextMenuChoices,
  servers: readonly MenuServer[],
  oneClick: boolean,
): Promise<void> {
  await browser.contextMenus.removeAll();
  if (oneClick)
    await createItem({ id: OPTIONS_POPUP_ITEM, title: t('menuShortenWithOptions'), contexts: [ACTION_CONTEXT] });
  await createItem({ id: WINDOW_TABS_ITEM, title: t('menuShortenWindowTabs'), contexts: [ACTION_CONTEXT] });
  for (const item of enabledMenuItems(choices)) {
    const contexts: Browser.contextMenus.CreateProperties['contexts'] = [item.context];
    if (servers.length < 2) {
      await createItem({ id: item.id, title: t(item.title), contexts });
      continue;
    }
    await createItem({ id: item.id, title: t(item.titleWith), contexts });
    for (const server of servers) {
      await createItem({
        id: `${item.id}${SERVER_SEPARATOR}${server.id}`,
        parentId: item.id,
        title: server.label,
        contexts,
      });
    }
  }
}

/** A clicked item's own id and the server it names (null: the current one). */
function parseItemId(menuItemId: string | number): { itemId: string; server: ServerId | null } {
  const [itemId = '', server] = String(menuItemId).split(SERVER_SEPARATOR);
  return { itemId, server: server ?? null };
}

export type MenuClickOutcome =
  | QuickShortenOutcome
  | { status: 'refused'; reason: string }
  | { status: 'ignored' }
  | { status: 'opened'; url: string }
  | { status: 'popup' };

/** One of our menu items was clicked: find the address it means and shorten it. */
export async function handleMenuClick(
  info: Browser.contextMenus.OnClickData,
  tab: Browser.tabs.Tab | undefined,
  deps: QuickShortenDeps & { notify: Notify; openPopup?: () => Promise<void> },
): Promise<MenuClickOutcome> {
  let url: string | null;
  let notice: ReturnType<typeof notShortenableNotice>;
  const { itemId, server } = parseItemId(info.menuItemId);
  if (itemId === OPTIONS_POPUP_ITEM) {
    await deps.openPopup?.();
    return { status: 'popup' };
  }
  if (itemId === WINDOW_TABS_ITEM) {
    if (tab?.windowId === undefined) return { status: 'ignored' };
    const opened = bulkTabsUrl(tab.windowId);
    await browser.tabs.create({ url: opened, windowId: tab.windowId });
    return { status: 'opened', url: opened };
  }
  switch (itemId) {
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
  return quickShorten(url, 'context-menu', deps, server);
}
