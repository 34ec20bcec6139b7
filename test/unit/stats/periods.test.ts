import { describe, expect, it } from 'vitest';
import { customPeriod, daysOf, MAX_PERIOD_DAYS, periodLength, presetPeriod, previousPeriod } from '@/lib/stats/periods';

describe('statistics periods', () => {
  it('end presets today, today included: 7 days are today and the 6 before', () => {
    expect(presetPeriod(7, '2026-11-22')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(presetPeriod(30, '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(periodLength(presetPeriod(90, '2026-01-15'))).toBe(90);
  });

  it('list every day, oldest first, across a leap day and a year end', () => {
    expect(daysOf({ from: '2028-02-27', to: '2028-03-01' })).toEqual([
      '2028-02-27',
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
    expect(daysOf({ from: '2026-12-30', to: '2027-01-02' })).toHaveLength(4);
    expect(daysOf({ from: '2026-11-22', to: '2026-11-22' })).toEqual(['2026-11-22']);
  });

  it('put the previous period of the same length right before', () => {
    expect(previousPeriod({ from: '2026-11-16', to: '2026-11-22' })).toEqual({ from: '2026-11-09', to: '2026-11-15' });
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-31' })).toEqual({ from: '2026-01-29', to: '2026-02-28' });
    expect(previousPeriod({ from: '2027-01-01', to: '2027-01-01' })).toEqual({ from: '2026-12-31', to: '2026-12-31' });
  });

  describe('a custom period', () => {
    const today = '2026-11-22';

    it('is taken as typed when it is right, up to today and up to a year long', () => {
      expect(customPeriod('2026-11-01', '2026-11-22', today)).toEqual({
        ok: true,
        period: { from: '2026-11-01', to: '2026-11-22' },
      });
      expect(customPeriod('2026-11-22', '2026-11-22', today).ok).toBe(true);
      expect(customPeriod('2025-11-22', '2026-11-22', today)).toMatchObject({ ok: true });
      expect(periodLength({ from: '2025-11-22', to: '2026-11-22' })).toBe(MAX_PERIOD_DAYS);
    });

    it('names what is wrong at the field it concerns', () => {
      expect(customPeriod('', '2026-11-10', today)).toEqual({ ok: false, errors: { from: 'statsPeriodDayMissing' } });
      expect(customPeriod('2026-11-01', '2026-02-30', today)).toEqual({
        ok: false,
        errors: { to: 'statsPeriodDayMissing' },
      });
      expect(customPeriod('2026-11-01', '2026-11-23', today)).toEqual({
        ok: false,
        errors: { to: 'statsPeriodEndInFuture' },
      });
      expect(customPeriod('2026-11-10', '2026-11-09', today)).toEqual({
        ok: false,
        errors: { from: 'statsPeriodStartAfterEnd' },
      });
      expect(customPeriod('2025-11-21', '2026-11-22', today)).toEqual({
        ok: false,
        errors: { from: 'statsPeriodTooLong' },
      });
      expect(customPeriod('nonsense', '2026-12-01', today)).toEqual({
        ok: false,
        errors: { from: 'statsPeriodDayMissing', to: 'statsPeriodEndInFuture' },
      });
    });
  });
});
