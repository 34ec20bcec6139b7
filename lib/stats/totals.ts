import { daysOf } from './periods';
import type { DayClicks, StatsPeriod } from '@/lib/api/model/stats';

/**
 * Every day of `period` with its clicks, oldest first: the server lists only days that had
 * clicks, and a chart must draw the others as zero. Rows outside the period are left out; a day
 * listed twice counts both.
 */
export function fillDays(period: StatsPeriod, rows: readonly DayClicks[]): DayClicks[] {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.day, (counts.get(row.day) ?? 0) + row.count);
  return daysOf(period).map((day) => ({ day, count: counts.get(day) ?? 0 }));
}

/** All clicks of the rows. */
export function totalOf(rows: readonly { count: number }[]): number {
  return rows.reduce((sum, row) => sum + row.count, 0);
}

export interface Comparison {
  total: number;
  previousTotal: number;
  /** `new`: clicks now and none before, where a percentage would be infinite. */
  change: 'up' | 'down' | 'same' | 'new';
  /** The change as a share of the previous total (never signed: `change` says which way); null when that was 0. */
  ratio: number | null;
}

/** This period's clicks against the previous period's. */
export function comparison(current: readonly { count: number }[], previous: readonly { count: number }[]): Comparison {
  const total = totalOf(current);
  const previousTotal = totalOf(previous);
  const change = total === previousTotal ? 'same' : previousTotal === 0 ? 'new' : total > previousTotal ? 'up' : 'down';
  const ratio = previousTotal === 0 ? null : Math.abs(total - previousTotal) / previousTotal;
  return { total, previousTotal, change, ratio };
}
