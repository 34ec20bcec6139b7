import type { Link } from '@/lib/api/model/link';
import { mayBeOf, RECENT_LINKS_LIMIT, type RecentEntry, type ServerRef } from '@/lib/recent';
import { STORAGE } from '@/lib/storage/registry';
import { storedItem } from '@/lib/storage/stored-item';
import { oneAtATime } from '@/lib/one-at-a-time';

// Kept in memory: the background reads the list before every shortening (a repeated request
// answers its earlier link). The popup reads it straight from storage with its other data.
const recentItem = storedItem(STORAGE.recentLinks, { keepInMemory: true });

/** Newest first, at most RECENT_LINKS_LIMIT. */
export async function readRecent(): Promise<RecentEntry[]> {
  return recentItem.getValue();
}

/**
 * The entries with `link`, as `server` now has it, in place of their copy of it (a new alias, say).
 * An entry whose link now leads somewhere else no longer stands for its page: it is dropped.
 */
function withLinkReplaced(entries: readonly RecentEntry[], server: ServerRef, link: Link): RecentEntry[] {
  return entries.flatMap((entry) => {
    if (entry.status !== 'done' || entry.link.id !== link.id || !mayBeOf(entry, server)) return [entry];
    return entry.link.destination === link.destination ? [{ ...entry, link }] : [];
  });
}

/** The entries without the links of `server` that `gone` names. */
function withoutLinks(
  entries: readonly RecentEntry[],
  server: ServerRef,
  gone: (link: Link) => boolean,
): RecentEntry[] {
  return entries.filter((entry) => !(entry.status === 'done' && mayBeOf(entry, server) && gone(entry.link)));
}

// Several shortenings can finish at once (a menu click while the popup waits): changes are
// applied one after another so none overwrites another's read-modify-write.
const oneChangeAtATime = oneAtATime();

/** Applies `change` to the stored list, keeps it bounded, and answers the new list. */
function changeRecent(change: (entries: RecentEntry[]) => RecentEntry[]): Promise<RecentEntry[]> {
  return oneChangeAtATime(async () => {
    const entries = change(await readRecent()).slice(0, RECENT_LINKS_LIMIT);
    await recentItem.setValue(entries);
    return entries;
  });
}

/** Puts `entry` first, replacing any entry with the same id (a retried failure). */
export function putRecent(entry: RecentEntry): Promise<RecentEntry[]> {
  return changeRecent((entries) => [entry, ...entries.filter((e) => e.id !== entry.id)]);
}

/** A link changed on the server (edited through the extension, or found changed): its entries show it as it is now. */
export function replaceRecentLink(server: ServerRef, link: Link): Promise<RecentEntry[]> {
  return changeRecent((entries) => withLinkReplaced(entries, server, link));
}

/** Links that no longer exist on the server (deleted, or deleted with their space) are never offered again. */
export function forgetRecentLinks(server: ServerRef, gone: (link: Link) => boolean): Promise<RecentEntry[]> {
  return changeRecent((entries) => withoutLinks(entries, server, gone));
}

/** A server removed from the list: what was made on it is no longer offered or retried. */
export function forgetServerEntries(serverId: string): Promise<RecentEntry[]> {
  return changeRecent((entries) => entries.filter((entry) => entry.serverId !== serverId));
}

/** The user dismissed a failed shortening in the popup. */
export function dismissRecent(entryId: string): Promise<RecentEntry[]> {
  return changeRecent((entries) => entries.filter((entry) => entry.id !== entryId));
}
