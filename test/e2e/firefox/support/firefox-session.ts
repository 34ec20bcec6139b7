import type { Browser, Page } from 'puppeteer-core';
import type { Notice } from '../../../../entrypoints/background/shortening/notify';
import type { BrowserSession, OpenedPage, PageProblems, Viewport } from '../../support/browser-session';
import { contextOf, navigate, type Bidi } from './bidi';
import type { ChromeWindow } from './chrome-window';
import { listDownloads, type FinishedDownload } from './downloads';
import { readClipboard } from './clipboard';
import { activateMenuItem } from './context-menu';
import type { FirefoxLocator } from './firefox-locator';
import { installedAddon, type InstalledAddon } from './installed-addon';
import type { ExtensionErrors } from './extension-errors';
import type { ExtensionGlobal } from './extension-global';
import { recordedNotices, recordNotices } from './notification-recorder';
import { FirefoxPage } from './firefox-page';
import { pressShortcut } from './shortcut-keys';
import { enterInAddressBar } from './address-bar';

export interface FirefoxParts {
  browser: Browser;
  bidi: Bidi;
  chrome: ChromeWindow;
  /** An idle extension page in a tab of its own, where the session runs extension code. */
  control: Page;
  /** The gecko id, e.g. `{95e463c1-…}`. */
  extensionId: string;
  /** `moz-extension://<uuid>`, pinned at launch. */
  origin: string;
  errors: ExtensionErrors;
}

/** A running Firefox with the extension installed as a temporary add-on, and ways into it. */
export class FirefoxSession implements BrowserSession<FirefoxPage> {
  readonly extensionId: string;
  readonly origin: string;
  /** Errors of the extension's pages and background page since launch. */
  readonly errors: ExtensionErrors;
  private readonly browser: Browser;
  private readonly bidi: Bidi;
  private readonly chrome: ChromeWindow;
  private readonly control: Page;

  constructor(parts: FirefoxParts) {
    this.browser = parts.browser;
    this.bidi = parts.bidi;
    this.chrome = parts.chrome;
    this.control = parts.control;
    this.extensionId = parts.extensionId;
    this.origin = parts.origin;
    this.errors = parts.errors;
  }

  /** `moz-extension://<uuid>/<path>` */
  url(path: string): string {
    return `${this.origin}/${path.replace(/^\//, '')}`;
  }

  async openPage(url: string): Promise<FirefoxPage> {
    const page = await this.newTab();
    await this.load(page, url);
    return page;
  }

  async openExtensionPage(path: string, viewport?: Viewport): Promise<OpenedPage<FirefoxPage>> {
    const opened = Date.now();
    const page = await this.newTab();
    if (viewport) await page.puppeteer.setViewport(viewport);
    const url = this.url(path);
    await this.load(page, url);
    const { pathname } = new URL(url);
    const errors = this.errors;
    const log: PageProblems = {
      get problems() {
        return errors.of(pathname, opened).map((error) => `uncaught: ${error.text}`);
      },
    };
    return { page, log };
  }

  async findTabId(url: string): Promise<number> {
    const id = await this.control.evaluate(async (wanted) => {
      const { browser } = globalThis as ExtensionGlobal;
      const tabs = await browser.tabs.query({});
      return tabs.find((tab) => tab.url === wanted)?.id ?? null;
    }, url);
    if (id === null) throw new Error(`No tab with URL ${url}`);
    return id;
  }

  async seedLocalStorage(items: Record<string, unknown>): Promise<void> {
    await this.control.evaluate(async (entries) => {
      await (globalThis as ExtensionGlobal).browser.storage.local.set(entries);
    }, items);
  }

  async readLocalStorage(): Promise<Record<string, unknown>> {
    return this.control.evaluate(() => (globalThis as ExtensionGlobal).browser.storage.local.get(null));
  }

  async clearLocalStorage(): Promise<void> {
    await this.control.evaluate(() => (globalThis as ExtensionGlobal).browser.storage.local.clear());
  }

  async replaceLocalStorage(items: Record<string, unknown>): Promise<void> {
    await this.control.evaluate(async (entries) => {
      const { storage } = (globalThis as ExtensionGlobal).browser;
      await storage.local.set(entries);
      const others = Object.keys(await storage.local.get(null)).filter((key) => !(key in entries));
      await storage.local.remove(others);
    }, items);
  }

  async clearSessionStorage(): Promise<void> {
    await this.control.evaluate(() => (globalThis as ExtensionGlobal).browser.storage.session.clear());
  }

  /** Read by the browser itself: an MV2 page could only read it with clipboardRead. */
  async readClipboard(): Promise<string> {
    return readClipboard(this.chrome);
  }

  /** Firefox's own list of the session's downloads (saved files and where). */
  async downloads(): Promise<FinishedDownload[]> {
    return listDownloads(this.chrome);
  }

  /** The Add-ons Manager's record of the extension (null when it is not installed). */
  async addon(): Promise<InstalledAddon | null> {
    return installedAddon(this.chrome, this.extensionId);
  }

  /**
   * Runs `code` in an extension page (where `browser` is a global; see ExtensionGlobal). The code
   * sees no variable of the test: what it needs comes as `input`, e.g. JSON.
   */
  async inExtension<R>(code: (input: string) => R, input = ''): Promise<Awaited<R>> {
    return this.control.evaluate(code, input);
  }

  /** Starts recording the background's notifications (and clears earlier records). */
  async recordNotices(): Promise<void> {
    await recordNotices(this.control);
  }

  async notices(): Promise<Notice[]> {
    return recordedNotices(this.control);
  }

  /** Right-clicks `target` with `page` the current tab: Firefox opens its real context menu. */
  async openContextMenu(page: FirefoxPage, target: FirefoxLocator): Promise<void> {
    await page.puppeteer.bringToFront();
    await target.click({ button: 'right' });
  }

  /** Picks the extension's menu item (its `contextMenus` id) in the open context menu. */
  async chooseMenuItem(menuItemId: string): Promise<void> {
    await activateMenuItem(this.chrome, this.extensionId, menuItemId);
  }

  /** Presses `shortcut` (e.g. `Alt+Shift+S`) with `page` the current tab and the focus in the address bar. */
  async pressShortcut(page: FirefoxPage, shortcut: string): Promise<void> {
    await page.puppeteer.bringToFront();
    await pressShortcut(this.chrome, shortcut);
  }

  /** Types `text` into the address bar with `page` the current tab, and presses Enter. */
  async enterInAddressBar(page: FirefoxPage, text: string): Promise<void> {
    await page.puppeteer.bringToFront();
    await enterInAddressBar(this.chrome, text);
  }

  async close(): Promise<void> {
    await this.browser.close();
  }

  private async newTab(): Promise<FirefoxPage> {
    const page = await this.browser.newPage();
    return new FirefoxPage(page, this.bidi, contextOf(page));
  }

  private async load(page: FirefoxPage, url: string): Promise<void> {
    if (url.startsWith(this.origin)) await navigate(this.bidi, page.context, url);
    else await page.puppeteer.goto(url);
  }
}
