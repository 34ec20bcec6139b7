import type { DialectName } from '../model/server';

/**
 * Fields only one dialect's link records carry (lib/api/README.md, "The two dialects"). A
 * dialect that reads the other's record would drop its window, targeting or passwords without a
 * word, so readers check first.
 */
const ONLY_IN: Record<DialectName, readonly string[]> = {
  classic: ['target_type', 'disabled', 'expiration_date', 'expiration_clicks', 'ends_at', 'privacy_password'],
  current: ['targets_type', 'active_period_start_at', 'active_period_end_at', 'clicks_limit', 'redirect_password'],
};

/** The dialect a link record belongs to, or null when it carries neither's own fields (or both). */
export function dialectOfLinkRecord(record: unknown): DialectName | null {
  if (typeof record !== 'object' || record === null) return null;
  const has = (dialect: DialectName) => ONLY_IN[dialect].some((field) => field in record);
  const classic = has('classic');
  const current = has('current');
  if (classic === current) return null;
  return classic ? 'classic' : 'current';
}

/**
 * Whether the field messages of a refused classic create are a current server's: it requires
 * `domain_id`, a name classic requests never send (and it ignores every classic name).
 */
export function refusedAsCurrentServer(fields: Record<string, string[]>): boolean {
  return Object.hasOwn(fields, 'domain_id');
}
