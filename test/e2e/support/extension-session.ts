import type { BrowserContext, Page, Worker } from 'playwright-core';
import type { BrowserSession, OpenedPage, Viewport } from './browser-session';
import type { ChromeGlobal } from './chrome-api';
import { ProblemLog } from './problem-log';

/** A running Chromium with the extension loaded, and ways into it. */
export class ExtensionSession implements BrowserSession<Page> {
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

  async openExtensionPage(path: string, viewport?: Viewport): Promise<OpenedPage<Page>> {
    const page = await this.context.newPage();
    // Attached before navigating, so errors thrown while the page boots are caught too.
    const log = new ProblemLog(page);
    if (viewport) await page.setViewportSize(viewport);
    await page.goto(this.url(path));
    return { page, log };
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

  async replaceLocalStorage(items: Record<string, unknown>): Promise<void> {
    await this.serviceWorker.evaluate(async (entries) => {
      const { chrome } = globalThis as ChromeGlobal;
      await chrome.storage.local.set(entries);
      const others = Object.keys(await chrome.storage.local.get(null)).filter((key) => !(key in entries));
      await chrome.storage.local.remove(others);
    }, items);
  }

  async clearSessionStorage(): Promise<void> {
    await this.serviceWorker.evaluate(async () => {
      const { chrome } = globalThis as ChromeGlobal;
      await chrome.storage.session.clear();
    });
  }

  /** Read from an extension page of its own (the test grants `clipboard-read` first). */
  async readClipboard(): Promise<string> {
    const page = await this.openPage(this.url('options.html'));
    try {
      return await page.evaluate(() => navigator.clipboard.readText());
    } finally {
      await page.close();
    }
  }

  /** The clipboard's PNG, if it holds one, read from an extension page of its own (after granting `clipboard-read`). */
  async readClipboardPng(): Promise<Buffer | null> {
    const page = await this.openPage(this.url('options.html'));
    try {
      const base64 = await page.evaluate(async () => {
        for (const item of await navigator.clipboard.read()) {
          if (!item.types.includes('image/png')) continue;
          const bytes = new Uint8Array(await (await item.getType('image/png')).arrayBuffer());
          return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
        }
        return null;
      });
      return base64 === null ? null : Buffer.from(base64, 'base64');
    } finally {
      await page.close();
    }
  }

  async close(): Promise<void> {
    await this.shutDown();
  }
}
