/**
 * What the package's `_locales/<locale>/messages.json` hold: only what the browser reads. The
 * source catalogs in public/_locales keep translators' descriptions, examples and named
 * placeholders (lib/i18n/README.md); the package gets, per message, its text alone, with each
 * `$name$` already replaced by its content (`$1`…), which is what Chromium and Firefox do when
 * they load a catalog, under the message's own name.
 */

interface SourcePlaceholder {
  content: string;
}

interface SourceMessage {
  message: string;
  placeholders?: Record<string, SourcePlaceholder>;
}

export type SourceCatalog = Record<string, SourceMessage>;

/** `$name$` in a message (names are case-insensitive for the browser). */
const NAMED_PLACEHOLDER = /\$([A-Za-z0-9_@]+)\$/g;
/** What the browser reads in a loaded message: `$1`…`$9` (substitutions) and `$$` (a dollar). */
const POSITIONAL_OR_DOLLAR = /\$(?:[1-9]|\$)/g;

/**
 * The message with its placeholders written in: the text `getMessage` then substitutes `$1`…`$9`
 * in. Throws when a placeholder is undefined or the result holds a `$` the browser would read
 * differently than the source (e.g. a `$` before a letter), so that the package never says other
 * words than the source catalog.
 */
function inlinePlaceholders(key: string, entry: SourceMessage): string {
  const contents = new Map(
    Object.entries(entry.placeholders ?? {}).map(([name, placeholder]) => [name.toLowerCase(), placeholder.content]),
  );
  const text = entry.message.replace(NAMED_PLACEHOLDER, (whole, name: string) => {
    const content = contents.get(name.toLowerCase());
    if (content === undefined) throw new Error(`Message "${key}": placeholder ${whole} is not defined`);
    return content;
  });
  if (text.replace(POSITIONAL_OR_DOLLAR, '').includes('$')) {
    throw new Error(`Message "${key}": a "$" in "${text}" that is neither $1…$9 nor $$ (write $$ for a dollar sign)`);
  }
  return text;
}

/**
 * The package's catalog: `{"<name>":{"message":"…"}}`, minified, in the source's order. With
 * `defaults` (the default locale's source catalog), a message that reads exactly as the default's
 * is left out: both browsers answer a name missing from the UI language's catalog from the default locale's, so
 * the words are the same ("Links" in German, "ltr" for every left-to-right language).
 */
export function packageCatalog(source: SourceCatalog, defaults?: SourceCatalog): string {
  const entries = Object.entries(source).flatMap(([key, entry]) => {
    const message = inlinePlaceholders(key, entry);
    const fallback = defaults?.[key];
    return fallback && inlinePlaceholders(key, fallback) === message ? [] : [[key, { message }]];
  });
  return JSON.stringify(Object.fromEntries(entries));
}
