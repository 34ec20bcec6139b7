/**
 * The slice of a browser-automation API the shared page objects are written against. Playwright's
 * `Page` and `Locator` satisfy it as they are (Chromium tests keep Playwright's full types);
 * `test/e2e/firefox/support/firefox-page.ts` implements it for Firefox over WebDriver BiDi.
 * Semantics follow Playwright: strings match names as case-insensitive substrings unless `exact`.
 */

/** The ARIA roles the page objects and tests look for (Playwright accepts these among others). */
export type UiRole =
  | 'alert'
  | 'button'
  | 'checkbox'
  | 'combobox'
  | 'dialog'
  | 'form'
  | 'heading'
  | 'img'
  | 'link'
  | 'menu'
  | 'menuitemradio'
  | 'navigation'
  | 'option'
  | 'radio'
  | 'search'
  | 'textbox';

export interface RoleOptions {
  name?: string | RegExp;
  exact?: boolean;
  /** Headings only: 1 for `<h1>`. */
  level?: number;
}

export interface LabelOptions {
  exact?: boolean;
}

export interface WaitOptions {
  state?: 'attached' | 'detached' | 'visible' | 'hidden';
  timeout?: number;
}

/** Elements found by a query; resolved again at every call, as Playwright locators are. */
export interface UiLocator {
  getByRole(role: UiRole, options?: RoleOptions): this;
  getByLabel(text: string, options?: LabelOptions): this;
  getByTestId(testId: string): this;
  click(): Promise<void>;
  /** Replaces the field's value, as typing would. */
  fill(value: string): Promise<void>;
  press(key: string): Promise<void>;
  textContent(): Promise<string | null>;
  /** The text of every matching element, in document order (no waiting). */
  allTextContents(): Promise<string[]>;
  inputValue(): Promise<string>;
  getAttribute(name: string): Promise<string | null>;
  /** How many elements match now (no waiting). */
  count(): Promise<number>;
  isVisible(): Promise<boolean>;
  waitFor(options?: WaitOptions): Promise<void>;
}

/** A page; `L` is the browser's own locator type, so callers keep its full API. */
export interface UiPage<L extends UiLocator = UiLocator> {
  getByRole(role: UiRole, options?: RoleOptions): L;
  getByLabel(text: string, options?: LabelOptions): L;
  getByTestId(testId: string): L;
  locator(selector: string, options?: { hasText?: string }): L;
  close(): Promise<void>;
}

/** The locator type of a page type: Playwright's `Locator` for its `Page`. */
export type LocatorOf<P> = P extends UiPage<infer L> ? L : never;
