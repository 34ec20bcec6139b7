import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/errors';
import { apiHandlers } from '../../../entrypoints/background/lists/api-handlers';
import { connectionHandlers } from '../../../entrypoints/background/connecting/connection-handlers';
import { spacesCacheHandlers } from '../../../entrypoints/background/lists/spaces-cache';
import { connectionItemOf } from '../../../entrypoints/background/servers/connection-store';
import { requestQueue } from '../../../entrypoints/background/transport/request-queue';
import { FIRST_SERVER_ID } from '../../../lib/servers';
import { STORAGE } from '../../../lib/storage/registry';
import { storedItem } from '../../../lib/storage/stored-item';
import { TEST_KEY, useReferenceServer } from '../support/reference-server';

const backend = useReferenceServer();

/** The background's handlers, with storage from WXT's fake browser and real HTTP to the reference server. */
describe('background handlers', () => {
  it('refuses to call the server before a connection is saved', async () => {
    await expect(apiHandlers['links/list']({})).rejects.toMatchObject({ kind: 'not-configured' });
    expect(backend.server.requests()).toHaveLength(0);
    expect(await connectionHandlers['connection/status'](null)).toMatchObject({
      configured: false,
      serverOrigin: null,
    });
  });

  it('uses the saved server and key, and tells UI pages only the origin', async () => {
    await connectionItemOf(FIRST_SERVER_ID).setValue({ serverUrl: `${backend.server.url}/api/v1/`, apiKey: TEST_KEY });
    const space = await apiHandlers['spaces/create']({ name: 'Work', color: 2 });
    const link = await apiHandlers['links/create']({ destination: 'https://example.com/', spaceId: space.id });
    expect((await apiHandlers['links/get']({ id: link.id })).space?.name).toBe('Work');
    expect(await apiHandlers['links/remove']({ id: link.id })).toBeNull();
    const status = await connectionHandlers['connection/status'](null);
    expect(status).toMatchObject({ configured: true, serverOrigin: backend.server.url, serverUrl: backend.server.url });
    expect(JSON.stringify(status)).not.toContain(TEST_KEY);
  });

  it('caches every space of the account for the popup', async () => {
    await connectionItemOf(FIRST_SERVER_ID).setValue({ serverUrl: backend.server.url, apiKey: TEST_KEY });
    for (let i = 1; i <= 12; i++) await apiHandlers['spaces/create']({ name: `S${i}`, color: 1 });
    const cache = await spacesCacheHandlers['spaces/refresh-cache'](null);
    expect(cache.serverOrigin).toBe(backend.server.url);
    expect(cache.spaces.map((s) => s.name)).toEqual(Array.from({ length: 12 }, (_, i) => `S${i + 1}`));
    expect(await storedItem(STORAGE.spacesCache).getValue()).toEqual(cache);
  });

  it('lists a page as bulk work when asked (an export): it waits out the rate limit, and a stop takes it back unsent', async () => {
    await connectionItemOf(FIRST_SERVER_ID).setValue({ serverUrl: backend.server.url, apiKey: TEST_KEY });
    const isList = (r: { method: string; path: string }) => r.method === 'GET' && r.path === '/api/v1/links';
    try {
      // The flag is the background's: the server never sees it.
      await apiHandlers['links/list']({ page: 1, perPage: 100, bulk: true });
      expect(backend.server.requests().filter(isList).at(-1)?.params).not.toContain('bulk');
      backend.server.addFault({ match: { path: '/api/v1/links' }, status: 429, retryAfterSeconds: 600, times: 1 });
      const exporting = apiHandlers['links/list']({ page: 2, perPage: 100, bulk: true });
      // After the 429 the page waits in the queue for the server's window instead of failing…
      await expect.poll(() => requestQueue.state().waiting).toBe(1);
      // …where a person's list fails at once with the time to wait.
      await expect(apiHandlers['links/list']({ page: 1 })).rejects.toMatchObject({ kind: 'rate-limited' });
      const sent = backend.server.requests().filter(isList).length;
      expect(await apiHandlers['requests/stop-bulk'](null)).toEqual({ dropped: 1 });
      await expect(exporting).rejects.toMatchObject({ kind: 'aborted' });
      expect(backend.server.requests().filter(isList)).toHaveLength(sent);
    } finally {
      // The queue is the background's one: the 600 s it learned must not hold the next tests.
      requestQueue.forget();
    }
  });

  it('passes server errors on as typed errors', async () => {
    await connectionItemOf(FIRST_SERVER_ID).setValue({ serverUrl: backend.server.url, apiKey: 'wrong' });
    const error = await apiHandlers['spaces/list']({}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'auth' });
  });
});
