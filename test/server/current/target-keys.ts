// Valid `targets[i][key]` values per targeting kind; rotations have no key. phpShort 49's own lists
// (github.com/lunatiofree/phpShort @ 44ab560a: config/continents.php, countries.php, languages.php and
// devices.php by key; operating_systems.php and browsers.php by value; app/Rules/ValidateTargetKeyRule.php
// compares exactly, so `fr` passes and `FR`, `macOS` or `Maxthon` are a 422 at the row).
import { COUNTRIES as CLASSIC_COUNTRIES, LANGUAGES as CLASSIC_LANGUAGES, PLATFORMS } from '../codes';
import type { TargetsType } from './link-row';

const CONTINENTS: ReadonlySet<string> = new Set(['AF', 'AN', 'AS', 'EU', 'NA', 'OC', 'SA']);
const DEVICES: ReadonlySet<string> = new Set(['desktop', 'mobile', 'tablet', 'watch', 'television']);

/** The classic list without DD (East Germany), the only change since 2.4.0: still no SS, CW, SX or XK. */
const COUNTRIES: ReadonlySet<string> = new Set([...CLASSIC_COUNTRIES].filter((code) => code !== 'DD'));

/** The classic (ISO 639-1) list without `ae` (Avestan), plus `cn` (a second "Chinese"), `mo` and `sh`. */
const LANGUAGES: ReadonlySet<string> = new Set([
  ...[...CLASSIC_LANGUAGES].filter((code) => code !== 'ae'),
  'cn',
  'mo',
  'sh',
]);

/** As the server lists them, its typo `Maxtho` included (the only spelling it takes for Maxthon). */
const BROWSERS: ReadonlySet<string> = new Set([
  'Chrome',
  'Chromium',
  'Firefox',
  'Firefox Mobile',
  'Edge',
  'Internet Explorer',
  'Mobile Internet Explorer',
  'Vivaldi',
  'Brave',
  'Safari',
  'Opera',
  'Opera Mini',
  'Opera Mobile',
  'Opera Touch',
  'Yandex Browser',
  'UC Browser',
  'Samsung Internet',
  'QQ Browser',
  'BlackBerry Browser',
  'Maxtho',
]);

export const TARGET_KEYS: Record<Exclude<TargetsType, 'rotations'>, ReadonlySet<string>> = {
  continents: CONTINENTS,
  countries: COUNTRIES,
  operating_systems: PLATFORMS,
  browsers: BROWSERS,
  languages: LANGUAGES,
  devices: DEVICES,
};
