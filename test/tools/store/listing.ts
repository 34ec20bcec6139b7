import { catalogFactsOf, type StoreLocale } from './locales';
import type { ScreenName } from './screen-names';

/**
 * A store listing in one language: what the store forms ask for, as plain text. The name and the
 * short description are the extension's own (its catalog's `extensionName` and
 * `extensionDescription`, which the manifest shows too); the rest is written per language in
 * ./listings/.
 */

/** What the stores accept, counted in code points as they count characters. */
export const LIMITS = {
  /** Chrome Web Store and AMO: the name. */
  name: 75,
  /** Chrome's short description (the manifest's description). */
  shortDescription: 132,
  /** AMO's summary. */
  amoSummary: 250,
  /** Chrome's description field. */
  description: 16_000,
} as const;

export interface ListingTexts {
  /**
   * The full description: paragraphs apart by an empty line, lists as lines that start with
   * "- " (AMO's Markdown makes them a list; Chrome shows them as they are), nothing else of Markdown.
   */
  description: string;
  /** The line of `description` that says the extension is not made by phpShort's authors. */
  independence: string;
  amoSummary: string;
  /** The promo tile's line under the name. */
  tagline: string;
  /** The line above each screenshot. */
  captions: Record<ScreenName, string>;
}

export interface StoreListing extends ListingTexts {
  locale: StoreLocale;
  name: string;
  shortDescription: string;
  direction: 'ltr' | 'rtl';
}

/** Characters as the stores count them: code points, not UTF-16 units. */
export function codePoints(text: string): number {
  return Array.from(text).length;
}

export function listingOf(locale: StoreLocale, texts: ListingTexts): StoreListing {
  const { name, description, direction } = catalogFactsOf(locale);
  return { ...texts, locale, name, shortDescription: description, direction };
}
