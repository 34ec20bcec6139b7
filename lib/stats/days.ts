import type { Day } from '@/lib/api/model/stats';

/**
 * Calendar days as `YYYY-MM-DD` strings. Arithmetic runs on UTC dates: a day is the midnight UTC
 * that starts it, so adding a day is adding 86 400 000 ms and no daylight-saving change (a local
 * day of 23 or 25 hours) can skip or repeat a day. Only `today` looks at a time zone, to know which
 * calendar day it is for the user.
 */

const MS_PER_DAY = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight UTC of `day`, or NaN when it is no calendar day (`2026-02-30`, `26-1-1`). */
function epochOf(day: string): number {
  const match = DAY_PATTERN.exec(day);
  if (!match) return Number.NaN;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const epoch = Date.UTC(year, month - 1, date);
  // Date.UTC rolls over (Feb 30 → Mar 2): a day that comes back different did not exist.
  return dayOfEpoch(epoch) === day ? epoch : Number.NaN;
}

function dayOfEpoch(epoch: number): Day {
  return new Date(epoch).toISOString().slice(0, 10);
}

/** Whether `text` names a real calendar day in `YYYY-MM-DD` form (what a date field gives). */
export function isDay(text: string): text is Day {
  return !Number.isNaN(epochOf(text));
}

/** `day` moved by `count` days (negative: back). */
export function addDays(day: Day, count: number): Day {
  return dayOfEpoch(epochOf(day) + count * MS_PER_DAY);
}

/** How many days `to` is after `from` (0 for the same day, negative when before). */
export function daysBetween(from: Day, to: Day): number {
  return Math.round((epochOf(to) - epochOf(from)) / MS_PER_DAY);
}

/**
 * The user's calendar day now, in `zone` (the browser's own when absent): late in the evening in
 * New York it is already tomorrow in UTC, and "the last 7 days" must end on the user's today.
 */
export function today(zone?: string, now: Date = new Date()): Day {
  // en-CA writes dates as YYYY-MM-DD; the parts are read by type all the same, whatever the order.
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The Date a day's formatters read, with `timeZone: 'UTC'` (so it is that day in every zone). */
export function dateOfDay(day: Day): Date {
  return new Date(epochOf(day));
}
