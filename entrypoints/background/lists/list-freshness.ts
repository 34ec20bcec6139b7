/**
 * How long a list the background keeps for pages (the account's spaces, a current server's
 * domains and pixels) is answered without asking the server again. Pages show the stored list at
 * once and ask when they open; an older list is fetched again behind it (stale-while-revalidate).
 * Changes made through the extension mark a list outdated at once (a space created, renamed or
 * deleted; a connection saved); 15 seconds bounds how long one made in phpShort's own dashboard
 * takes to show at the next opening, while a burst of openings (five within a few seconds) costs
 * at most one request per list against phpShort's 60 requests a minute.
 */
export const LIST_FRESH_MS = 15_000;

/**
 * The fetch time a stored list is given when a change made through the extension outdated it: older
 * than any real fetch, so never fresh, while the list itself stays for pages to show meanwhile.
 */
export const OUTDATED = 0;

/** Whether a list fetched at `at` (epoch ms; absent: never fetched) may still be answered without asking the server. */
export function isFresh(at: number | undefined, now: number = Date.now()): boolean {
  return at !== undefined && at !== OUTDATED && at <= now && now - at < LIST_FRESH_MS;
}
