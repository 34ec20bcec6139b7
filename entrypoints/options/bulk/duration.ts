import { pageLanguage } from '@/lib/i18n/language';

/**
 * "2 minutes", "42 Sekunden", "دقيقتان": a duration in the page's language with its plural, from
 * the browser's own unit names (no counted message per language needed).
 */
export function durationText(amount: number, unit: 'second' | 'minute'): string {
  return new Intl.NumberFormat(pageLanguage().formatLocale, { style: 'unit', unit, unitDisplay: 'long' }).format(
    amount,
  );
}
