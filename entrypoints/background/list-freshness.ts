/**
 * How long a list the background keeps for pages (the account's spaces, a current server's
 * domains and pixels) is trusted before the server is asked again. They change rarely, and
 * almost always through the extension, which marks them outdated at once (a space created, renamed
 * or deleted; a connection saved). Five minutes bounds how long a change made in phpShort's own
 * dashboard takes to show, while a session that opens the popup every few seconds asks once:
 * before, every opening cost a spaces request, half of what a session sent against phpShort's
 * 60 requests a minute.
 */
export const LIST_FRESH_MS = 5 * 60_000;

/**
 * The fetch time a stored list is given when a change made through the extension outdated it: older
 * than any real fetch, so never fresh, while the list itself stays for pages to show meanwhile.
 */
export const OUTDATED = 0;

/** Whether a list fetched at `at` (epoch ms; absent: never fetched) may still be answered without asking the server. */
export function isFresh(at: number | undefined, now: number = Date.now()): boolean {
  return at !== undefined && at !== OUTDATED && at <= now && now - at < LIST_FRESH_MS;
}
