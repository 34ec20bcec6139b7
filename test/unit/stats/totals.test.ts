import { describe, expect, it } from 'vitest';
import { comparison, fillDays, totalOf } from '@/lib/stats/totals';

describe('clicks per day', () => {
  const period = { from: '2026-02-26', to: '2026-03-02' };

  it('fill the days the server left out with zero, in order, and drop days outside the period', () => {
    const rows = [
      { day: '2026-03-01', count: 4 },
      { day: '2026-02-26', count: 1 },
      { day: '2026-02-25', count: 9 },
      { day: '2026-03-03', count: 9 },
    ];
    expect(fillDays(period, rows)).toEqual([
      { day: '2026-02-26', count: 1 },
      { day: '2026-02-27', count: 0 },
      { day: '2026-02-28', count: 0 },
      { day: '2026-03-01', count: 4 },
      { day: '2026-03-02', count: 0 },
    ]);
    expect(totalOf(fillDays(period, rows))).toBe(5);
  });

  it('draw a period without clicks as zeros', () => {
    expect(fillDays(period, []).map((day) => day.count)).toEqual([0, 0, 0, 0, 0]);
    expect(totalOf([])).toBe(0);
  });
});

describe('the comparison with the previous period', () => {
  const days = (...counts: number[]) => counts.map((count, index) => ({ day: `2026-11-0${index + 1}`, count }));

  it('says up or down by a share of the previous total', () => {
    expect(comparison(days(10, 5), days(10))).toEqual({ total: 15, previousTotal: 10, change: 'up', ratio: 0.5 });
    expect(comparison(days(1), days(3))).toEqual({ total: 1, previousTotal: 3, change: 'down', ratio: 2 / 3 });
    expect(comparison(days(4), days(2, 2))).toEqual({ total: 4, previousTotal: 4, change: 'same', ratio: 0 });
  });

  it('has no percentage when there were no clicks before', () => {
    expect(comparison(days(3), days(0))).toEqual({ total: 3, previousTotal: 0, change: 'new', ratio: null });
    expect(comparison(days(0), [])).toEqual({ total: 0, previousTotal: 0, change: 'same', ratio: null });
    expect(comparison([], days(2))).toEqual({ total: 0, previousTotal: 2, change: 'down', ratio: 1 });
  });
});
