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
  return raw.filter(
    (item): item is RecentEntry =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as RecentEntry).id === 'string' &&
      typeof (item as RecentEntry).pageUrl === 'string' &&
      (((item as RecentEntry).status === 'done' && typeof (item as DoneEntry).link?.shortUrl === 'string') ||
        (item as RecentEntry).status === 'failed'),
  );
}
