import { afterEach, beforeEach } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { getMessageIn } from '../../tools/i18n/browser-get-message';

/**
 * WXT's fake browser has no `browser.i18n`: this one answers from the real `public/_locales`
 * files as the browsers do (test/tools/i18n/browser-get-message.ts), in a UI language of the
 * test's choice.
 */

/** What every unit test's browser speaks unless it asks otherwise. */
export const DEFAULT_BROWSER_LANGUAGE = 'en-US';

/** Makes the fake browser's UI language `uiLanguage` (a BCP 47 tag such as `en-US` or `pt-BR`). */
export function setBrowserLanguage(uiLanguage: string): void {
  Object.assign(fakeBrowser.i18n, {
    getMessage: getMessageIn(uiLanguage),
    getUILanguage: () => uiLanguage,
  });
}

/** For the tests of a describe block: the browser speaks `uiLanguage`, and English again after. */
export function useBrowserLanguage(uiLanguage: string): void {
  beforeEach(() => setBrowserLanguage(uiLanguage));
  afterEach(() => setBrowserLanguage(DEFAULT_BROWSER_LANGUAGE));
}
