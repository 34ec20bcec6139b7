import type { UiPage } from './ui';

/** Errors an extension page reported while a test used it (what each browser lets us see). */
export interface PageProblems {
  readonly problems: readonly string[];
}

export interface OpenedPage<P> {
  page: P;
  log: PageProblems;
}

export interface Viewport {
  width: number;
  height: number;
}

/**
 * A running browser with the extension installed, as the shared page objects and helpers use
 * it. Chromium (`ExtensionSession`) and Firefox (`FirefoxSession`) each implement it their way.
 */
export interface BrowserSession<P extends UiPage> {
  /** The address of an extension page, e.g. `url('options.html')`. */
  url(path: string): string;
  /** A new tab showing `url`. */
  openPage(url: string): Promise<P>;
  /** A new tab showing an extension page, its problems recorded from the first script on. */
  openExtensionPage(path: string, viewport?: Viewport): Promise<OpenedPage<P>>;
  /** The id of the first tab whose URL is exactly `url`, as the extension sees it. */
  findTabId(url: string): Promise<number>;
  /** Writes raw `storage.local` entries, as if the extension had saved them. */
  seedLocalStorage(items: Record<string, unknown>): Promise<void>;
  readLocalStorage(): Promise<Record<string, unknown>>;
  clearLocalStorage(): Promise<void>;
  /**
   * `storage.local` becomes exactly `items`: they are written first, every other key then removed,
   * so none of them is missing in between (the background migrates when it finds no list of servers).
   */
  replaceLocalStorage(items: Record<string, unknown>): Promise<void>;
  /** `storage.session` holds the passwords typed into the popup's drafts; a browser restart empties it. */
  clearSessionStorage(): Promise<void>;
  /** The text on the system clipboard. */
  readClipboard(): Promise<string>;
}
