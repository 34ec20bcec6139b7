import { addDays, daysBetween, isDay } from './days';
import type { Day, StatsPeriod } from '@/lib/api/model/stats';
import type { MessageKey } from '@/lib/i18n/messages';

/** The periods offered with one click, in days ending today (today included). */
export const PRESET_LENGTHS = [7, 30, 90] as const;
export type PresetLength = (typeof PRESET_LENGTHS)[number];

/**
 * The longest custom period: a year, leap day included. A year answers the question people ask
 * of a link's clicks ("how did it do this year?"), and a year and its previous period are still
 * two answers of at most 366 rows each; a chart of more days would draw bars under a pixel wide.
 */
export const MAX_PERIOD_DAYS = 366;

/** How many days `period` holds, both ends included. */
export function periodLength(period: StatsPeriod): number {
  return daysBetween(period.from, period.to) + 1;
}

/** The `length` days ending with `today`: 7 days are today and the 6 before. */
export function presetPeriod(length: number, today: Day): StatsPeriod {
  return { from: addDays(today, 1 - length), to: today };
}

/** Every day of `period`, oldest first. */
export function daysOf(period: StatsPeriod): Day[] {
  return Array.from({ length: periodLength(period) }, (_, index) => addDays(period.from, index));
}

/** The period of the same length that ends the day before `period` starts. */
export function previousPeriod(period: StatsPeriod): StatsPeriod {
  const length = periodLength(period);
  return { from: addDays(period.from, -length), to: addDays(period.from, -1) };
}

/** What is wrong with a custom period, at the field it concerns (a message key each). */
export interface PeriodErrors {
  from?: MessageKey;
  to?: MessageKey;
}

export type CustomPeriodResult = { ok: true; period: StatsPeriod } | { ok: false; errors: PeriodErrors };

/**
 * A period the user typed, checked against `today` (the user's, from `today()` in ./days):
 * both ends real days, the start not after the end, the end not after today (the server has no
 * clicks of tomorrow, and a chart of empty future days would read as a fall), and at most
 * MAX_PERIOD_DAYS long. Each error is told at its field; the values typed stay as they are.
 */
export function customPeriod(from: string, to: string, today: Day): CustomPeriodResult {
  const errors: PeriodErrors = {};
  if (!isDay(from)) errors.from = 'statsPeriodDayMissing';
  if (!isDay(to)) errors.to = 'statsPeriodDayMissing';
  else if (daysBetween(today, to) > 0) errors.to = 'statsPeriodEndInFuture';
  if (!errors.from && !errors.to) {
    const length = daysBetween(from, to) + 1;
    if (length < 1) errors.from = 'statsPeriodStartAfterEnd';
    else if (length > MAX_PERIOD_DAYS) errors.from = 'statsPeriodTooLong';
  }
  return errors.from || errors.to ? { ok: false, errors } : { ok: true, period: { from, to } };
}
