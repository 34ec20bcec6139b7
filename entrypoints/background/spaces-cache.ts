import type { ApiClient } from '@/lib/api/client';
import type { SpaceSummary } from '@/lib/api/model/space';
import type { Handlers } from '@/lib/messages/channel';
import { STORAGE, type CachedSpaces } from '@/lib/storage/registry';
import { storedItem } from '@/lib/storage/stored-item';
import { connectedClient } from './connected-client';

const spacesCacheItem = storedItem(STORAGE.spacesCache);

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

export const spacesCacheHandlers: Pick<Handlers, 'spaces/refresh-cache'> = {
  'spaces/refresh-cache': async () => {
    const client = await connectedClient();
    const cache: CachedSpaces = {
      serverOrigin: new URL(client.serverUrl).origin,
      spaces: await fetchAllSpaces(client),
      fetchedAt: Date.now(),
    };
    await spacesCacheItem.setValue(cache);
    return cache;
  },
};
