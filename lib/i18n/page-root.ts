import { t } from './messages';

/**
 * Sets `lang` and `dir` on a page's root, before its first paint, so that layout mirrors for
 * Arabic. Both come from the catalog as written (`catalogLanguage`, `catalogDirection`; a unit
 * test holds each catalog's direction to its language's, as `pageLanguage()` in ./language.ts
 * derives it). A module of its own: the popup's first paint loads every byte of each module it
 * imports, and ./language.ts (tag parsing, for formatting) belongs to the later chunks.
 */
export function applyPageLanguage(root: HTMLElement): void {
  root.lang = t('catalogLanguage');
  root.dir = t('catalogDirection') === 'rtl' ? 'rtl' : 'ltr';
}
