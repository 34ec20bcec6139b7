import * as z from 'zod/mini';
import { t } from '../../i18n/messages';

/**
 * Field rules of the contract that several records share. Messages name what is wrong.
 * The schemas are built once, when the module loads; their messages are read only when a check
 * fails, so they are in the language of the page or background that checks (never frozen).
 */

/** Zod's params for a message read at the moment a check fails. */
export function lazyMessage(read: () => string): { error: () => string } {
  return { error: read };
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.host !== '' && /^[a-z][a-z0-9+.-]*:$/i.test(url.protocol);
  } catch {
    return false;
  }
}

/** The three sentences of one address field: each names the field, so each field has its own. */
export interface WebAddressMessages {
  missing: () => string;
  tooLong: () => string;
  notAnAddress: () => string;
}

/** An absolute URL with a host, e.g. `https://example.com/page`. */
export const webAddress = (messages: WebAddressMessages) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, lazyMessage(messages.missing)),
      z.maxLength(2048, lazyMessage(messages.tooLong)),
      z.refine(isWebAddress, lazyMessage(messages.notAnAddress)),
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

export const calendarDate = z.string().check(
  z.refine(
    isCalendarDate,
    lazyMessage(() => t('schemaDateFormat')),
  ),
);
export const timeOfDay = z.string().check(
  z.refine(
    isTimeOfDay,
    lazyMessage(() => t('schemaTimeFormat')),
  ),
);

/** A whole number above 0; `message` names the field. */
export const positiveWholeNumber = (message: () => string) =>
  z.number().check(z.refine((n) => Number.isInteger(n) && n > 0, lazyMessage(message)));

export const recordId = z.number().check(
  z.refine(
    (n) => Number.isInteger(n) && n > 0,
    lazyMessage(() => t('schemaExistingRecord')),
  ),
);

/** Results per page: the contract allows 10 to 100. */
export const perPage = z.number().check(
  z.refine(
    (n) => Number.isInteger(n) && n >= 10 && n <= 100,
    lazyMessage(() => t('schemaPerPage')),
  ),
);

export const pageNumber = z.number().check(
  z.refine(
    (n) => Number.isInteger(n) && n >= 1,
    lazyMessage(() => t('schemaPageNumber')),
  ),
);
