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

/** `text` when it is a day of the calendar as YYYY-MM-DD (not `2030-02-30`), else null: a date input takes nothing else. */
export function calendarDay(text: string | null): string | null {
  const at = text !== null && /^\d{4}-\d\d-\d\d$/.test(text) ? new Date(`${text}T00:00Z`) : null;
  // `2030-02-30` parses, as 2 March: the day must come back as written.
  return at && !Number.isNaN(at.getTime()) && at.toISOString().startsWith(text ?? '') ? text : null;
}

/** `text` when it is a time of day as HH:MM (not `24:00` or `8:15`), else null. */
export function clockTime(text: string | null): string | null {
  return text !== null && /^(?:[01]\d|2[0-3]):[0-5]\d$/.test(text) ? text : null;
}

/** Both parts, or nothing when the day is not one (a time without its day says nothing). */
function wallClock(date: string | null, time: string | null): WallClock {
  const day = calendarDay(date);
  return day === null ? NOTHING : { date: day, time: clockTime(time) };
}

export function wallClockOf(text: string | null): WallClock {
  if (text === null) return NOTHING;
  const parts = DATE_TIME.exec(text.trim());
  if (parts && parts[3] === undefined) return wallClock(parts[1] ?? null, parts[2] ?? null);
  const at = new Date(text);
  if (Number.isNaN(at.getTime())) return NOTHING;
  return wallClock(
    `${String(at.getFullYear()).padStart(4, '0')}-${twoDigits(at.getMonth() + 1)}-${twoDigits(at.getDate())}`,
    `${twoDigits(at.getHours())}:${twoDigits(at.getMinutes())}`,
  );
}
