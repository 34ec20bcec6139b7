import { readCatalogs } from '../i18n/catalogs';

/** The catalogs' folders, each a store locale: what `npm run store` writes material for. */
export const STORE_LOCALES = ['en', 'de', 'fr', 'es', 'pt_BR', 'zh_CN', 'ar'] as const;

export type StoreLocale = (typeof STORE_LOCALES)[number];

export function isStoreLocale(value: string): value is StoreLocale {
  return (STORE_LOCALES as readonly string[]).includes(value);
}

/** The browser's UI language that picks this catalog (`pt_BR` → `pt-BR`). */
export function browserLanguageOf(locale: StoreLocale): string {
  return locale.replace('_', '-');
}

/** What a listing takes from the extension's own catalog: its name, description and direction. */
export interface CatalogFacts {
  name: string;
  description: string;
  direction: 'ltr' | 'rtl';
}

export function catalogFactsOf(locale: StoreLocale): CatalogFacts {
  const catalog = readCatalogs().get(locale);
  if (!catalog) throw new Error(`No catalog public/_locales/${locale}/messages.json`);
  const message = (key: string): string => {
    const text = catalog[key]?.message;
    if (text === undefined) throw new Error(`${locale}: the catalog has no ${key}`);
    return text;
  };
  return {
    name: message('extensionName'),
    description: message('extensionDescription'),
    direction: message('catalogDirection') === 'rtl' ? 'rtl' : 'ltr',
  };
}
