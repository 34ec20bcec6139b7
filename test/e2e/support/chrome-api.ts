import type { WxtBrowser } from 'wxt/browser';
import type { Worker } from 'playwright-core';

/**
 * Code passed to `serviceWorker.evaluate` runs inside the extension, where `chrome` is a global.
 * It is serialised, so it cannot close over imports; this type lets it name `chrome` safely:
 * `sw.evaluate(() => (globalThis as ChromeGlobal).chrome.runtime.id)`.
 */
export type ChromeGlobal = typeof globalThis & { chrome: WxtBrowser };

/** The service worker's `chrome` with the undocumented `dispatch` that runs an event's real listeners. */
type DispatchingChrome = typeof globalThis & {
  chrome: {
    contextMenus: { onClicked: { dispatch(info: unknown, tab: unknown): void } };
    tabs: { get(id: number): Promise<unknown> };
  };
};

/**
 * A click on one of the extension's context-menu items over tab `tabId`, as the browser reports it
 * (`info`: menuItemId, pageUrl, linkUrl…): the background's own listeners run. Headless Chromium has
 * no native menu to right-click.
 */
export async function clickContextMenu(
  serviceWorker: Worker,
  info: Record<string, unknown>,
  tabId: number,
): Promise<void> {
  await serviceWorker.evaluate(
    async ({ info, tabId }) => {
      const { chrome } = globalThis as DispatchingChrome;
      chrome.contextMenus.onClicked.dispatch(info, await chrome.tabs.get(tabId));
    },
    { info, tabId },
  );
}

/** The service worker's `chrome.omnibox` with the undocumented `dispatch` of its events. */
type OmniboxChrome = typeof globalThis & {
  chrome: { omnibox: { onInputEntered: { dispatch(text: string, disposition: string): void } } };
};

/**
 * Enter in the address bar after the extension's keyword and `text` (what follows `ps `), as the
 * browser reports it: the background's own listener runs. Playwright cannot type into the
 * browser's own address bar.
 */
export async function enterAfterKeyword(serviceWorker: Worker, text: string): Promise<void> {
  await serviceWorker.evaluate((typed) => {
    (globalThis as OmniboxChrome).chrome.omnibox.onInputEntered.dispatch(typed, 'currentTab');
  }, text);
}

/** The service worker's `chrome.action` with the undocumented `dispatch` of its click. */
type ActionChrome = typeof globalThis & {
  chrome: {
    action: {
      onClicked: { dispatch(tab: unknown): void };
      getPopup(details: object): Promise<string>;
      getBadgeText(details: { tabId: number }): Promise<string>;
    };
    tabs: { get(id: number): Promise<unknown> };
  };
};

/**
 * A click on the toolbar button over tab `tabId`, as the browser reports it when the button has no
 * popup (one click): the background's own listener runs. Playwright cannot reach the toolbar.
 */
export async function clickToolbarButton(serviceWorker: Worker, tabId: number): Promise<void> {
  await serviceWorker.evaluate(async (id) => {
    const { chrome } = globalThis as ActionChrome;
    chrome.action.onClicked.dispatch(await chrome.tabs.get(id));
  }, tabId);
}

/** What the toolbar button holds over tab `tabId`: its popup (empty: none) and its badge. */
export async function toolbarButtonState(
  serviceWorker: Worker,
  tabId: number,
): Promise<{ popup: string; badge: string }> {
  return serviceWorker.evaluate(async (id) => {
    const { chrome } = globalThis as ActionChrome;
    return { popup: await chrome.action.getPopup({}), badge: await chrome.action.getBadgeText({ tabId: id }) };
  }, tabId);
}
