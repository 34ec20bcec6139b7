import { browser } from 'wxt/browser';
import { t } from './messages';

/**
 * Which language a page speaks. The browser picks the catalog: the one of its UI language, else
 * of that language without region (`pt_BR` for `pt-PT` is not picked: `pt` is no catalog), else
 * English. So the language of the words is the catalog's (each names its own in
 * `catalogLanguage`), not necessarily the browser's: a Russian browser shows English sentences,
 * which must then follow English plural rules, read left to right, and carry `lang="en"`.
 */
export interface PageLanguage {
  /** BCP 47 tag of the words shown: the `lang` attribute and the plural rules. */
  lang: string;
  dir: 'ltr' | 'rtl';
  /**
   * Where dates and numbers are formatted: the browser's own locale when it is a variant of the
   * words' language (en-GB writes 31/12/2026 inside English sentences), else the words' language,
   * so that a date never switches language in the middle of a sentence.
   */
  formatLocale: string;
}

/** Languages written right to left, by primary subtag. */
const RIGHT_TO_LEFT = new Set(['ar', 'ckb', 'dv', 'fa', 'he', 'ps', 'sd', 'ug', 'ur', 'yi']);

function primarySubtag(tag: string): string {
  return tag.split(/[-_]/)[0]?.toLowerCase() ?? '';
}

/** `tag` as a well-formed locale, or null (getUILanguage may answer `en_US` or nothing useful). */
function canonicalLocale(tag: string): string | null {
  try {
    return Intl.getCanonicalLocales(tag.replace(/_/g, '-'))[0] ?? null;
  } catch {
    return null;
  }
}

function directionOf(lang: string): PageLanguage['dir'] {
  return RIGHT_TO_LEFT.has(primarySubtag(lang)) ? 'rtl' : 'ltr';
}

/** The page language for a browser in `uiLanguage` showing the catalog of `catalogLanguage`. */
export function resolvePageLanguage(uiLanguage: string, catalogLanguage: string): PageLanguage {
  const lang = canonicalLocale(catalogLanguage) ?? 'en';
  const ui = canonicalLocale(uiLanguage);
  return {
    lang,
    dir: directionOf(lang),
    formatLocale: ui && primarySubtag(ui) === primarySubtag(lang) ? ui : lang,
  };
}

/** The language this extension's pages and notifications speak in this browser. */
export function pageLanguage(): PageLanguage {
  return resolvePageLanguage(browser.i18n.getUILanguage(), t('catalogLanguage'));
}
