import {
  BROWSERS,
  CONTINENTS,
  DEVICES,
  PLATFORMS,
  type Continent,
  type TargetedKind,
  type TargetingKind,
} from '@/lib/api/model/link';
import { pageLanguage } from '@/lib/i18n/language';
import { t, type MessageKey } from '@/lib/i18n/messages';
import { deviceName } from '@/lib/device-names';
import type { TargetKeyLists } from '@/lib/api/model/server';
import {
  LANGUAGE_NAMES,
  RETIRED_COUNTRY_NAMES,
  RETIRED_LANGUAGES,
  countryCodes,
  languageCodes,
} from './targeting-codes';

/**
 * What the targeting section offers, by readable name: the kinds, and for each kind the keys a
 * row can take. Names are looked up at use, in the page's language: the extension's own words
 * from its catalogs, countries and languages from the browser (Intl.DisplayNames) or the server's
 * list. Operating systems and browsers are brand names, shown as servers spell them.
 */

export interface Choice {
  value: string;
  label: string;
}

const TARGETING_KIND_KEYS: Record<TargetingKind, MessageKey> = {
  none: 'targetKindNone',
  continent: 'targetKindContinent',
  country: 'targetKindCountry',
  platform: 'targetKindPlatform',
  browser: 'targetKindBrowser',
  language: 'targetKindLanguage',
  device: 'targetKindDevice',
  rotation: 'targetKindRotation',
};

/** A targeting kind's name: "Country", "Land", "البلد". */
export function targetingKindLabel(kind: TargetingKind): string {
  return t(TARGETING_KIND_KEYS[kind]);
}

/** "None" and the kinds this server offers, in its order. */
export function targetingKindChoices(kinds: readonly TargetedKind[]): Choice[] {
  return (['none', ...kinds] as const).map((kind) => ({ value: kind, label: targetingKindLabel(kind) }));
}

const CONTINENT_KEYS: Record<Continent, MessageKey> = {
  AF: 'targetContinentAf',
  AN: 'targetContinentAn',
  AS: 'targetContinentAs',
  EU: 'targetContinentEu',
  NA: 'targetContinentNa',
  OC: 'targetContinentOc',
  SA: 'targetContinentSa',
};

/** The kinds whose rows have a key (rotation rows only have a destination). */
export type KeyedKind = Exclude<TargetedKind, 'rotation'>;

/** How `Maxtho`, the server's typo (the only spelling it accepts), reads in the list. */
// i18n-ignore: a brand name
const BROWSER_LABELS: Partial<Record<string, string>> = { Maxtho: 'Maxthon' };

interface CodeNames {
  type: 'region' | 'language';
  /** Codes the browser would name by their successor: always named from `names`. */
  retired: (code: string) => boolean;
  /** Names from the server's list, for retired codes and where the browser has none. */
  names: ReadonlyMap<string, string>;
}

const COUNTRY_NAMES: CodeNames = {
  type: 'region',
  retired: (code) => RETIRED_COUNTRY_NAMES.has(code),
  names: RETIRED_COUNTRY_NAMES,
};
const LANGUAGE_NAMING: CodeNames = {
  type: 'language',
  retired: (code) => RETIRED_LANGUAGES.has(code),
  names: LANGUAGE_NAMES,
};

/**
 * Codes by name, sorted by name: the browser's name in `locale` (Intl.DisplayNames) where it has
 * one, else the server's; never a bare code unless neither knows it. Two codes with the same name
 * (zh and cn are both "Chinese") each show their code, so every entry can be told apart.
 */
function namedCodes(codes: readonly string[], naming: CodeNames, locale: string): Choice[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: naming.type, fallback: 'none' });
  } catch {
    // A browser without the API still gets the server's names, and codes for the rest.
  }
  const nameOf = (code: string): string => {
    const known = naming.retired(code) ? undefined : names?.of(code);
    return known !== undefined && known.toLowerCase() !== code.toLowerCase() ? known : (naming.names.get(code) ?? code);
  };
  const choices = codes.map((code) => ({ value: code, label: nameOf(code) }));
  const uses = new Map<string, number>();
  for (const { label } of choices) uses.set(label, (uses.get(label) ?? 0) + 1);
  for (const choice of choices) {
    if ((uses.get(choice.label) ?? 0) > 1) choice.label = `${choice.label} (${choice.value})`;
  }
  return choices.sort((a, b) => a.label.localeCompare(b.label, locale));
}

/** Built once per kind, list and language: the country and language lists take a moment to name and sort. */
const cache = new Map<string, readonly Choice[]>();

/**
 * The keys a row of `kind` can take on a server whose lists are `lists`, as it spells them,
 * labelled by name in `locale` (the language of the page's words by default, so a list never
 * switches language mid-form).
 */
export function keyChoices(
  kind: KeyedKind,
  lists: TargetKeyLists,
  locale: string = pageLanguage().lang,
): readonly Choice[] {
  const key = `${kind} ${lists} ${locale}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const choices = buildKeyChoices(kind, lists, locale);
  cache.set(key, choices);
  return choices;
}

function buildKeyChoices(kind: KeyedKind, lists: TargetKeyLists, locale: string): readonly Choice[] {
  switch (kind) {
    case 'continent':
      return CONTINENTS.map((code) => ({ value: code, label: t(CONTINENT_KEYS[code]) }));
    case 'country':
      return namedCodes(countryCodes(lists), COUNTRY_NAMES, locale);
    case 'platform':
      return PLATFORMS.map((name) => ({ value: name, label: name }));
    case 'browser':
      return BROWSERS.map((name) => ({ value: name, label: BROWSER_LABELS[name] ?? name }));
    case 'language':
      return namedCodes(languageCodes(lists), LANGUAGE_NAMING, locale);
    case 'device':
      return DEVICES.map((code) => ({ value: code, label: deviceName(code) }));
  }
}
