import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatNumber,
  formatTime,
  formatTimeZoneName,
  localTimeZone,
} from '../../../lib/i18n/format';
import { useBrowserLanguage } from '../support/browser-i18n';

// ICU separates some parts with narrow or no-break spaces; the tests compare words, not spaces.
const spaced = (text: string) => text.replace(/\s/g, ' ');

const afternoon = new Date(Date.UTC(2026, 11, 5, 13, 30));
const berlin = { timeZone: 'Europe/Berlin' };

describe('formatting in an American browser', () => {
  useBrowserLanguage('en-US');

  it('writes numbers and counts with English separators', () => {
    expect(formatNumber(1234567.5)).toBe('1,234,567.5');
  });

  it('writes dates and times, times with their zone', () => {
    expect(formatDate(afternoon, berlin)).toBe('Dec 5, 2026');
    expect(spaced(formatTime(afternoon, berlin))).toBe('2:30 PM GMT+1');
    expect(spaced(formatDateTime(afternoon, berlin))).toBe('Dec 5, 2026, 2:30 PM GMT+1');
    expect(formatTimeZoneName(berlin, afternoon)).toBe('Central European Standard Time');
  });

  it("uses the browser's own zone unless told otherwise", () => {
    expect(localTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(formatTime(afternoon)).toBe(
      new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(afternoon),
    );
  });
});

describe('formatting in a British browser', () => {
  useBrowserLanguage('en-GB');

  it('writes English words in the British order and the 24-hour clock', () => {
    expect(spaced(formatDateTime(afternoon, berlin))).toBe('5 Dec 2026, 14:30 CET');
  });
});

describe('formatting in a German browser', () => {
  useBrowserLanguage('de-DE');

  it('writes numbers, dates and zones the German way', () => {
    expect(formatNumber(1234567.5)).toBe('1.234.567,5');
    expect(spaced(formatDateTime(afternoon, berlin))).toBe('5. Dez. 2026, 14:30 MEZ');
    expect(formatTimeZoneName(berlin, afternoon)).toBe('Mitteleuropäische Normalzeit');
  });
});

describe('formatting in a Hebrew browser (no Hebrew catalog: English words)', () => {
  useBrowserLanguage('he-IL');

  it('writes dates in English, not in the middle of an English sentence in Hebrew', () => {
    expect(formatDate(afternoon, berlin)).toBe('Dec 5, 2026');
  });
});
