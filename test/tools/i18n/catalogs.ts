import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The extension's `_locales` catalogs as files, for the tests and tools that check them. The
 * extension itself never reads them: the browser does (lib/i18n/messages.ts).
 */

interface CatalogPlaceholder {
  content: string;
  example?: string;
}

export interface CatalogEntry {
  message: string;
  description?: string;
  placeholders?: Record<string, CatalogPlaceholder>;
}

export type Catalog = Record<string, CatalogEntry>;

// From a path, not `new URL(…)`: under happy-dom, `URL` is the DOM's, which node:url refuses.
export const LOCALES_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../public/_locales');

/** The catalog the others are held to, and the browser's fallback (`default_locale`). */
export const DEFAULT_LOCALE = 'en';

/** Every catalog, by folder name (`pt_BR`, `zh_CN`…). */
export function readCatalogs(): Map<string, Catalog> {
  const folders = readdirSync(LOCALES_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return new Map(
    folders.map((folder) => [
      folder.name,
      JSON.parse(readFileSync(join(LOCALES_DIR, folder.name, 'messages.json'), 'utf8')) as Catalog,
    ]),
  );
}

/** The BCP 47 tag of a catalog folder: `pt_BR` → `pt-BR`. */
export function localeTagOf(folder: string): string {
  return folder.replace('_', '-');
}

/** Plural forms are `<base>_<category>` with one of CLDR's six categories. */
const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const PLURAL_FORM = new RegExp(`^(.+)_(${PLURAL_CATEGORIES.join('|')})$`);

/** `{ base, category }` for a plural form's key, or null for a plain message. */
export function pluralFormOf(key: string): { base: string; category: string } | null {
  const match = PLURAL_FORM.exec(key);
  return match?.[1] && match[2] ? { base: match[1], category: match[2] } : null;
}
