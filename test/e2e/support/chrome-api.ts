import type { WxtBrowser } from 'wxt/browser';

/**
 * Code passed to `serviceWorker.evaluate` runs inside the extension, where `chrome` is a global.
 * It is serialised, so it cannot close over imports; this type lets it name `chrome` safely:
 * `sw.evaluate(() => (globalThis as ChromeGlobal).chrome.runtime.id)`.
 */
export type ChromeGlobal = typeof globalThis & { chrome: WxtBrowser };
