// Dates as today's phpShort reads them: Carbon parses what it is given, and a date without an
// offset is a wall-clock time in the account's timezone. Stored and answered as UTC.

/** Throws on a name Intl does not know, so a typo fails at startup rather than on the first date. */
export function checkTimezone(timezone: string): void {
  new Intl.DateTimeFormat('en-US', { timeZone: timezone });
}

/** The zone's offset from UTC, in ms, at the instant `utcMs`. */
function offsetAt(timezone: string, utcMs: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: timezone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(utcMs));
  const get = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(utcMs / 1000) * 1000;
}

/** The UTC instant at which the zone's clocks show this wall time (the later one when a DST change repeats it). */
function zonedToUtc(wallAsUtcMs: number, timezone: string): number {
  let guess = wallAsUtcMs - offsetAt(timezone, wallAsUtcMs);
  // A second pass settles the guess when the first one crossed a DST change.
  guess = wallAsUtcMs - offsetAt(timezone, guess);
  return guess;
}

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/**
 * Epoch ms of `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS[.frac]]` or the same with `T`, optionally ending in
 * `Z` or an offset (`+02:00`, `+0200`, `+02`); undefined when it is not a real date and time.
 * Sub-second digits are dropped: the database keeps seconds.
 */
export function parseDate(text: string, timezone: string): number | undefined {
  const m = DATE_TIME.exec(text.trim());
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const [h, mi, s] = [Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)];
  if (mo < 1 || mo > 12 || h > 23 || mi > 59 || s > 59) return undefined;
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  // Date.UTC rolls 31 February over into March; a real calendar date does not.
  if (new Date(wall).getUTCDate() !== d) return undefined;
  const zone = m[7];
  if (zone === undefined) return zonedToUtc(wall, timezone);
  if (zone.toUpperCase() === 'Z') return wall;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const offsetMinutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || '0');
  if (offsetMinutes > 14 * 60) return undefined;
  return wall - sign * offsetMinutes * 60_000;
}

/** The calendar day (`YYYY-MM-DD`) the zone's clocks show at the instant `utcMs`. */
export function dayIn(timezone: string, utcMs: number): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(utcMs));
}
