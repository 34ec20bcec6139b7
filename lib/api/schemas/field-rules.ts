import * as z from 'zod/mini';

/** Field rules of the contract that several records share. Messages name what is wrong. */

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.host !== '' && /^[a-z][a-z0-9+.-]*:$/i.test(url.protocol);
  } catch {
    return false;
  }
}

/** An absolute URL with a host, e.g. `https://example.com/page`. */
export const webAddress = (what: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `Enter ${what}.`),
      z.maxLength(2048, `${capitalise(what)} is too long (2048 characters at most).`),
      z.refine(isWebAddress, `Enter ${what} as a full address, like https://example.com/page.`),
    );

/** A real calendar date written YYYY-MM-DD (2026-02-30 is refused). */
function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A time of day HH:MM from 00:00 to 23:59. */
function isTimeOfDay(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

export const calendarDate = z.string().check(z.refine(isCalendarDate, 'Enter a real date as YYYY-MM-DD.'));
export const timeOfDay = z.string().check(z.refine(isTimeOfDay, 'Enter a time from 00:00 to 23:59 as HH:MM.'));

export const positiveWholeNumber = (what: string) =>
  z
    .number()
    .check(z.refine((n) => Number.isInteger(n) && n > 0, `${capitalise(what)} must be a whole number above 0.`));

export const recordId = z.number().check(z.refine((n) => Number.isInteger(n) && n > 0, 'Choose an existing record.'));

/** Results per page: the contract allows 10 to 100. */
export const perPage = z
  .number()
  .check(
    z.refine(
      (n) => Number.isInteger(n) && n >= 10 && n <= 100,
      'Results per page must be a whole number from 10 to 100.',
    ),
  );

export const pageNumber = z.number().check(z.refine((n) => Number.isInteger(n) && n >= 1, 'Page numbers start at 1.'));

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
