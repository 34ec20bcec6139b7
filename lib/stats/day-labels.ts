import { dateOfDay } from './days';
import type { Day } from '@/lib/api/model/stats';
import { formatDate } from '@/lib/i18n/format';
import { pageLanguage } from '@/lib/i18n/language';

/**
 * Days as the page's locale writes them. A day is a calendar date, not an instant: it is read in
 * UTC, where ./days puts it, so no zone west of Greenwich shows the day before.
 */

const shortFormats = new Map<string, Intl.DateTimeFormat>();

/** Month and day, for an axis: "Nov 22", "22. Nov.", "22 نوفمبر". */
export function formatDayShort(day: Day, locale: string = pageLanguage().formatLocale): string {
  let format = shortFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
    shortFormats.set(locale, format);
  }
  return format.format(dateOfDay(day));
}

/** The whole date, where a day stands alone: "Nov 22, 2026". */
export function formatDayLong(day: Day, locale: string = pageLanguage().formatLocale): string {
  return formatDate(dateOfDay(day), { timeZone: 'UTC' }, locale);
}
