import { browser } from 'wxt/browser';
// Type only: the catalog itself is never bundled. The browser reads its own copy of the
// `_locales/<lang>/messages.json` that fits its UI language, and `getMessage` answers from it.
import type englishCatalog from '@/public/_locales/en/messages.json';

/**
 * The extension's sentences, from `public/_locales/<lang>/messages.json` through `browser.i18n`.
 * English is the source catalog: its keys and placeholders are the types here, and the unit tests
 * hold every other locale to the same keys and placeholders (test/unit/i18n/).
 */
type Catalog = typeof englishCatalog;

export type MessageKey = Extract<keyof Catalog, string>;

/** The names of a message's placeholders (`url` for `$URL$`), or never. */
export type PlaceholderName<K extends MessageKey> = Catalog[K] extends { placeholders: infer P }
  ? Extract<keyof P, string>
  : never;

/** A message with placeholders needs all of their values, by name; one without takes none. */
type ValuesArgument<K extends MessageKey> = [PlaceholderName<K>] extends [never]
  ? []
  : // A mapped type, not Record: inside this generic, Record<…> reads as {} to typescript-eslint.
    // eslint-disable-next-line @typescript-eslint/consistent-indexed-object-style
    [values: { [Name in PlaceholderName<K>]: string }];

/**
 * `getMessage` takes substitutions by position ($1, $2…). The catalogs number a message's
 * placeholders in the alphabetical order of their names (a unit test checks every locale), so a
 * call can name its values instead of counting them.
 */
export function substitutionOrder(names: Iterable<string>): string[] {
  return [...names].sort();
}

/** The substitutions `getMessage` expects for these named values. */
export function substitutionsFor(values: Readonly<Record<string, string>> | undefined): string[] {
  if (!values) return [];
  return substitutionOrder(Object.keys(values)).map((name) => values[name] ?? '');
}

/**
 * The message for `key` in the browser's UI language (English where a locale lacks it).
 * A key the browser does not know comes back as itself, so a gap shows as a visible key
 * rather than as an empty label.
 */
export function t<K extends MessageKey>(key: K, ...[values]: ValuesArgument<K>): string {
  return lookUpMessage(key, substitutionsFor(values)) || key;
}

/**
 * `getMessage` for any name, typed or not: a plural form such as `linkCount_few` exists only in
 * the locales whose language has that form, so it is no key of the English catalog. The browser
 * answers "" for a name it knows in no locale.
 */
export function lookUpMessage(name: string, substitutions: string[]): string {
  // The API as the browser has it: WXT's typing of getMessage (generated from the English catalog
  // by `wxt prepare`) accepts only the English keys. Absent in Node, where the tests' tools use
  // lib/api without a browser: a failure there reads as its key rather than as a TypeError.
  const i18n = (
    browser as { i18n?: { getMessage(name: string, substitutions: string[]): string | undefined } } | undefined
  )?.i18n;
  return i18n?.getMessage(name, substitutions) ?? '';
}
