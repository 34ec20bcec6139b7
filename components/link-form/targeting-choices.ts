import {
  BROWSERS,
  CONTINENTS,
  DEVICES,
  PLATFORMS,
  type Continent,
  type Device,
  type TargetedKind,
  type TargetingKind,
} from '@/lib/api/model/link';
import { pageLanguage } from '@/lib/i18n/language';
import { t, type MessageKey } from '@/lib/i18n/messages';
import { COUNTRY_CODES, LANGUAGE_CODES } from './targeting-codes';

/**
 * What the targeting section offers, by readable name: the kinds, and for each kind the keys a
 * row can take. Names are looked up at use, in the page's language: the extension's own words
 * from its catalogs, countries and languages from the browser (Intl.DisplayNames). Operating
 * systems and browsers are brand names, shown as servers spell them.
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

const DEVICE_KEYS: Record<Device, MessageKey> = {
  desktop: 'targetDeviceDesktop',
  mobile: 'targetDeviceMobile',
  tablet: 'targetDeviceTablet',
  watch: 'targetDeviceWatch',
  television: 'targetDeviceTelevision',
};

/** The kinds whose rows have a key (rotation rows only have a destination). */
export type KeyedKind = Exclude<TargetedKind, 'rotation'>;

/** Codes named by `Intl.DisplayNames`, sorted by name; a code the browser cannot name shows as itself. */
function namedCodes(codes: readonly string[], type: 'region' | 'language', locale: string): Choice[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type, fallback: 'code' });
  } catch {
    // A browser without the API still lets the user choose, by code.
  }
  const choices = codes.map((code) => ({ value: code, label: names?.of(code) ?? code }));
  return choices.sort((a, b) => a.label.localeCompare(b.label, locale));
}

/** Built once per kind and language: the country and language lists take a moment to name and sort. */
const cache = new Map<string, readonly Choice[]>();

/**
 * The keys a row of `kind` can take, as the server spells them, labelled by name in `locale`
 * (the language of the page's words by default, so a list never switches language mid-form).
 */
export function keyChoices(kind: KeyedKind, locale: string = pageLanguage().lang): readonly Choice[] {
  const key = `${kind} ${locale}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const choices = buildKeyChoices(kind, locale);
  cache.set(key, choices);
  return choices;
}

function buildKeyChoices(kind: KeyedKind, locale: string): readonly Choice[] {
  switch (kind) {
    case 'continent':
      return CONTINENTS.map((code) => ({ value: code, label: t(CONTINENT_KEYS[code]) }));
    case 'country':
      return namedCodes(COUNTRY_CODES, 'region', locale);
    case 'platform':
      return PLATFORMS.map((name) => ({ value: name, label: name }));
    case 'browser':
      return BROWSERS.map((name) => ({ value: name, label: name }));
    case 'language':
      return namedCodes(LANGUAGE_CODES, 'language', locale);
    case 'device':
      return DEVICES.map((code) => ({ value: code, label: t(DEVICE_KEYS[code]) }));
  }
}
