import { describe, expect, it } from 'vitest';
import { inMemoryDeleteRoutes } from '../../../lib/api';
import { caught, useReferenceServer } from '../support/reference-server';

/** A server that deletes like current phpShort releases: under /api/v1, 405 on the contract's path. */
const api = useReferenceServer({ deletePath: 'api' });

describe('delete on servers that use the /api/v1 path', () => {
  it('falls back after a 405, then remembers the route for this server', async () => {
    const memory = inMemoryDeleteRoutes();
    const client = api.client({ deleteRoutes: memory });
    const first = await client.links.create({ destination: 'https://example.com/1' });
    const second = await client.links.create({ destination: 'https://example.com/2' });
    api.server.clearRequests();

    await client.links.remove(first.id);
    expect(api.server.requests().map((r) => `${r.method} ${r.path}`)).toEqual([
      `DELETE /links/${first.id}/destroy`,
      `DELETE /api/v1/links/${first.id}`,
    ]);
    expect(await memory.get(api.server.url)).toBe('api-v1');

    api.server.clearRequests();
    await client.links.remove(second.id);
    expect(api.server.requests().map((r) => `${r.method} ${r.path}`)).toEqual([`DELETE /api/v1/links/${second.id}`]);
    expect((await caught(() => client.links.get(second.id))).kind).toBe('not-found');
  });

  it('deletes spaces the same way', async () => {
    const client = api.client();
    const space = await client.spaces.create({ name: 'Gone' });
    await client.spaces.remove(space.id);
    expect((await caught(() => client.spaces.get(space.id))).kind).toBe('not-found');
  });

  it('says not found when neither route knows the record', async () => {
    const error = await caught(() => api.client().links.remove(987_654));
    expect(error.kind).toBe('not-found');
  });

  it('does not retry elsewhere after an error that is not about the route', async () => {
    api.server.addFault({ status: 500, match: { method: 'DELETE' } });
    const error = await caught(() => api.client().links.remove(1));
    expect(error.kind).toBe('server');
    expect(api.server.requests()).toHaveLength(1);
  });
});
