// Valid `targets[i][key]` values per targeting kind; rotations have no key.
import { COUNTRIES, LANGUAGES, PLATFORMS } from '../codes';
import type { TargetsType } from './link-row';

const CONTINENTS: ReadonlySet<string> = new Set(['AF', 'AN', 'AS', 'EU', 'NA', 'OC', 'SA']);
const DEVICES: ReadonlySet<string> = new Set(['desktop', 'mobile', 'tablet', 'watch', 'television']);
/** Spelled as the server's user-agent parser names them; anything else is a 422 at the row. */
const BROWSERS: ReadonlySet<string> = new Set([
  'Chrome',
  'Chromium',
  'Firefox',
  'Safari',
  'Edge',
  'Opera',
  'Internet Explorer',
  'Samsung Internet',
  'Vivaldi',
  'Yandex Browser',
  'UC Browser',
]);

export const TARGET_KEYS: Record<Exclude<TargetsType, 'rotations'>, ReadonlySet<string>> = {
  continents: CONTINENTS,
  countries: COUNTRIES,
  operating_systems: PLATFORMS,
  browsers: BROWSERS,
  languages: LANGUAGES,
  devices: DEVICES,
};
