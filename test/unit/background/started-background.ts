import { beforeEach } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Browser } from 'wxt/browser';
import { startBackground } from '../../../entrypoints/background/start';

type Sender = Browser.runtime.MessageSender;
type MessageListener = (message: unknown, sender: Sender) => Promise<unknown> | undefined;

/**
 * The message path as the browser (with the polyfill, and Firefox natively) runs it: the message and
 * the answer are structured-cloned, the first listener that returns a promise answers, and the
 * sender says which extension sent it. WXT's fake browser has no such dispatch (it sends an empty
 * sender and ignores returned promises), so its `runtime.onMessage` and `sendMessage` are replaced,
 * and so are the menus, commands, the address-bar keyword and the toolbar button, which it does
 * not implement, as far as the background uses them.
 */
const messageListeners: MessageListener[] = [];
const menuItems = new Map<string, Browser.contextMenus.CreateProperties>();
const commandListeners: unknown[] = [];
type MenuClickListener = (info: Browser.contextMenus.OnClickData, tab?: Browser.tabs.Tab) => void;
const menuClickListeners: MenuClickListener[] = [];
let sender: Sender;

async function deliver(message: unknown): Promise<unknown> {
  for (const listener of messageListeners) {
    const answer = listener(structuredClone(message), sender);
    if (answer !== undefined) return structuredClone(await answer);
  }
  return undefined;
}

Object.assign(fakeBrowser.runtime, {
  sendMessage: deliver,
  onMessage: { addListener: (listener: MessageListener) => messageListeners.push(listener) },
});
Object.assign(fakeBrowser.contextMenus, {
  removeAll: () => {
    menuItems.clear();
    return Promise.resolve();
  },
  create: (properties: Browser.contextMenus.CreateProperties, done?: () => void) => {
    menuItems.set(String(properties.id), properties);
    done?.();
    return properties.id;
  },
  onClicked: { addListener: (listener: MenuClickListener) => menuClickListeners.push(listener) },
});
Object.assign(fakeBrowser.commands, { onCommand: { addListener: (l: unknown) => commandListeners.push(l) } });
/** The toolbar button, as far as one click uses it: its popup, its badge, its click. */
const toolbar = { popup: 'popup.html', badge: '', clickListeners: [] as unknown[] };
Object.assign(fakeBrowser.action, {
  setPopup: ({ popup }: { popup: string }) => {
    toolbar.popup = popup;
    return Promise.resolve();
  },
  openPopup: () => Promise.resolve(),
  setBadgeText: ({ text }: { text: string }) => {
    toolbar.badge = text;
    return Promise.resolve();
  },
  setBadgeBackgroundColor: () => Promise.resolve(),
  onClicked: { addListener: (l: unknown) => toolbar.clickListeners.push(l) },
});
const omniboxListeners: unknown[] = [];
const omniboxEvent = { addListener: (l: unknown) => omniboxListeners.push(l) };
Object.assign(fakeBrowser, {
  omnibox: { onInputChanged: omniboxEvent, onInputEntered: omniboxEvent, setDefaultSuggestion: () => undefined },
});

/**
 * Starts the background as the extension does before each test (after `useReferenceServer`, whose
 * own `beforeEach` wipes the fake browser), so `ask(...)` reaches its real handlers.
 */
export function useStartedBackground() {
  beforeEach(() => {
    messageListeners.length = 0;
    menuItems.clear();
    commandListeners.length = 0;
    omniboxListeners.length = 0;
    menuClickListeners.length = 0;
    Object.assign(toolbar, { popup: 'popup.html', badge: '', clickListeners: [] });
    sender = { id: fakeBrowser.runtime.id, url: fakeBrowser.runtime.getURL('/popup.html') };
    startBackground();
  });
  return {
    deliver,
    menuItems,
    commandListeners,
    /** The toolbar button's popup and badge, as the background last set them. */
    toolbar,
    /** The address-bar keyword's listeners: typing (the suggestion) and Enter. */
    omniboxListeners,
    /** Clicks a menu item as the browser would, on a tab showing `pageUrl`. */
    clickMenuItem(menuItemId: string, pageUrl: string) {
      const info = { menuItemId, pageUrl, editable: false } as Browser.contextMenus.OnClickData;
      for (const listener of menuClickListeners) listener(info, { url: pageUrl } as Browser.tabs.Tab);
    },
    /** Messages from now on come from this sender. */
    sendAs(from: Sender) {
      sender = from;
    },
  };
}
