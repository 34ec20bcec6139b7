import type { TopListName } from '@/lib/api/model/stats';
import { pageLanguage } from '@/lib/i18n/language';
import { t } from '@/lib/i18n/messages';
import { deviceName } from '../device-names';

/**
 * What a top list's row is called on screen. Countries (ISO 3166 codes) and languages (ISO 639
 * codes) by their names in the page's language, devices by the catalog's words; the other lists as
 * the server writes them (browser and system names, cities, referrer hosts). Where the server has
 * no value: "Unknown", except for referrers, where no value means the visitor came with no referrer
 * (typed, bookmarked, from an app, or a referrer the browser withheld): "Direct or unknown".
 */
export function topEntryLabel(
  list: TopListName,
  value: string | null,
  locale: string = pageLanguage().formatLocale,
): string {
  if (value === null || value === '') return list === 'referrer' ? t('statsReferrerNone') : t('statsUnknownValue');
  if (list === 'country') return displayName(locale, 'region', value);
  if (list === 'language') return displayName(locale, 'language', value);
  if (list === 'device') return deviceName(value);
  return value;
}

const displayNames = new Map<string, Intl.DisplayNames>();

/** The name of a code, or the code itself where the runtime knows no name or the code is malformed. */
function displayName(locale: string, type: 'region' | 'language', code: string): string {
  const key = `${type} ${locale}`;
  let names = displayNames.get(key);
  if (!names) {
    names = new Intl.DisplayNames(locale, { type, fallback: 'code' });
    displayNames.set(key, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    // RangeError for a code no standard allows ("Germany", "e"): shown as the server sent it.
    return code;
  }
}
