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
import { COUNTRY_CODES, LANGUAGE_CODES } from './targeting-codes';

/**
 * What the targeting section offers, by readable name: the kinds, and for each kind the keys a
 * row can take. Countries and languages are named in the browser's language (Intl.DisplayNames).
 */

export interface Choice {
  value: string;
  label: string;
}

export const TARGETING_KIND_LABELS: Record<TargetingKind, string> = {
  none: 'None',
  continent: 'Continent',
  country: 'Country',
  platform: 'Operating system',
  browser: 'Browser',
  language: 'Language',
  device: 'Device',
  rotation: 'Rotation',
};

/** "None" and the kinds this server offers, in its order. */
export function targetingKindChoices(kinds: readonly TargetedKind[]): Choice[] {
  return (['none', ...kinds] as const).map((kind) => ({ value: kind, label: TARGETING_KIND_LABELS[kind] }));
}

const CONTINENT_NAMES: Record<Continent, string> = {
  AF: 'Africa',
  AN: 'Antarctica',
  AS: 'Asia',
  EU: 'Europe',
  NA: 'North America',
  OC: 'Oceania',
  SA: 'South America',
};

const DEVICE_NAMES: Record<Device, string> = {
  desktop: 'Desktop',
  mobile: 'Mobile',
  tablet: 'Tablet',
  watch: 'Watch',
  television: 'Television',
};

/** The kinds whose rows have a key (rotation rows only have a destination). */
export type KeyedKind = Exclude<TargetedKind, 'rotation'>;

/** Codes named by `Intl.DisplayNames`, sorted by name; a code the browser cannot name shows as itself. */
function namedCodes(codes: readonly string[], type: 'region' | 'language', locales?: string[]): Choice[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames(locales, { type, fallback: 'code' });
  } catch {
    // A browser without the API still lets the user choose, by code.
  }
  const choices = codes.map((code) => ({ value: code, label: names?.of(code) ?? code }));
  return choices.sort((a, b) => a.label.localeCompare(b.label, locales));
}

const cache = new Map<KeyedKind, readonly Choice[]>();

/** The keys a row of `kind` can take, as the server spells them, labelled by name. */
export function keyChoices(kind: KeyedKind, locales?: string[]): readonly Choice[] {
  const cached = locales === undefined ? cache.get(kind) : undefined;
  if (cached) return cached;
  const choices = buildKeyChoices(kind, locales);
  if (locales === undefined) cache.set(kind, choices);
  return choices;
}

function buildKeyChoices(kind: KeyedKind, locales: string[] | undefined): readonly Choice[] {
  switch (kind) {
    case 'continent':
      return CONTINENTS.map((code) => ({ value: code, label: CONTINENT_NAMES[code] }));
    case 'country':
      return namedCodes(COUNTRY_CODES, 'region', locales);
    case 'platform':
      return PLATFORMS.map((name) => ({ value: name, label: name }));
    case 'browser':
      return BROWSERS.map((name) => ({ value: name, label: name }));
    case 'language':
      return namedCodes(LANGUAGE_CODES, 'language', locales);
    case 'device':
      return DEVICES.map((code) => ({ value: code, label: DEVICE_NAMES[code] }));
  }
}
