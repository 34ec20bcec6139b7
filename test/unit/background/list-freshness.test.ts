import { beforeEach, describe, expect, it } from 'vitest';
import { apiHandlers } from '../../../entrypoints/background/lists/api-handlers';
import { connectionHandlers } from '../../../entrypoints/background/connecting/connection-handlers';
import { connectionItemOf } from '../../../entrypoints/background/servers/connection-store';
import { FIRST_SERVER_ID } from '../../../lib/servers';
import { LIST_FRESH_MS, OUTDATED } from '../../../entrypoints/background/lists/list-freshness';
import { requestQueue } from '../../../entrypoints/background/transport/request-queue';
import { spacesCacheHandlers } from '../../../entrypoints/background/lists/spaces-cache';
import { STORAGE } from '../../../lib/storage/registry';
import { storedItem } from '../../../lib/storage/stored-item';
import { TEST_KEY, useReferenceServer } from '../support/reference-server';

/**
 * The lists the background keeps for pages are fetched when stale (LIST_FRESH_MS) or changed
 * through the extension, not whenever a page opens: every request counts against phpShort's 60 a minute.
 */

const spacesCache = storedItem(STORAGE.spacesCache);
const knownResources = storedItem(STORAGE.knownResources);
const refreshSpaces = () => spacesCacheHandlers['spaces/refresh-cache'](null);

describe.each(['classic', 'current'] as const)('on a %s server', (dialect) => {
  const backend = useReferenceServer({ dialect });
  const spaceLists = () => backend.server.requests().filter((r) => r.method === 'GET' && r.path === '/api/v1/spaces');

  beforeEach(async () => {
    requestQueue.forget();
    await connectionItemOf(FIRST_SERVER_ID).setValue({ serverUrl: backend.server.url, apiKey: TEST_KEY, dialect });
  });

  it('answers the spaces from the cache while it is fresh, and fetches again after a change through the extension', async () => {
    const first = await refreshSpaces();
    await refreshSpaces();
    await refreshSpaces();
    expect(spaceLists()).toHaveLength(1);

    await apiHandlers['spaces/create']({ name: 'Travel', color: 3 });
    // The popup still has the old list to show while the new one is on its way.
    expect((await spacesCache.getValue())?.spaces).toEqual(first.spaces);
    const afterCreate = await refreshSpaces();
    expect(afterCreate.spaces.map((s) => s.name)).toContain('Travel');
    expect(spaceLists()).toHaveLength(2);

    const travel = afterCreate.spaces.find((s) => s.name === 'Travel');
    await apiHandlers['spaces/update']({ id: travel?.id ?? 0, changes: { name: 'Trips' } });
    expect((await refreshSpaces()).spaces.map((s) => s.name)).toContain('Trips');
    await apiHandlers['spaces/remove']({ id: travel?.id ?? 0 });
    expect((await refreshSpaces()).spaces.map((s) => s.name)).not.toContain('Trips');
    await refreshSpaces();
    expect(spaceLists()).toHaveLength(4);
  });

  it('fetches the spaces again once the cache is older than a few minutes, and once for pages that ask together', async () => {
    const cache = await refreshSpaces();
    await spacesCache.setValue({ ...cache, fetchedAt: Date.now() - LIST_FRESH_MS - 1 });
    await Promise.all([refreshSpaces(), refreshSpaces(), refreshSpaces()]);
    expect(spaceLists()).toHaveLength(2);
    expect((await spacesCache.getValue())?.fetchedAt).toBeGreaterThan(Date.now() - 5_000);
  });

  it('answers the stored spaces when the server refuses a refresh (rate limit)', async () => {
    const cache = await refreshSpaces();
    await spacesCache.setValue({ ...cache, fetchedAt: OUTDATED });
    backend.server.addFault({ match: { path: '/api/v1/spaces' }, status: 429, retryAfterSeconds: 30, times: 1 });
    expect((await refreshSpaces()).spaces).toEqual(cache.spaces);
    expect(spaceLists()).toHaveLength(2);
  });

  it('a saved connection makes the lists stale (the key may be another account)', async () => {
    await refreshSpaces();
    await apiHandlers['resources/list'](null);
    await connectionHandlers['connection/save']({
      serverUrl: backend.server.url,
      apiKey: TEST_KEY,
      allowInsecureHttp: false,
      dialect,
    });
    expect((await spacesCache.getValue())?.fetchedAt).toBe(OUTDATED);
    if (dialect === 'current') expect((await knownResources.getValue())?.listedAt).toBe(OUTDATED);
    await refreshSpaces();
    expect(spaceLists().length).toBeGreaterThanOrEqual(2);
  });

  it('lists the domains and pixels once while fresh (current servers list them; classic ones are never asked)', async () => {
    const lists = () =>
      backend.server.requests().filter((r) => r.path === '/api/v1/domains' || r.path === '/api/v1/pixels');
    const first = await apiHandlers['resources/list'](null);
    expect(await apiHandlers['resources/list'](null)).toEqual(first);
    expect(await apiHandlers['resources/list'](null)).toEqual(first);
    expect(lists()).toHaveLength(dialect === 'current' ? 2 : 0);
    if (dialect === 'classic') return;
    const stored = await knownResources.getValue();
    if (!stored) throw new Error('The listed domains and pixels were not stored');
    await knownResources.setValue({ ...stored, listedAt: Date.now() - LIST_FRESH_MS - 1 });
    expect(await apiHandlers['resources/list'](null)).toEqual(first);
    expect(lists()).toHaveLength(4);
  });
});
