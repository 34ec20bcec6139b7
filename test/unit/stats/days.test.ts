import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isDay, today } from '@/lib/stats/days';

describe('calendar days', () => {
  it('step over month and year ends', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2026-03-01', -30)).toBe('2026-01-30');
  });

  it('know leap days: 29 February in 2028 and 2000, not in 2026 or 2100', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2000-02-28', 1)).toBe('2000-02-29');
    expect(isDay('2100-02-29')).toBe(false);
    expect(daysBetween('2028-01-01', '2029-01-01')).toBe(366);
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
  });

  it('do not skip or repeat a day over a daylight-saving change, in any zone the tests run in', () => {
    // 29 March 2026 has 23 hours in Europe; UTC days have 24 whatever TZ says.
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31);
  });

  it('tell real days from text that only looks like one', () => {
    expect(isDay('2026-11-22')).toBe(true);
    for (const text of ['', '2026-02-30', '2026-13-01', '2026-1-5', '22/11/2026', '2026-11-22T00:00']) {
      expect(isDay(text), text).toBe(false);
    }
  });

  it("take today as the user's calendar day, not UTC's", () => {
    const lateEveningInNewYork = new Date('2026-11-23T03:30:00Z');
    expect(today('America/New_York', lateEveningInNewYork)).toBe('2026-11-22');
    expect(today('Asia/Tokyo', lateEveningInNewYork)).toBe('2026-11-23');
    expect(today('UTC', new Date('2026-12-31T23:59:59Z'))).toBe('2026-12-31');
    expect(isDay(today())).toBe(true);
  });
});
