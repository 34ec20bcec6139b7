import * as z from 'zod/mini';
import { t, type MessageKey, type PlaceholderName } from '../../i18n/messages';
import { characterCount } from '../model/characters';

/**
 * Field rules of the contract that several records share. Messages name what is wrong.
 * The schemas are built once, when the module loads; their messages are read only when a check
 * fails, so they are in the language of the page or background that checks (never frozen).
 */

/** Zod's params for a message read at the moment a check fails. */
export function lazyMessage(read: () => string): { error: () => string } {
  return { error: read };
}

/** A message that needs no values. */
export type PlainMessageKey = { [K in MessageKey]: [PlaceholderName<K>] extends [never] ? K : never }[MessageKey];

/** Zod's params for the message `key`, read at the moment a check fails. */
export function failsWith(key: PlainMessageKey): { error: () => string } {
  return lazyMessage(() => t(key));
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.host !== '' && /^[a-z][a-z0-9+.-]*:$/i.test(url.protocol);
  } catch {
    return false;
  }
}

/** At most `max` characters as the server counts them (code points, not UTF-16 units). */
export const atMostCharacters = (max: number, message: { error: () => string }) =>
  z.refine<string>((value) => characterCount(value) <= max, message);

/** The three sentences of one address field: each names the field, so each field has its own. */
export interface WebAddressMessages {
  missing: PlainMessageKey;
  tooLong: PlainMessageKey;
  notAnAddress: PlainMessageKey;
}

/** An absolute URL with a host, e.g. `https://example.com/page`. */
export const webAddress = (messages: WebAddressMessages) =>
  z.string().check(
    z.trim(),
    z.minLength(1, failsWith(messages.missing)),
    atMostCharacters(2048, failsWith(messages.tooLong)),
    // An empty value has its own message: "not an address" beside it would say the same twice.
    z.refine((value) => value === '' || isWebAddress(value), failsWith(messages.notAnAddress)),
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

export const calendarDate = z.string().check(z.refine(isCalendarDate, failsWith('schemaDateFormat')));
export const timeOfDay = z.string().check(z.refine(isTimeOfDay, failsWith('schemaTimeFormat')));

/** A whole number above 0; `message` names the field. */
export const positiveWholeNumber = (message: PlainMessageKey) =>
  z.number().check(z.refine((n) => Number.isInteger(n) && n > 0, failsWith(message)));

export const recordId = z
  .number()
  .check(z.refine((n) => Number.isInteger(n) && n > 0, failsWith('schemaExistingRecord')));

/** Results per page: the contract allows 10 to 100. */
export const perPage = z
  .number()
  .check(z.refine((n) => Number.isInteger(n) && n >= 10 && n <= 100, failsWith('schemaPerPage')));

export const pageNumber = z
  .number()
  .check(z.refine((n) => Number.isInteger(n) && n >= 1, failsWith('schemaPageNumber')));
