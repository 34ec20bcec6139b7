import { toApiError } from '@/lib/api/errors';
import { linkState, type Link } from '@/lib/api/model/link';
import { mayBeOf, newestDoneForPage, type DoneEntry, type RecentVerdict } from '@/lib/recent';
import type { ServerId } from '@/lib/servers';
import { connectedClient } from '../transport/connected-client';
import { readConnection } from '../servers/connection-store';
import { serverRefOf, type ConnectedClient } from '../transport/dialect-guard';
import { serverIdFor } from '../servers/server-list-store';
import type { RequestPriority } from '../transport/request-queue';
import { forgetRecentLinks, readRecent, replaceRecentLink } from './recent-store';

/**
 * A link made earlier is offered (popup) or copied (menu, shortcut) only once the server has said
 * it still exists, with the short URL it has now: it may have been renamed or deleted since, in the
 * extension's link manager or in phpShort's own dashboard. One request (the link by id), and only
 * when there is such a link; a server that cannot answer leaves the entry as it was.
 */

/** Why the server's record no longer stands for the page, if it does not. */
function goneReason(stored: Link, now: Link): 'elsewhere' | 'inactive' | null {
  // Edited to lead somewhere else: it is no longer this page's link.
  if (now.destination !== stored.destination) return 'elsewhere';
  if (linkState(now) !== 'active') return 'inactive';
  return null;
}

/** Asks the server about `entry`'s link and files the answer in recent links. */
export async function checkEarlierLink(entry: DoneEntry, client: ConnectedClient): Promise<RecentVerdict> {
  const server = serverRefOf(client);
  // Another server's link: this one cannot tell anything about it.
  if (!mayBeOf(entry, server)) return { status: 'unchecked', entry };
  const sameLink = (link: Link) => link.id === entry.link.id;
  let now: Link;
  try {
    now = await client.links.get(entry.link.id);
  } catch (error) {
    // Only the server's "no such link" drops it: a network failure, a rate limit or a key problem says nothing about it.
    if (toApiError(error).kind !== 'not-found') return { status: 'unchecked', entry };
    await forgetRecentLinks(server, sameLink);
    return { status: 'gone', reason: 'deleted', entry };
  }
  const reason = goneReason(entry.link, now);
  if (reason !== null) {
    await forgetRecentLinks(server, sameLink);
    return { status: 'gone', reason, entry };
  }
  // Renamed (a new alias) or otherwise edited: offered as it is now.
  if (JSON.stringify(now) !== JSON.stringify(entry.link)) await replaceRecentLink(server, now);
  return { status: 'current', entry: { ...entry, link: now } };
}

/** A client for the check, or null when none can be had now (the entry is then left unchecked). */
function clientFor(priority: RequestPriority, server: ServerId | null): Promise<ConnectedClient | null> {
  return connectedClient(priority, server).catch(() => null);
}

/** The popup's offer: the entry checked with a refresh's priority (dropped, not waited for, when the server's budget is low). */
export async function checkRecentEntry(entryId: string): Promise<RecentVerdict | null> {
  const entry = (await readRecent()).find((e): e is DoneEntry => e.id === entryId && e.status === 'done');
  if (!entry) return null;
  // Asked of the server it was made on (an older release's entry: the current one).
  const client = await clientFor('refresh', entry.serverId ?? null);
  return client ? checkEarlierLink(entry, client) : { status: 'unchecked', entry };
}

/**
 * The link made earlier for `pageUrl` on `server` (null: the current one), checked; null when there
 * is none. Asked by the menu and the shortcut, a person waiting: with a user's priority.
 */
export async function earlierLinkFor(pageUrl: string, server: ServerId | null): Promise<RecentVerdict | null> {
  const serverId = await serverIdFor(server).catch(() => null);
  if (serverId === null) return null;
  const [entries, connection] = await Promise.all([readRecent(), readConnection(serverId)]);
  if (!connection) return null;
  const entry = newestDoneForPage(entries, pageUrl, { serverId, serverOrigin: new URL(connection.serverUrl).origin });
  if (!entry) return null;
  const client = await clientFor('user', serverId);
  return client ? checkEarlierLink(entry, client) : { status: 'unchecked', entry };
}
