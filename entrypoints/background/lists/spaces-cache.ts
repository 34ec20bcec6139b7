import type { ApiClient } from '@/lib/api/client';
import { toApiError } from '@/lib/api/errors';
import type { SpaceSummary } from '@/lib/api/model/space';
import type { Handlers } from '@/lib/messages/channel';
import type { ServerId } from '@/lib/servers';
import { STORAGE, type CachedSpaces } from '@/lib/storage/registry';
import { perServerItem } from '@/lib/storage/per-server-item';
import { connectedClient } from '../transport/connected-client';
import { readConnection } from '../servers/connection-store';
import { isFresh, OUTDATED } from './list-freshness';
import { serverIdFor } from '../servers/server-list-store';

const spacesCacheItemOf = perServerItem(STORAGE.spacesCache);

/** Enough for any real account; a bound so a misbehaving server cannot keep us paging forever. */
const MAX_PAGES = 10;

async function fetchAllSpaces(client: ApiClient): Promise<SpaceSummary[]> {
  const spaces: SpaceSummary[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const result = await client.spaces.list({ perPage: 100, page, order: 'oldest' });
    spaces.push(...result.items.map(({ id, name, color }) => ({ id, name, color })));
    if (page >= result.lastPage) break;
  }
  return spaces;
}

/** Per server, the changes made through the extension, so a fetch that overlapped one is not taken as fresh. */
const changes = new Map<ServerId, number>();
const changesOf = (serverId: ServerId) => changes.get(serverId) ?? 0;
/** Per server, the fetch under way: pages that ask together (the popup and the options page) share it. */
const fetching = new Map<ServerId, Promise<CachedSpaces>>();

/**
 * A space was created, renamed or deleted through the extension, or the connection was saved
 * (perhaps another account): the next ask fetches the list again. The stored list stays for the
 * popup's first paint meanwhile, marked {@link OUTDATED}.
 */
export async function markSpacesStale(serverId: ServerId): Promise<void> {
  changes.set(serverId, changesOf(serverId) + 1);
  const item = spacesCacheItemOf(serverId);
  const stored = await item.getValue();
  if (stored && stored.fetchedAt !== OUTDATED) await item.setValue({ ...stored, fetchedAt: OUTDATED });
}

async function fetchSpaces(serverId: ServerId, hasList: boolean): Promise<CachedSpaces> {
  const before = changesOf(serverId);
  // With a list to show meanwhile, this is a refresh: it yields to people's requests when the
  // server's budget runs low. Without one, someone is waiting for it.
  const client = await connectedClient(hasList ? 'refresh' : 'user', serverId);
  const spaces = await fetchAllSpaces(client);
  const cache: CachedSpaces = {
    serverOrigin: new URL(client.serverUrl).origin,
    spaces,
    // A change made while the list was on its way may be missing from it.
    fetchedAt: changesOf(serverId) === before ? Date.now() : OUTDATED,
  };
  await spacesCacheItemOf(serverId).setValue(cache);
  return cache;
}

/** The stored list while it is fresh; else fetched (or, when the request queue dropped the refresh, the stored one). */
async function currentSpaces(serverId: ServerId): Promise<CachedSpaces> {
  const [connection, stored] = await Promise.all([readConnection(serverId), spacesCacheItemOf(serverId).getValue()]);
  const ours = connection && stored?.serverOrigin === new URL(connection.serverUrl).origin ? stored : null;
  if (ours && isFresh(ours.fetchedAt)) return ours;
  let running = fetching.get(serverId);
  if (!running) {
    running = fetchSpaces(serverId, ours !== null).finally(() => fetching.delete(serverId));
    fetching.set(serverId, running);
  }
  try {
    return await running;
  } catch (error) {
    if (ours && toApiError(error).kind === 'rate-limited') return ours;
    throw error;
  }
}

export const spacesCacheHandlers: Pick<Handlers, 'spaces/refresh-cache'> = {
  'spaces/refresh-cache': async (_input, server) => currentSpaces(await serverIdFor(server)),
};
