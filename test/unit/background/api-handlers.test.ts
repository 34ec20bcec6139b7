import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/errors';
import { apiHandlers } from '../../../entrypoints/background/api-handlers';
import { connectionHandlers } from '../../../entrypoints/background/connection-handlers';
import { spacesCacheHandlers } from '../../../entrypoints/background/spaces-cache';
import { connectionItemOf } from '../../../entrypoints/background/connection-store';
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

  it('passes server errors on as typed errors', async () => {
    await connectionItemOf(FIRST_SERVER_ID).setValue({ serverUrl: backend.server.url, apiKey: 'wrong' });
    const error = await apiHandlers['spaces/list']({}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'auth' });
  });
});
