import type { Link, LinkState } from './link';

/**
 * Whether a link works now. Computed on the client because servers differ in how
 * (and whether) they report it; expiry date and time are read as UTC.
 */
export function linkState(link: Link, now: Date = new Date()): LinkState {
  if (link.disabled) return 'disabled';
  const { date, time, clickLimit } = link.expiry;
  if (clickLimit !== null && clickLimit > 0 && link.clicks >= clickLimit) return 'expired';
  if (date !== null) {
    const expiresAt = Date.parse(`${date}T${time ?? '00:00'}:00Z`);
    if (!Number.isNaN(expiresAt) && expiresAt <= now.getTime()) return 'expired';
  }
  return 'active';
}
