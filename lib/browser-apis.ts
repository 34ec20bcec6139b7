import { browser } from 'wxt/browser';

/**
 * Which of the browser's optional surfaces exist here. Firefox for Android has no right-click
 * menu, no keyboard shortcuts and no address-bar keyword: `menus`/`contextMenus`, `commands` and
 * `omnibox` are undefined there, and touching them would throw. Asked at each call, not once at
 * load, so that a test can remove them from the fake browser.
 */
type MaybeMissing = Partial<Pick<typeof browser, 'contextMenus' | 'commands' | 'omnibox'>>;

const apis = (): MaybeMissing => browser;

export const hasContextMenus = (): boolean => apis().contextMenus !== undefined;

export const hasCommands = (): boolean => apis().commands !== undefined;

export const hasOmnibox = (): boolean => apis().omnibox !== undefined;

/** Some way to shorten without the popup (menu, shortcut or keyword): what their settings are for. */
export const hasQuickShortening = (): boolean => hasContextMenus() || hasCommands() || hasOmnibox();
