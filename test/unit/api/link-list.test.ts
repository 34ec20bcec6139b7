import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiClient, Link, LinkListQuery } from '../../../lib/api';
import { TEST_SEED, useReferenceServer } from '../support/reference-server';

const api = useReferenceServer();

/**
 * Six links with known titles, aliases, destinations, clicks and states, so
 * every filter and sort can be checked against what the server holds.
 */
let links: Record<'apple' | 'banana' | 'cherry' | 'date' | 'elder' | 'fig', Link>;
let spaceId: number;

async function seed(client: ApiClient): Promise<void> {
  const space = await client.spaces.create({ name: 'Spring' });
  spaceId = space.id;
  const create = (alias: string, extra: Partial<Parameters<ApiClient['links']['create']>[0]> = {}) =>
    client.links.create({ destination: `https://${alias}.example.org/page`, alias, ...extra });
  links = {
    apple: await create('apple', { spaceId }),
    banana: await create('banana', { domainId: TEST_SEED.domains[0].id }),
    cherry: await create('cherry', { pixelIds: [TEST_SEED.pixels[1].id], spaceId }),
    date: await create('date', { disabled: true }),
    elder: await create('elder', { expiry: { date: '2020-01-01' } }),
    fig: await create('fig', { expiry: { clickLimit: 2 } }),
  };
  api.server.addClicks(links.apple.id, 5);
  api.server.addClicks(links.banana.id, 9);
  api.server.addClicks(links.cherry.id, 1);
  api.server.addClicks(links.fig.id, 2);
  api.server.clearRequests();
}

async function aliases(query: LinkListQuery): Promise<string[]> {
  return (await api.client().links.list(query)).items.map((l) => l.alias);
}

describe('link list filters and sorts over HTTP', () => {
  beforeEach(async () => {
    await seed(api.client());
  });

  it('lists newest first by default with pagination totals', async () => {
    const page = await api.client().links.list();
    expect(page.items.map((l) => l.alias)).toEqual(['fig', 'elder', 'date', 'cherry', 'banana', 'apple']);
    expect(page).toMatchObject({ page: 1, lastPage: 1, total: 6, perPage: 10 });
  });

  it('sorts oldest first, by most clicks and by fewest clicks', async () => {
    expect(await aliases({ order: 'oldest' })).toEqual(['apple', 'banana', 'cherry', 'date', 'elder', 'fig']);
    const most = await aliases({ order: 'most-clicks' });
    expect(most.slice(0, 3)).toEqual(['banana', 'apple', 'fig']);
    const fewest = await aliases({ order: 'fewest-clicks' });
    expect(fewest.slice(-3)).toEqual(['fig', 'apple', 'banana']);
    expect(api.server.requests().map((r) => r.query.sort)).toEqual(['asc', 'max', 'min']);
  });

  it('searches in the alias, the URL and the title', async () => {
    expect(await aliases({ search: 'an', searchIn: 'alias' })).toEqual(['banana']);
    expect(await aliases({ search: 'cherry.example', searchIn: 'url' })).toEqual(['cherry']);
    // Without a title fetch the reference server titles a link with its destination's host name.
    expect(await aliases({ search: 'elder', searchIn: 'title' })).toEqual(['elder']);
    expect(api.server.requests().map((r) => r.query)).toEqual([
      { search: 'an', by: 'alias' },
      { search: 'cherry.example', by: 'url' },
      { search: 'elder', by: 'title' },
    ]);
  });

  it('filters by state: active, expired, disabled, all', async () => {
    expect(await aliases({ state: 'active', order: 'oldest' })).toEqual(['apple', 'banana', 'cherry']);
    expect(await aliases({ state: 'expired', order: 'oldest' })).toEqual(['elder', 'fig']);
    expect(await aliases({ state: 'disabled' })).toEqual(['date']);
    expect(await aliases({ state: 'all' })).toHaveLength(6);
    expect(api.server.requests().map((r) => r.query.status)).toEqual(['1', '2', '3', '0']);
  });

  it("agrees with the server on each link's state", async () => {
    const { linkState } = await import('../../../lib/api');
    const states = Object.fromEntries((await api.client().links.list()).items.map((l) => [l.alias, linkState(l)]));
    expect(states).toEqual({
      apple: 'active',
      banana: 'active',
      cherry: 'active',
      date: 'disabled',
      elder: 'expired',
      fig: 'expired',
    });
  });

  it('filters by space, domain and pixel', async () => {
    expect(await aliases({ spaceId, order: 'oldest' })).toEqual(['apple', 'cherry']);
    expect(await aliases({ domainId: TEST_SEED.domains[0].id })).toEqual(['banana']);
    expect(await aliases({ pixelId: TEST_SEED.pixels[1].id })).toEqual(['cherry']);
    expect(api.server.requests().map((r) => r.query)).toEqual([
      { space: String(spaceId), sort: 'asc' },
      { domain: String(TEST_SEED.domains[0].id) },
      { pixel: String(TEST_SEED.pixels[1].id) },
    ]);
  });

  it('pages with per_page and page', async () => {
    const client = api.client();
    for (let i = 0; i < 9; i++) await client.links.create({ destination: `https://example.com/${i}` });
    const first = await client.links.list({ perPage: 10, order: 'oldest' });
    expect(first).toMatchObject({ page: 1, lastPage: 2, total: 15, perPage: 10 });
    expect(first.items).toHaveLength(10);
    const second = await client.links.list({ perPage: 10, page: 2, order: 'oldest' });
    expect(second.items).toHaveLength(5);
    expect(second.page).toBe(2);
    const all = await client.links.list({ perPage: 100 });
    expect(all.items).toHaveLength(15);
    expect(all.lastPage).toBe(1);
  });
});
