import { describe, expect, it } from 'vitest';
import { expirySummary, hasExpiry } from '@/components/link-form/expiry-summary';
import { useBrowserLanguage } from '../support/browser-i18n';

/** Intl writes some spaces as no-break spaces (before "AM"): compare them as plain spaces. */
const spaced = (text: string) => text.replace(/\s/g, ' ');

/** The zone the window's fields are read in (the machine's), as the line names it: "UTC", "GMT+1", "CET". */
const zoneAt = (at: Date, locale = 'en-US') =>
  new Intl.DateTimeFormat(locale, { timeZoneName: 'short' }).formatToParts(at).find((p) => p.type === 'timeZoneName')
    ?.value;

const none = {
  expiryStartDate: '',
  expiryStartTime: '',
  expiryDate: '',
  expiryTime: '',
  expiryClickLimit: '',
  expiryRedirectUrl: '',
};

describe('the closed Expiry line (an end: classic servers)', () => {
  it('says "none" when nothing is set, blanks included', () => {
    expect(expirySummary(none, 'end')).toBe('none');
    expect(hasExpiry({ ...none, expiryClickLimit: '  ' }, 'end')).toBe(false);
  });

  it('names each part that is set, in the order of the fields', () => {
    const all = {
      ...none,
      expiryDate: '2030-06-30',
      expiryTime: '18:30',
      expiryClickLimit: '500',
      expiryRedirectUrl: 'https://example.com/over',
    };
    expect(hasExpiry(all, 'end')).toBe(true);
    expect(expirySummary(all, 'end')).toBe('2030-06-30 18:30 · 500 clicks · then example.com');
    expect(expirySummary({ ...none, expiryClickLimit: '1' }, 'end')).toBe('1 click');
  });

  it('shows what was typed when it is not (yet) a web address', () => {
    expect(expirySummary({ ...none, expiryRedirectUrl: 'example.com' }, 'end')).toBe('then example.com');
  });
});

describe('the closed Expiry line (a window: current servers)', () => {
  const now = new Date(2026, 5, 1);
  const window = {
    ...none,
    expiryStartDate: '2026-12-01',
    expiryStartTime: '09:00',
    expiryDate: '2026-12-31',
    expiryTime: '18:00',
    expiryClickLimit: '500',
  };
  const zone = zoneAt(new Date(2026, 11, 31, 18));

  it('describes the window by day and time in the user’s zone, named, with the year only when it is not this one', () => {
    expect(spaced(expirySummary(window, 'window', now))).toBe(
      `From Dec 1, 9:00 AM until Dec 31, 6:00 PM (${zone}) · 500 clicks`,
    );
    expect(spaced(expirySummary({ ...window, expiryDate: '2027-01-15', expiryTime: '' }, 'window', now))).toBe(
      // An end without a time is the end of that day, and the line says so.
      `From Dec 1, 9:00 AM until Jan 15, 2027, 11:59 PM (${zoneAt(new Date(2027, 0, 15, 23, 59))}) · 500 clicks`,
    );
  });

  it('says "until" for an end alone (the window starts now) and "from" for a start alone', () => {
    expect(spaced(expirySummary({ ...none, expiryDate: '2026-12-31' }, 'window', now))).toBe(
      `Until Dec 31, 11:59 PM (${zone})`,
    );
    expect(expirySummary({ ...none, expiryStartDate: '2026-12-01' }, 'window', now)).toBe(
      `From Dec 1 (${zoneAt(new Date(2026, 11, 1))})`,
    );
  });

  it('counts the start as set only where the server keeps one', () => {
    expect(hasExpiry({ ...none, expiryStartDate: '2026-12-01' }, 'window')).toBe(true);
    expect(hasExpiry({ ...none, expiryStartDate: '2026-12-01' }, 'end')).toBe(false);
    expect(expirySummary({ ...none, expiryStartDate: '2026-12-01' }, 'end', now)).toBe('none');
  });

  it('shows a date or time it cannot read as typed', () => {
    expect(expirySummary({ ...none, expiryDate: '2026-02-30' }, 'window', now)).toMatch(/^Until 2026-02-30 \(/);
    expect(expirySummary({ ...none, expiryDate: '2026-12-31', expiryTime: '6pm' }, 'window', now)).toMatch(
      /^Until 2026-12-31 6pm \(/,
    );
  });

  describe('in a British browser', () => {
    useBrowserLanguage('en-GB');

    it('writes the day before the month and the 24-hour clock', () => {
      expect(spaced(expirySummary(window, 'window', now))).toBe(
        `From 1 Dec, 9:00 until 31 Dec, 18:00 (${zoneAt(new Date(2026, 11, 31, 18), 'en-GB')}) · 500 clicks`,
      );
    });
  });

  describe('in a German browser', () => {
    useBrowserLanguage('de-DE');

    it('writes the line in German, dates and clicks included', () => {
      expect(spaced(expirySummary({ ...window, expiryRedirectUrl: 'https://example.com/x' }, 'window', now))).toBe(
        `Von 1. Dez., 9:00 bis 31. Dez., 18:00 (${zoneAt(new Date(2026, 11, 31, 18), 'de-DE')}) · 500 Klicks · danach example.com`,
      );
      expect(expirySummary({ ...none, expiryClickLimit: '1' }, 'end')).toBe('1 Klick');
      expect(expirySummary(none, 'end')).toBe('keiner');
    });
  });

  describe('in an Arabic browser', () => {
    useBrowserLanguage('ar');

    it('counts clicks with the Arabic plural forms', () => {
      expect(expirySummary({ ...none, expiryClickLimit: '1' }, 'end')).toBe('نقرة واحدة');
      expect(expirySummary({ ...none, expiryClickLimit: '2' }, 'end')).toBe('نقرتان');
      expect(expirySummary({ ...none, expiryClickLimit: '3' }, 'end')).toMatch(/ نقرات$/);
    });
  });
});
