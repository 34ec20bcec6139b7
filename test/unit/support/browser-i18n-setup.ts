import { DEFAULT_BROWSER_LANGUAGE, setBrowserLanguage } from './browser-i18n';

// Every unit test runs in an English browser whose `browser.i18n` answers from the real catalogs.
setBrowserLanguage(DEFAULT_BROWSER_LANGUAGE);
