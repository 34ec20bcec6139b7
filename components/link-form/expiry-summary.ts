import type { Capabilities } from '@/lib/api/model/server';
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
 * or e.g. "2026-12-31 18:30 · 500 clicks · then example.com" where the expiry is an end, and
 * "From 1 Dec 09:00 until 31 Dec 18:00 · 500 clicks" where it is a window.
 */
export function expirySummary(values: ExpiryValues, mode: Capabilities['expiry'], now: Date = new Date()): string {
  const clicks = values.expiryClickLimit.trim();
  const redirect = values.expiryRedirectUrl.trim();
  const parts = [
    mode === 'window' ? windowText(values, now) : joined(values.expiryDate, values.expiryTime),
    clicks === '' ? '' : `${clicks} ${clicks === '1' ? 'click' : 'clicks'}`,
    redirect === '' ? '' : `then ${hostOf(redirect)}`,
  ].filter(Boolean);
  return parts.length === 0 ? 'none' : parts.join(' · ');
}

function joined(date: string, time: string): string {
  return [date.trim(), time.trim()].filter(Boolean).join(' ');
}

function windowText(values: ExpiryValues, now: Date): string {
  const start = joined(readableDate(values.expiryStartDate, now), values.expiryStartTime);
  const end = joined(readableDate(values.expiryDate, now), values.expiryTime);
  if (start && end) return `From ${start} until ${end}`;
  if (start) return `From ${start}`;
  return end ? `Until ${end}` : '';
}

const DAY_AND_MONTH = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });

/** "2026-12-01" → "1 Dec" (with the year when it is not this year); anything else as typed. */
function readableDate(text: string, now: Date): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return text.trim();
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  if (Number.isNaN(date.getTime()) || date.getDate() !== day) return text.trim();
  const dayAndMonth = DAY_AND_MONTH.format(date);
  return year === now.getFullYear() ? dayAndMonth : `${dayAndMonth} ${year}`;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host || url;
  } catch {
    return url;
  }
}
