/**
 * A date-time from a record as the model's wall-clock date and time (see `Expiry`: the user's local
 * time). With an offset (`…Z`, `…+02:00`) it is an instant, shown in local time; without one it is
 * already a wall-clock value and is taken as written. Seconds and fractions are dropped: the model
 * keeps minutes.
 */

const DATE_TIME = /^(\d{4}-\d\d-\d\d)(?:[T ](\d\d:\d\d)(?::\d\d(?:\.\d+)?)?)?\s*(Z|[+-]\d\d:?\d\d)?$/i;

const twoDigits = (n: number) => String(n).padStart(2, '0');

export interface WallClock {
  /** YYYY-MM-DD */
  date: string | null;
  /** HH:MM */
  time: string | null;
}

const NOTHING: WallClock = { date: null, time: null };

export function wallClockOf(text: string | null): WallClock {
  if (text === null) return NOTHING;
  const parts = DATE_TIME.exec(text.trim());
  if (parts && parts[3] === undefined) return { date: parts[1] ?? null, time: parts[2] ?? null };
  const at = new Date(text);
  if (Number.isNaN(at.getTime())) return NOTHING;
  return {
    date: `${at.getFullYear()}-${twoDigits(at.getMonth() + 1)}-${twoDigits(at.getDate())}`,
    time: `${twoDigits(at.getHours())}:${twoDigits(at.getMinutes())}`,
  };
}
