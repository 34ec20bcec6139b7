import type { DoneEntry, RecentEntry } from './recent-entry';

/**
 * Pure lookups over the stored list (newest first). No storage and no zod here: the popup
 * uses these on what it read from storage itself, within its size budget.
 */

/** The newest link made for this page, if any: the popup offers it before making another. */
export function newestDoneForPage(entries: readonly RecentEntry[], pageUrl: string): DoneEntry | undefined {
  return entries.find(
    (entry): entry is DoneEntry =>
      entry.status === 'done' && (entry.pageUrl === pageUrl || entry.link.destination === pageUrl),
  );
}

export function entryForRequest(entries: readonly RecentEntry[], requestId: string): RecentEntry | undefined {
  return entries.find((entry) => entry.requestId === requestId);
}

/** Storage may hold anything (an older release, a hand edit): keep only what looks like entries. */
export function readEntries(raw: unknown): RecentEntry[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter((item): item is RecentEntry => {
    if (typeof item !== 'object' || item === null) return false;
    const entry = item as { id?: unknown; pageUrl?: unknown; status?: unknown; link?: { shortUrl?: unknown } | null };
    if (typeof entry.id !== 'string' || typeof entry.pageUrl !== 'string') return false;
    return entry.status === 'failed' || (entry.status === 'done' && typeof entry.link?.shortUrl === 'string');
  });
}
