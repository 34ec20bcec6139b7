import type { BrowserContext, Page, Worker } from 'playwright-core';
import type { ChromeGlobal } from './chrome-api';

/** A running Chromium with the extension loaded, and ways into it. */
export class ExtensionSession {
  readonly extensionId: string;

  constructor(
    readonly context: BrowserContext,
    readonly serviceWorker: Worker,
    private readonly shutDown: () => Promise<void>,
  ) {
    this.extensionId = new URL(serviceWorker.url()).host;
  }

  /** `chrome-extension://<id>/<path>` */
  url(path: string): string {
    return `chrome-extension://${this.extensionId}/${path.replace(/^\//, '')}`;
  }

  async openPage(url: string): Promise<Page> {
    const page = await this.context.newPage();
    await page.goto(url);
    return page;
  }

  /** The id of the first tab whose URL is exactly `url`, as the extension sees it. */
  async findTabId(url: string): Promise<number> {
    const id = await this.serviceWorker.evaluate(async (wanted) => {
      const { chrome } = globalThis as ChromeGlobal;
      const tabs = await chrome.tabs.query({});
      return tabs.find((tab) => tab.url === wanted)?.id ?? null;
    }, url);
    if (id === null) throw new Error(`No tab with URL ${url}`);
    return id;
  }

  /** Writes raw `storage.local` entries, as if the extension had saved them. */
  async seedLocalStorage(items: Record<string, unknown>): Promise<void> {
    await this.serviceWorker.evaluate(async (entries) => {
      const { chrome } = globalThis as ChromeGlobal;
      await chrome.storage.local.set(entries);
    }, items);
  }

  async readLocalStorage(): Promise<Record<string, unknown>> {
    return this.serviceWorker.evaluate(async () => {
      const { chrome } = globalThis as ChromeGlobal;
      return chrome.storage.local.get(null);
    });
  }

  async clearLocalStorage(): Promise<void> {
    await this.serviceWorker.evaluate(async () => {
      const { chrome } = globalThis as ChromeGlobal;
      await chrome.storage.local.clear();
    });
  }

  async close(): Promise<void> {
    await this.shutDown();
  }
}
