import { describe, expect, it } from 'vitest';
import { BROWSERS, CONTINENTS, DEVICES, PLATFORMS } from '@/lib/api/model/link';
import { keyChoices, targetingKindChoices } from '@/components/link-form/targeting-choices';
import { countryCodes, languageCodes } from '@/components/link-form/targeting-codes';
import { CLASSIC, CURRENT } from './fixtures';
import { useBrowserLanguage } from '../support/browser-i18n';
import { COUNTRIES as CLASSIC_COUNTRIES, LANGUAGES as CLASSIC_LANGUAGES } from '../../server/codes';
import { TARGET_KEYS } from '../../server/current/target-keys';

const labelOf = (choices: readonly { value: string; label: string }[], value: string) =>
  choices.find((choice) => choice.value === value)?.label;

describe('targeting kinds', () => {
  it('are the four of a classic server and the seven of a current one, after "None"', () => {
    expect(targetingKindChoices(CLASSIC.targetingKinds).map((c) => c.label)).toEqual([
      'None',
      'Country',
      'Operating system',
      'Language',
      'Rotation',
    ]);
    expect(targetingKindChoices(CURRENT.targetingKinds).map((c) => c.label)).toEqual([
      'None',
      'Continent',
      'Country',
      'Operating system',
      'Browser',
      'Language',
      'Device',
      'Rotation',
    ]);
  });
});

describe('the code lists', () => {
  it("are the server's own: phpShort 49's on a current server, 2.4.0's on a classic one", () => {
    const current = countryCodes('current');
    expect(current).toHaveLength(263);
    expect(new Set(current).size).toBe(263);
    for (const refused of ['SS', 'CW', 'SX', 'XK']) expect(current).not.toContain(refused);
    for (const retired of ['SU', 'CS', 'AN', 'ZZ', 'FX']) expect(current).toContain(retired);
    expect(countryCodes('classic')).toEqual([...current, 'DD']);
    const languages = languageCodes('current');
    expect(languages).toHaveLength(186);
    expect(new Set(languages).size).toBe(186);
    expect(languages).not.toContain('ae');
    for (const extra of ['cn', 'mo', 'sh']) expect(languages).toContain(extra);
    expect(languageCodes('classic')).toHaveLength(184);
    expect(languageCodes('classic')).toContain('ae');
    // Before the dialect is known: what both accept.
    expect(languageCodes('shared')).toHaveLength(183);
    expect(countryCodes('shared')).toEqual(current);
  });

  it("equal the reference server's own copies, key for key", () => {
    expect(new Set(countryCodes('current'))).toEqual(TARGET_KEYS.countries);
    expect(new Set(languageCodes('current'))).toEqual(TARGET_KEYS.languages);
    expect(new Set(BROWSERS)).toEqual(TARGET_KEYS.browsers);
    expect(new Set(countryCodes('classic'))).toEqual(CLASSIC_COUNTRIES);
    expect(new Set(languageCodes('classic'))).toEqual(CLASSIC_LANGUAGES);
  });

  it('are offered by name, sorted by name, keyed by code', () => {
    const countries = keyChoices('country', 'current', 'en');
    expect(labelOf(countries, 'DE')).toBe('Germany');
    expect(labelOf(countries, 'US')).toBe('United States');
    expect(labelOf(countries, 'CI')).toMatch(/Côte d’Ivoire|Ivory Coast/);
    const labels = countries.map((c) => c.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
    const languages = keyChoices('language', 'current', 'en');
    expect(labelOf(languages, 'de')).toBe('German');
    expect(labelOf(languages, 'ja')).toBe('Japanese');
    expect(languages).toHaveLength(186);
  });

  it('name retired codes as the server does, not by their successor', () => {
    const countries = keyChoices('country', 'classic', 'en');
    expect(labelOf(countries, 'SU')).toBe('Union of Soviet Socialist Republics');
    expect(labelOf(countries, 'AN')).toBe('Netherlands Antilles');
    expect(labelOf(countries, 'DD')).toBe('East Germany');
    expect(labelOf(countries, 'RU')).toBe('Russia');
    const languages = keyChoices('language', 'current', 'en');
    expect(labelOf(languages, 'mo')).toBe('Moldovan');
    expect(labelOf(languages, 'tw')).toBe('Twi');
    expect(labelOf(languages, 'ak')).toBe('Akan');
  });

  it('never show a bare code, nor two entries alike', () => {
    for (const locale of ['en', 'de', 'ar', 'ja']) {
      for (const kind of ['country', 'language'] as const) {
        for (const lists of ['current', 'classic'] as const) {
          const choices = keyChoices(kind, lists, locale);
          for (const { value, label } of choices) expect(label.toLowerCase()).not.toBe(value.toLowerCase());
          expect(new Set(choices.map((c) => c.label)).size).toBe(choices.length);
        }
      }
    }
    // The server's only same-named pair tells its codes.
    const languages = keyChoices('language', 'current', 'en');
    expect(labelOf(languages, 'cn')).toBe('Chinese (cn)');
    expect(labelOf(languages, 'zh')).toBe('Chinese (zh)');
  });

  it("are named in the browser's language when asked", () => {
    expect(labelOf(keyChoices('country', 'current', 'de'), 'DE')).toBe('Deutschland');
    expect(labelOf(keyChoices('language', 'current', 'fr'), 'de')).toBe('allemand');
  });
});

describe("each kind's row keys", () => {
  it('are the short lists by readable name, valued as servers spell them', () => {
    expect(keyChoices('continent', 'current').map((c) => c.value)).toEqual([...CONTINENTS]);
    expect(labelOf(keyChoices('continent', 'current'), 'EU')).toBe('Europe');
    expect(labelOf(keyChoices('continent', 'current'), 'NA')).toBe('North America');
    expect(keyChoices('platform', 'current').map((c) => c.value)).toEqual([...PLATFORMS]);
    expect(keyChoices('browser', 'current').map((c) => c.value)).toEqual([...BROWSERS]);
    expect(keyChoices('browser', 'current')).toHaveLength(20);
    // The server's typo is the value it accepts; the list reads right.
    expect(labelOf(keyChoices('browser', 'current'), 'Maxtho')).toBe('Maxthon');
    expect(keyChoices('device', 'current').map((c) => c.value)).toEqual([...DEVICES]);
    expect(labelOf(keyChoices('device', 'current'), 'television')).toBe('Television');
  });
});

describe('in the language of the page', () => {
  useBrowserLanguage('fr-FR');

  it('names the kinds, the short lists and the ISO codes in it', () => {
    expect(targetingKindChoices(CLASSIC.targetingKinds).map((c) => c.label)).toEqual([
      'Aucun',
      'Pays',
      'Système d’exploitation',
      'Langue',
      'Rotation',
    ]);
    expect(labelOf(keyChoices('continent', 'classic'), 'SA')).toBe('Amérique du Sud');
    expect(labelOf(keyChoices('device', 'current'), 'watch')).toBe('Montre');
    expect(labelOf(keyChoices('country', 'classic'), 'DE')).toBe('Allemagne');
    expect(labelOf(keyChoices('language', 'classic'), 'de')).toBe('allemand');
    // Brand names stay as servers spell them.
    expect(labelOf(keyChoices('browser', 'current'), 'Firefox')).toBe('Firefox');
  });
});
