import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { substitutionOrder } from '../../../lib/i18n/messages';
import { resolvePageLanguage } from '../../../lib/i18n/language';
import {
  DEFAULT_LOCALE,
  localeTagOf,
  pluralFormOf,
  LOCALES_DIR,
  readCatalogs,
  type Catalog,
  type CatalogEntry,
} from '../../tools/i18n/catalogs';

/**
 * The catalogs in public/_locales, held to the English one: the same messages everywhere, the same
 * placeholders, and for counted messages exactly the plural forms each language has.
 */

const catalogs = readCatalogs();
const english = catalogs.get(DEFAULT_LOCALE) ?? {};
const otherLocales = [...catalogs.keys()].filter((folder) => folder !== DEFAULT_LOCALE);

/** Plain messages by key, and counted messages by base name with their forms' categories. */
function shapeOf(catalog: Catalog) {
  const plain = new Set<string>();
  const plural = new Map<string, Set<string>>();
  for (const key of Object.keys(catalog)) {
    const form = pluralFormOf(key);
    if (!form) plain.add(key);
    else plural.set(form.base, (plural.get(form.base) ?? new Set()).add(form.category));
  }
  return { plain, plural };
}

const englishShape = shapeOf(english);

function placeholdersOf(entry: CatalogEntry): Record<string, string> {
  return Object.fromEntries(
    Object.entries(entry.placeholders ?? {}).map(([name, placeholder]) => [name, placeholder.content]),
  );
}

/** The English placeholders a key must have: a plural form has those of the English `other` form. */
function englishPlaceholdersFor(key: string): Record<string, string> {
  const form = pluralFormOf(key);
  const englishEntry = english[form ? `${form.base}_other` : key];
  return englishEntry ? placeholdersOf(englishEntry) : {};
}

/** The `$NAME$` references of a message, lower-cased (the browser ignores their case). */
function referencedPlaceholders(message: string): string[] {
  return [...message.matchAll(/\$([A-Za-z0-9_@]+)\$/g)].map((match) => (match[1] ?? '').toLowerCase());
}

describe('the locale catalogs', () => {
  it('are the seven languages the extension ships, English being the default', () => {
    expect([...catalogs.keys()].sort()).toEqual(['ar', 'de', 'en', 'es', 'fr', 'pt_BR', 'zh_CN']);
  });

  it('name keys in camelCase, with a plural category as the only suffix', () => {
    for (const [folder, catalog] of catalogs) {
      const odd = Object.keys(catalog).filter((key) => !/^[a-z][a-zA-Z0-9]*$/.test(pluralFormOf(key)?.base ?? key));
      expect(odd, folder).toEqual([]);
    }
  });

  // JSON.parse keeps the last of two equal keys without a word: a merge that adds a message twice
  // would go unseen, and the two could drift apart.
  it.each([...catalogs.keys()])('name each message once in %s', (folder) => {
    const text = readFileSync(join(LOCALES_DIR, folder, 'messages.json'), 'utf8');
    const keys = [...text.matchAll(/^ {2}"([^"]+)": \{/gm)].map((match) => match[1]);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    expect(keys.length).toBe(Object.keys(catalogs.get(folder) ?? {}).length);
  });

  it('give English a description for every message, for translators', () => {
    const undescribed = Object.entries(english).filter(([, entry]) => !entry.description?.trim());
    expect(undescribed.map(([key]) => key)).toEqual([]);
  });

  describe.each(otherLocales)('%s', (folder) => {
    const catalog = catalogs.get(folder) ?? {};
    const shape = shapeOf(catalog);

    it('has exactly the plain messages of English', () => {
      expect([...shape.plain].sort()).toEqual([...englishShape.plain].sort());
    });

    it('has exactly the counted messages of English', () => {
      expect([...shape.plural.keys()].sort()).toEqual([...englishShape.plural.keys()].sort());
    });
  });

  describe.each([...catalogs.keys()])('%s', (folder) => {
    const catalog = catalogs.get(folder) ?? {};
    const tag = localeTagOf(folder);

    it('names its own language in catalogLanguage', () => {
      expect(catalog.catalogLanguage?.message).toBe(tag);
    });

    it("names its language's writing direction in catalogDirection", () => {
      expect(catalog.catalogDirection?.message).toBe(resolvePageLanguage(tag, tag).dir);
    });

    it("gives each counted message exactly its language's plural forms", () => {
      const categories = [...new Intl.PluralRules(tag).resolvedOptions().pluralCategories].sort();
      for (const [base, forms] of shapeOf(catalog).plural) expect([...forms].sort(), base).toEqual(categories);
    });

    it('has the placeholders of English for every message, numbered in the order t() passes them', () => {
      for (const [key, entry] of Object.entries(catalog)) {
        const placeholders = placeholdersOf(entry);
        expect(placeholders, key).toEqual(englishPlaceholdersFor(key));
        const numbered = substitutionOrder(Object.keys(placeholders)).map((name) => placeholders[name]);
        expect(numbered, key).toEqual(numbered.map((_content, index) => `$${index + 1}`));
      }
    });

    it('uses each placeholder it defines (a counted form may leave out the count) and no other', () => {
      for (const [key, entry] of Object.entries(catalog)) {
        const defined = Object.keys(entry.placeholders ?? {}).map((name) => name.toLowerCase());
        const used = referencedPlaceholders(entry.message);
        expect(
          used.filter((name) => !defined.includes(name)),
          key,
        ).toEqual([]);
        const optional = pluralFormOf(key) ? ['count'] : [];
        expect(
          defined.filter((name) => !used.includes(name) && !optional.includes(name)),
          key,
        ).toEqual([]);
      }
    });

    it('writes a literal dollar sign as $$, so the browser does not take it for a substitution', () => {
      for (const [key, entry] of Object.entries(catalog)) {
        const rest = entry.message.replace(/\$([A-Za-z0-9_@]+)\$/g, '').replace(/\$\$/g, '');
        expect(rest, key).not.toContain('$');
      }
    });

    it('has a non-empty text for every message', () => {
      const empty = Object.entries(catalog).filter(([, entry]) => !entry.message.trim());
      expect(empty.map(([key]) => key)).toEqual([]);
    });

    it("keeps the store's limits: a name of at most 75 characters, a description of at most 132", () => {
      expect(catalog.extensionName?.message.length).toBeLessThanOrEqual(75);
      expect(catalog.extensionDescription?.message.length).toBeLessThanOrEqual(132);
    });
  });
});
