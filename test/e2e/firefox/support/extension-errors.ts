import type { ChromeWindow } from './chrome-window';

export interface ExtensionError {
  /** The document that reported it, e.g. `moz-extension://…/popup.html?tabId=2`. */
  page: string;
  text: string;
  at: number;
}

/**
 * Runs in the browser window: reports every error (uncaught exceptions, unhandled rejections,
 * CSP and other errors) of the extension's documents. `console.error` calls are not seen: the
 * console service of the parent process does not get them from the extension's process.
 */
const REPORT_ERRORS = `(report, origin) => {
  Services.console.registerListener({
    observe(message) {
      if (!(message instanceof Ci.nsIScriptError)) return;
      if (message.flags & (Ci.nsIScriptError.warningFlag | Ci.nsIScriptError.infoFlag)) return;
      const page = WindowGlobalParent.getByInnerWindowId(message.innerWindowID)?.documentURI?.spec ?? message.sourceName;
      if (!String(page).startsWith(origin) && !String(message.sourceName).startsWith(origin)) return;
      report(JSON.stringify({ page: String(page), text: message.errorMessage }));
    },
  });
}`;

/**
 * Errors of the extension's pages and background page, as they happen. The browser window
 * pushes them over a BiDi channel, so a page's log can be read synchronously, as in Chromium
 * (puppeteer's console events stay silent for moz-extension pages).
 */
export class ExtensionErrors {
  readonly all: ExtensionError[] = [];

  /** `origin`: the extension's, e.g. `moz-extension://<uuid>/`. */
  static async watch(chrome: ChromeWindow, origin: string): Promise<ExtensionErrors> {
    const errors = new ExtensionErrors();
    await chrome.listen(REPORT_ERRORS, (report) => errors.receive(report), origin);
    return errors;
  }

  /** Every error reported from `since` on (a `Date.now()`). */
  since(since: number): ExtensionError[] {
    return this.all.filter((error) => error.at >= since);
  }

  /** The errors of documents at `path` (e.g. `/popup.html`) reported from `since` on. */
  of(path: string, since: number): ExtensionError[] {
    return this.all.filter((error) => error.at >= since && new URL(error.page).pathname === path);
  }

  private receive(report: string): void {
    const parsed: unknown = JSON.parse(report);
    if (typeof parsed !== 'object' || parsed === null) return;
    const page: unknown = Reflect.get(parsed, 'page');
    const text: unknown = Reflect.get(parsed, 'text');
    if (typeof page === 'string' && typeof text === 'string') this.all.push({ page, text, at: Date.now() });
  }
}
