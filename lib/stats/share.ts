import { pageLanguage } from '@/lib/i18n/language';

/** `count` as a part of `total`, 0 to 1 (0 when the total is 0). */
export function shareOf(count: number, total: number): number {
  return total > 0 ? count / total : 0;
}

const percentFormats = new Map<string, Intl.NumberFormat>();

/** A share as the page's locale writes a percentage: "42%", "42 %", "٪٤٢". */
export function formatShare(share: number, locale: string = pageLanguage().formatLocale): string {
  let format = percentFormats.get(locale);
  if (!format) {
    // Up to one decimal: "0.4%" rather than "0%" for a few visitors among hundreds.
    format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    percentFormats.set(locale, format);
  }
  return format.format(share);
}
