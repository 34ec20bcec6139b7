import type { Capabilities } from '@/lib/api/model/server';
import { pageLanguage } from '@/lib/i18n/language';
import { t } from '@/lib/i18n/messages';
import { tCount } from '@/lib/i18n/plural';
import { END_OF_DAY } from '@/lib/link-form/expiry-values';
import type { LinkFormValues } from '@/lib/link-form/values';

type ExpiryValues = Pick<
  LinkFormValues,
  'expiryStartDate' | 'expiryStartTime' | 'expiryDate' | 'expiryTime' | 'expiryClickLimit' | 'expiryRedirectUrl'
>;

/** Whether anything of the section is filled in (the start only counts where it is shown). */
export function hasExpiry(values: ExpiryValues, mode: Capabilities['expiry']): boolean {
  const start = mode === 'window' ? [values.expiryStartDate, values.expiryStartTime] : [];
  return [...start, values.expiryDate, values.expiryTime, values.expiryClickLimit, values.expiryRedirectUrl].some(
    (value) => value.trim() !== '',
  );
}

/**
 * One line for the closed "Expiry" disclosure, from what is typed (not yet validated): "none",
 * or e.g. "2026-12-31 18:30 · 500 clicks · then example.com" where the expiry is an end (kept as
 * typed: those servers store it as it is), and "From 1 Dec, 9:00 until 31 Dec, 18:00 (CET) · 500
 * clicks" where it is a window, written for the page's language and naming the user's zone,
 * which is the one the window's fields are read in.
 */
export function expirySummary(values: ExpiryValues, mode: Capabilities['expiry'], now: Date = new Date()): string {
  const clicks = values.expiryClickLimit.trim();
  const redirect = values.expiryRedirectUrl.trim();
  const parts = [
    mode === 'window' ? windowText(values, now) : joined(values.expiryDate, values.expiryTime),
    clicks === '' ? '' : clicksText(clicks),
    redirect === '' ? '' : t('expiryThen', { host: hostOf(redirect) }),
  ].filter(Boolean);
  return parts.length === 0 ? t('expirySummaryNone') : parts.join(' · ');
}

function clicksText(clicks: string): string {
  return /^\d+$/.test(clicks) ? tCount('expiryClicks', Number(clicks)) : t('expiryClicksAsTyped', { clicks });
}

function joined(date: string, time: string): string {
  return [date.trim(), time.trim()].filter(Boolean).join(' ');
}

function windowText(values: ExpiryValues, now: Date): string {
  const start = readableMoment(values.expiryStartDate, values.expiryStartTime, now);
  const end = readableMoment(values.expiryDate, values.expiryTime, now, END_OF_DAY);
  if (!start.text && !end.text) return '';
  // The zone as it is at the end (else the start): where a window spans a change of summer time,
  // the end is what the user most likely checks.
  const zone = shortZoneName(end.at ?? start.at ?? now);
  if (start.text && end.text) return t('expiryWindowFromUntil', { end: end.text, start: start.text, zone });
  if (start.text) return t('expiryWindowFrom', { start: start.text, zone });
  return t('expiryWindowUntil', { end: end.text, zone });
}

/**
 * The window's start and end as local instants, where they can be read: the time zone is named
 * as it is on those days (summer or winter time), not as it is today.
 */
export function windowInstants(values: ExpiryValues, now: Date = new Date()): { start: Date | null; end: Date | null } {
  return {
    start: readableMoment(values.expiryStartDate, values.expiryStartTime, now).at,
    end: readableMoment(values.expiryDate, values.expiryTime, now, END_OF_DAY).at,
  };
}

interface Moment {
  text: string;
  /** The local instant, when the date (and the time, if any) can be read. */
  at: Date | null;
}

/**
 * "2026-12-01" + "09:00" → "1 Dec, 9:00" in British English, "Dec 1, 9:00 AM" in American, "1. Dez.,
 * 9:00" in German (the year only when it is not this year's); what cannot be read shows as typed.
 * A readable day without a time takes `defaultTime` where the form sends one (a window's end: the
 * end of its day), so the line says the moment the server will store.
 */
function readableMoment(dateText: string, timeText: string, now: Date, defaultTime = ''): Moment {
  const typed = { text: joined(dateText, timeText), at: null };
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateText.trim());
  if (!date) return typed;
  const [year, month, day] = [Number(date[1]), Number(date[2]), Number(date[3])];
  const time = timeText.trim() || defaultTime;
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (time !== '' && !clock) return typed;
  const at = new Date(year, month - 1, day, Number(clock?.[1] ?? 0), Number(clock?.[2] ?? 0));
  if (Number.isNaN(at.getTime()) || at.getDate() !== day) return typed;
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' };
  if (year !== now.getFullYear()) options.year = 'numeric';
  if (clock) Object.assign(options, { hour: 'numeric', minute: '2-digit' });
  return { text: new Intl.DateTimeFormat(pageLanguage().formatLocale, options).format(at), at };
}

/** The user's zone at `at`, short: "CET", "GMT+1", "MEZ". */
function shortZoneName(at: Date): string {
  const parts = new Intl.DateTimeFormat(pageLanguage().formatLocale, { timeZoneName: 'short' }).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

function hostOf(url: string): string {
  try {
    return new URL(url).host || url;
  } catch {
    return url;
  }
}
