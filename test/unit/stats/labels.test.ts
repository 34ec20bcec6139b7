import { describe, expect, it } from 'vitest';
import { topEntryLabel } from '@/lib/stats/labels';
import { formatShare, shareOf } from '@/lib/stats/share';
import { useBrowserLanguage } from '../support/browser-i18n';

describe('top list labels', () => {
  it('name countries and languages in the page language', () => {
    expect(topEntryLabel('country', 'DE')).toBe('Germany');
    expect(topEntryLabel('language', 'fr')).toBe('French');
    expect(topEntryLabel('country', 'DE', 'de')).toBe('Deutschland');
  });

  it('show a code no runtime can name as it came', () => {
    expect(topEntryLabel('country', 'Atlantis')).toBe('Atlantis');
    expect(topEntryLabel('language', 'e')).toBe('e');
  });

  it('leave the other lists as the server wrote them', () => {
    expect(topEntryLabel('browser', 'Firefox')).toBe('Firefox');
    expect(topEntryLabel('referrer', 'news.example')).toBe('news.example');
    expect(topEntryLabel('city', 'DE')).toBe('DE');
  });

  it('name kinds of device in words, and keep one the catalog does not know', () => {
    expect(topEntryLabel('device', 'desktop')).toBe('Desktop');
    expect(topEntryLabel('device', 'tablet')).toBe('Tablet');
    expect(topEntryLabel('device', 'fridge')).toBe('fridge');
  });

  it('call a missing value Unknown, and a missing referrer direct', () => {
    expect(topEntryLabel('country', null)).toBe('Unknown');
    expect(topEntryLabel('operatingSystem', null)).toBe('Unknown');
    expect(topEntryLabel('referrer', null)).toBe('Direct or unknown');
  });

  it('write shares as percentages of the whole', () => {
    expect(formatShare(shareOf(1, 4))).toBe('25%');
    expect(formatShare(shareOf(1, 300))).toBe('0.3%');
    expect(formatShare(shareOf(3, 0))).toBe('0%');
  });

  describe('in German', () => {
    useBrowserLanguage('de-DE');
    it('follow the UI language', () => {
      expect(topEntryLabel('country', 'FR')).toBe('Frankreich');
      expect(topEntryLabel('country', null)).toBe('Unbekannt');
      expect(topEntryLabel('device', 'mobile')).toBe('Mobilgerät');
      expect(formatShare(0.25)).toBe('25\u00a0%');
    });
  });
});
