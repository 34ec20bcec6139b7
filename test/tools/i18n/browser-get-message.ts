import { DEFAULT_LOCALE, readCatalogs, type CatalogEntry } from './catalogs';

/**
 * `i18n.getMessage` over the real `public/_locales` files, as Chromium and Firefox implement it:
 * the catalog of the UI language, else of its language without region, else the default; a key
 * missing there comes from the default catalog; names are case-insensitive; `$NAME$` stands for
 * its placeholder's content, `$1`…`$9` for the substitutions and `$$` for `$`; an unknown name
 * gives "". The unit tests' fake browser answers with it; test/e2e/i18n.test.ts checks that real
 * Chromium gives the same answers.
 */

type LowerCaseCatalog = Map<string, CatalogEntry>;

const catalogs = new Map<string, LowerCaseCatalog>(
  [...readCatalogs()].map(([folder, catalog]) => [
    folder.toLowerCase(),
    new Map(Object.entries(catalog).map(([key, entry]) => [key.toLowerCase(), entry])),
  ]),
);

/** The catalogs the browser consults for `uiLanguage`, most specific first. */
function catalogsFor(uiLanguage: string): LowerCaseCatalog[] {
  const [language = '', region] = uiLanguage.toLowerCase().split(/[-_]/);
  const folders = [region ? `${language}_${region}` : null, language, DEFAULT_LOCALE.toLowerCase()];
  return [...new Set(folders)].flatMap((folder) => (folder && catalogs.get(folder)) || []);
}

function render(entry: CatalogEntry, substitutions: readonly string[]): string {
  const placeholders = new Map(
    Object.entries(entry.placeholders ?? {}).map(([name, placeholder]) => [name.toLowerCase(), placeholder.content]),
  );
  const withContents = entry.message.replace(/\$([A-Za-z0-9_@]+)\$/g, (whole, name: string) => {
    const content = placeholders.get(name.toLowerCase());
    // The browser refuses to load such a catalog; the locale tests say which key.
    if (content === undefined) throw new Error(`Placeholder ${whole} is not defined in "${entry.message}"`);
    return content;
  });
  return withContents.replace(/\$(\$|[1-9])/g, (_whole, token: string) =>
    token === '$' ? '$' : (substitutions[Number(token) - 1] ?? ''),
  );
}

/** `getMessage` of a browser whose UI language is `uiLanguage` (e.g. `en-US`, `pt-BR`). */
export function getMessageIn(uiLanguage: string) {
  return (name: string, substitutions?: string | string[]): string => {
    const values = substitutions === undefined ? [] : ([] as string[]).concat(substitutions);
    for (const catalog of catalogsFor(uiLanguage)) {
      const entry = catalog.get(name.toLowerCase());
      if (entry) return render(entry, values);
    }
    return '';
  };
}
