import { describe, expect, it } from 'vitest';
import { BROWSERS, CONTINENTS, DEVICES, PLATFORMS } from '@/lib/api/model/link';
import { keyChoices, targetingKindChoices } from '@/components/link-form/targeting-choices';
import { COUNTRY_CODES, LANGUAGE_CODES } from '@/components/link-form/targeting-codes';
import { CLASSIC, CURRENT } from './fixtures';
import { useBrowserLanguage } from '../support/browser-i18n';

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
  it('hold every ISO 3166-1 alpha-2 country and ISO 639-1 language, once, as servers spell them', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    for (const code of COUNTRY_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(new Set(LANGUAGE_CODES).size).toBe(LANGUAGE_CODES.length);
    expect(LANGUAGE_CODES.length).toBeGreaterThanOrEqual(183);
    for (const code of LANGUAGE_CODES) expect(code).toMatch(/^[a-z]{2}$/);
  });

  it('are offered by name, sorted by name, keyed by code', () => {
    const countries = keyChoices('country', 'en');
    expect(labelOf(countries, 'DE')).toBe('Germany');
    expect(labelOf(countries, 'US')).toBe('United States');
    expect(labelOf(countries, 'CI')).toMatch(/Côte d’Ivoire|Ivory Coast/);
    const labels = countries.map((c) => c.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
    const languages = keyChoices('language', 'en');
    expect(labelOf(languages, 'de')).toBe('German');
    expect(labelOf(languages, 'ja')).toBe('Japanese');
    expect(languages).toHaveLength(LANGUAGE_CODES.length);
  });

  it("are named in the browser's language when asked", () => {
    expect(labelOf(keyChoices('country', 'de'), 'DE')).toBe('Deutschland');
    expect(labelOf(keyChoices('language', 'fr'), 'de')).toBe('allemand');
  });
});

describe("each kind's row keys", () => {
  it('are the short lists by readable name, valued as servers spell them', () => {
    expect(keyChoices('continent').map((c) => c.value)).toEqual([...CONTINENTS]);
    expect(labelOf(keyChoices('continent'), 'EU')).toBe('Europe');
    expect(labelOf(keyChoices('continent'), 'NA')).toBe('North America');
    expect(keyChoices('platform').map((c) => c.value)).toEqual([...PLATFORMS]);
    expect(keyChoices('browser').map((c) => c.value)).toEqual([...BROWSERS]);
    expect(keyChoices('device').map((c) => c.value)).toEqual([...DEVICES]);
    expect(labelOf(keyChoices('device'), 'television')).toBe('Television');
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
    expect(labelOf(keyChoices('continent'), 'SA')).toBe('Amérique du Sud');
    expect(labelOf(keyChoices('device'), 'watch')).toBe('Montre');
    expect(labelOf(keyChoices('country'), 'DE')).toBe('Allemagne');
    expect(labelOf(keyChoices('language'), 'de')).toBe('allemand');
    // Brand names stay as servers spell them.
    expect(labelOf(keyChoices('browser'), 'Firefox')).toBe('Firefox');
  });
});
