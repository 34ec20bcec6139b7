import type { LinkFormValues } from '@/lib/link-form/values';

type ExpiryValues = Pick<LinkFormValues, 'expiryDate' | 'expiryTime' | 'expiryClickLimit' | 'expiryRedirectUrl'>;

export function hasExpiry(values: ExpiryValues): boolean {
  return [values.expiryDate, values.expiryTime, values.expiryClickLimit, values.expiryRedirectUrl].some(
    (value) => value.trim() !== '',
  );
}

/**
 * One line for the closed "Expiry" disclosure, from what is typed (not yet validated):
 * "none", or e.g. "2026-12-31 18:30 · 500 clicks · then example.com".
 */
export function expirySummary(values: ExpiryValues): string {
  const when = [values.expiryDate.trim(), values.expiryTime.trim()].filter(Boolean).join(' ');
  const clicks = values.expiryClickLimit.trim();
  const redirect = values.expiryRedirectUrl.trim();
  const parts = [
    when,
    clicks === '' ? '' : `${clicks} ${clicks === '1' ? 'click' : 'clicks'}`,
    redirect === '' ? '' : `then ${hostOf(redirect)}`,
  ].filter(Boolean);
  return parts.length === 0 ? 'none' : parts.join(' · ');
}

function hostOf(url: string): string {
  try {
    return new URL(url).host || url;
  } catch {
    return url;
  }
}
