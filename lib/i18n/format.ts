import { pageLanguage } from './language';

/**
 * Numbers, dates and times as the user's locale writes them (see `PageLanguage.formatLocale`).
 * Times always name their zone: an expiry of "14:30" means little to a team spread over zones.
 */

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  const known = formatters.get(key) as F | undefined;
  if (known) return known;
  const made = make();
  formatters.set(key, made);
  return made;
}

function numberFormat(locale: string): Intl.NumberFormat {
  return cached(`number ${locale}`, () => new Intl.NumberFormat(locale));
}

function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(`date ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

/** A short list: "abc, def and xyz" in English, "abc、def和xyz" in Chinese. */
export function formatList(items: readonly string[], locale = pageLanguage().formatLocale): string {
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
}

/** A count or any other number: "1,234" in English, "1.234" in German, "١٬٢٣٤" in Arabic. */
export function formatNumber(value: number, locale = pageLanguage().formatLocale): string {
  return numberFormat(locale).format(value);
}

/** Which zone: the user's own unless a test or a server-side value names another. */
export interface ZoneOption {
  timeZone?: string;
}

/** A calendar date without time: "Dec 5, 2026", "5. Dez. 2026". */
export function formatDate(date: Date, { timeZone }: ZoneOption = {}, locale = pageLanguage().formatLocale): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(date);
}

/** A time of day with its zone: "2:30 PM CET", "14:30 MEZ". */
export function formatTime(date: Date, { timeZone }: ZoneOption = {}, locale = pageLanguage().formatLocale): string {
  return dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone }).format(date);
}

/** A date and time with its zone: "Dec 5, 2026, 2:30 PM CET". */
export function formatDateTime(
  date: Date,
  { timeZone }: ZoneOption = {},
  locale = pageLanguage().formatLocale,
): string {
  return dateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(date);
}

/** The user's zone by name, for a note beside time fields: "Central European Standard Time". */
export function formatTimeZoneName(
  { timeZone }: ZoneOption = {},
  at = new Date(),
  locale = pageLanguage().formatLocale,
): string {
  const parts = dateTimeFormat(locale, { timeZoneName: 'long', timeZone }).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone ?? localTimeZone();
}

/** The IANA name of the browser's zone, e.g. "Europe/Berlin" (what `datetime-local` fields mean). */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
