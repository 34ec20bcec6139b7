import { describe, expect, it } from 'vitest';
import { t } from '../../../lib/i18n/messages';
import { tCount } from '../../../lib/i18n/plural';
import { useBrowserLanguage } from '../support/browser-i18n';

describe('t()', () => {
  it("reads a message in the browser's language (English by default)", () => {
    expect(t('menuShortenPage')).toBe('Shorten this page');
  });

  describe('in a German browser', () => {
    useBrowserLanguage('de-DE');

    it('reads the German catalog for a regional variant of German', () => {
      expect(t('menuShortenPage')).toBe('Diese Seite kürzen');
    });
  });

  describe('in a Russian browser (no Russian catalog)', () => {
    useBrowserLanguage('ru');

    it('falls back to English', () => {
      expect(t('sectionSettings')).toBe('Settings');
    });
  });

  it('puts named values where the message names them, whatever the order of the names', () => {
    // Placeholders are numbered alphabetically (count = $1, name = $2); NAME comes first in the text.
    expect(t('deleteSpaceTitle_other', { name: 'Marketing', count: '3' })).toBe(
      'Delete space Marketing and its 3 links?',
    );
  });

  it('refuses unknown keys and missing values at compile time, and shows a gap visibly at run time', () => {
    // @ts-expect-error: no such key in the English catalog
    expect(t('noSuchMessage')).toBe('noSuchMessage');
    // @ts-expect-error: this message has placeholders, so it needs their values
    expect(t('deleteSpaceTitle_other')).toBe('Delete space  and its  links?');
    // @ts-expect-error: this message has no placeholders
    expect(t('menuShortenPage', { url: 'x' })).toBe('Shorten this page');
  });

  it('keeps a value with a dollar sign as it is', () => {
    expect(t('deleteSpaceTitle_other', { name: 'Pay $1 now', count: '2' })).toBe(
      'Delete space Pay $1 now and its 2 links?',
    );
  });
});

describe('tCount()', () => {
  it('picks the English form for one and for many, and writes the count the English way', () => {
    expect(tCount('linkCount', 1)).toBe('1 link');
    expect(tCount('linkCount', 0)).toBe('0 links');
    expect(tCount('linkCount', 1234)).toBe('1,234 links');
  });

  it('fills the other values of a counted message, and lets a form leave the number out', () => {
    expect(tCount('deleteSpaceTitle', 1, { name: 'Work' })).toBe('Delete space Work and its link?');
    expect(tCount('deleteSpaceTitle', 12, { name: 'Work' })).toBe('Delete space Work and its 12 links?');
  });

  describe('in French', () => {
    useBrowserLanguage('fr-FR');

    it('uses the singular for 0 and 1, and "de" for a million', () => {
      expect(tCount('linkCount', 0)).toBe('0 lien');
      expect(tCount('linkCount', 1)).toBe('1 lien');
      expect(tCount('linkCount', 2)).toBe('2 liens');
      expect(tCount('linkCount', 1_000_000)).toBe('1\u202f000\u202f000 de liens');
    });
  });

  describe('in Arabic', () => {
    useBrowserLanguage('ar');

    it('has all six forms: zero, one, two, few (3–10), many (11–99) and other (100…)', () => {
      expect(tCount('linkCount', 0)).toBe('لا روابط');
      expect(tCount('linkCount', 1)).toBe('رابط واحد');
      expect(tCount('linkCount', 2)).toBe('رابطان');
      expect(tCount('linkCount', 3)).toBe('3 روابط');
      expect(tCount('linkCount', 11)).toBe('11 رابطًا');
      expect(tCount('linkCount', 100)).toBe('100 رابط');
    });
  });

  describe('in Chinese', () => {
    useBrowserLanguage('zh-CN');

    it('has one form for every count', () => {
      expect(tCount('linkCount', 1)).toBe('1 个链接');
      expect(tCount('linkCount', 5)).toBe('5 个链接');
    });
  });

  describe('in a browser whose language has more forms than the catalog it gets', () => {
    // Russian has one/few/many/other; the browser falls back to English, whose rules then apply:
    // 21 is "many" in English terms, not Russian "one" (which would give "21 link").
    useBrowserLanguage('ru-RU');

    it("follows the plural rules of the catalog's language", () => {
      expect(tCount('linkCount', 21)).toBe('21 links');
      expect(tCount('linkCount', 1)).toBe('1 link');
    });
  });
});
