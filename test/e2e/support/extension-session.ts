import type { BrowserContext, Page, Worker } from 'playwright-core';
import type { BrowserSession, OpenedPage, Viewport } from './browser-session';
import type { ChromeGlobal } from './chrome-api';
import { ProblemLog } from './problem-log';
import { STATE_WAIT_MS } from './wait-until';

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
    await this.changeLocalStorage({ set: items, removeOthers: false });
  }

  async readLocalStorage(): Promise<Record<string, unknown>> {
    return this.serviceWorker.evaluate(async () => {
      const { chrome } = globalThis as ChromeGlobal;
      return chrome.storage.local.get(null);
    });
  }

  async clearLocalStorage(): Promise<void> {
    await this.changeLocalStorage({ set: {}, removeOthers: true });
  }

  async replaceLocalStorage(items: Record<string, unknown>): Promise<void> {
    await this.changeLocalStorage({ set: items, removeOthers: true });
  }

  /**
   * Writes `set` (then removes every other key, with `removeOthers`) and returns once the browser
   * has told the service worker's `storage.onChanged` listeners of each change. The background's
   * come first (registered before this one): its in-memory copies, the list of servers among them,
   * no longer hold what the test replaced when a page asks next. Written behind its back, they
   * could answer the earlier test's servers for a moment.
   */
  private async changeLocalStorage(change: { set: Record<string, unknown>; removeOthers: boolean }): Promise<void> {
    const untold = await this.serviceWorker.evaluate(
      async ({ set, removeOthers, boundMs }) => {
        const { chrome } = globalThis as ChromeGlobal;
        const local = chrome.storage.local;
        // The browser reports a key only when its value changed: compared here the same way, key order aside.
        const canonical = (value: unknown): unknown =>
          Array.isArray(value)
            ? value.map(canonical)
            : value !== null && typeof value === 'object'
              ? Object.fromEntries(
                  Object.entries(value)
                    .sort(([a], [b]) => (a < b ? -1 : 1))
                    .map(([key, inner]) => [key, canonical(inner)]),
                )
              : value;
        const same = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
        const before = await local.get(null);
        const removed = removeOthers ? Object.keys(before).filter((key) => !(key in set)) : [];
        const untold = new Set([...Object.keys(set).filter((key) => !same(before[key], set[key])), ...removed]);
        let stop: () => void = () => undefined;
        const told = new Promise<void>((resolve) => {
          const listener = (changes: Record<string, unknown>, area: string) => {
            if (area !== 'local') return;
            for (const key of Object.keys(changes)) untold.delete(key);
            if (untold.size === 0) resolve();
          };
          chrome.storage.onChanged.addListener(listener);
          stop = () => chrome.storage.onChanged.removeListener(listener);
          if (untold.size === 0) resolve();
        });
        if (Object.keys(set).length > 0) await local.set(set);
        if (removed.length > 0) await local.remove(removed);
        let timer: ReturnType<typeof setTimeout> | undefined;
        await Promise.race([told, new Promise<void>((resolve) => (timer = setTimeout(resolve, boundMs)))]);
        clearTimeout(timer);
        stop();
        return [...untold];
      },
      { ...change, boundMs: STATE_WAIT_MS },
    );
    if (untold.length > 0) throw new Error(`storage.onChanged never reported: ${untold.join(', ')}`);
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
