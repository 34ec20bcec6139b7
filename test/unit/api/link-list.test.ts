import { beforeEach, describe, expect, it } from 'vitest';
import {
  capabilitiesOf,
  linkState,
  type ApiClient,
  type Link,
  type LinkDraft,
  type LinkListQuery,
} from '../../../lib/api';
import { DIALECTS, seedOf, useReferenceServer, type Dialect } from '../support/reference-server';

/**
 * Every filter and sort a server offers, checked against what it holds, one test body per
 * dialect; the request log shows each dialect's own parameter names.
 */

type Name = 'apple' | 'banana' | 'cherry' | 'date' | 'elder' | 'fig';

/** The parameter names each dialect uses for the same meaning (and never the other's). */
const NAMES: Record<Dialect, { searchIn: string; space: string; domain: string; pixel: string; own: string[] }> = {
  classic: {
    searchIn: 'by',
    space: 'space',
    domain: 'domain',
    pixel: 'pixel',
    own: ['by', 'space', 'domain', 'pixel', 'status'],
  },
  current: {
    searchIn: 'search_by',
    space: 'space_id',
    domain: 'domain_id',
    pixel: 'pixel_id',
    own: ['search_by', 'space_id', 'domain_id', 'pixel_id', 'sort_by'],
  },
};

describe.each(DIALECTS)('link list filters and sorts over HTTP (%s API)', (dialect: Dialect) => {
  const api = useReferenceServer({ dialect });
  const seed = seedOf(dialect);
  const names = NAMES[dialect];
  const other = NAMES[dialect === 'classic' ? 'current' : 'classic'];
  const capabilities = capabilitiesOf({
    serverOrigin: 'http://127.0.0.1',
    dialect,
    source: 'detected',
    checkedAt: 0,
    account: null,
  });

  /**
   * Six links with known titles, aliases, destinations, clicks and states. On a classic server
   * `date` is disabled; on a current one (no disabled state) its window has not opened yet.
   */
  let links: Record<Name, Link>;
  let spaceId: number;

  async function seedLinks(client: ApiClient): Promise<void> {
    const space = await client.spaces.create({ name: 'Spring' });
    spaceId = space.id;
    const create = (alias: string, extra: Partial<LinkDraft> = {}) =>
      client.links.create({ destination: `https://${alias}.example.org/page`, alias, ...extra });
    links = {
      apple: await create('apple', { spaceId }),
      banana: await create('banana', { domainId: seed.domains[0]?.id }),
      cherry: await create('cherry', { pixelIds: [seed.pixels[1]?.id ?? 0], spaceId }),
      date: await create(
        'date',
        dialect === 'classic' ? { disabled: true } : { expiry: { startDate: '2090-01-01', date: '2090-02-01' } },
      ),
      // An end alone starts a window now, which cannot end in 2020: a window needs its start there.
      elder: await create('elder', {
        expiry: { ...(dialect === 'current' ? { startDate: '2019-12-01' } : {}), date: '2020-01-01' },
      }),
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

  /** Parameter names sent, over every request since the last clear. */
  const sentNames = () => new Set(api.server.requests().flatMap((r) => Object.keys(r.query)));

  beforeEach(async () => {
    await seedLinks(api.client());
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
    expect(api.server.requests().map((r) => r.query)).toEqual(
      dialect === 'classic'
        ? [{ sort: 'asc' }, { sort: 'max' }, { sort: 'min' }]
        : [
            { sort_by: 'id', sort: 'asc' },
            { sort_by: 'clicks', sort: 'desc' },
            { sort_by: 'clicks', sort: 'asc' },
          ],
    );
  });

  it('offers the title, alias and URL sorts exactly where the server has them', async () => {
    const extra = ['title-asc', 'alias-desc', 'url-asc'] as const;
    expect(extra.every((order) => capabilities.linkOrders.includes(order))).toBe(dialect === 'current');
    if (dialect === 'classic') return;
    expect(await aliases({ order: 'alias-desc' })).toEqual(['fig', 'elder', 'date', 'cherry', 'banana', 'apple']);
    expect(await aliases({ order: 'url-asc' })).toEqual(['apple', 'banana', 'cherry', 'date', 'elder', 'fig']);
    // Without a title fetch the reference server titles a link with its destination's host name.
    expect(await aliases({ order: 'title-asc' })).toEqual(['apple', 'banana', 'cherry', 'date', 'elder', 'fig']);
  });

  it('searches in the alias, the URL and the title', async () => {
    expect(await aliases({ search: 'an', searchIn: 'alias' })).toEqual(['banana']);
    expect(await aliases({ search: 'cherry.example', searchIn: 'url' })).toEqual(['cherry']);
    expect(await aliases({ search: 'elder', searchIn: 'title' })).toEqual(['elder']);
    expect(api.server.requests().map((r) => r.query)).toEqual([
      { search: 'an', [names.searchIn]: 'alias' },
      { search: 'cherry.example', [names.searchIn]: 'url' },
      { search: 'elder', [names.searchIn]: 'title' },
    ]);
  });

  it("agrees with the server on each link's state", async () => {
    const states = Object.fromEntries((await api.client().links.list()).items.map((l) => [l.alias, linkState(l)]));
    expect(states).toEqual({
      apple: 'active',
      banana: 'active',
      cherry: 'active',
      date: dialect === 'classic' ? 'disabled' : 'expired',
      elder: 'expired',
      fig: 'expired',
    });
  });

  it("uses the server's state filter only where it can be trusted", async () => {
    expect(capabilities.trustsStateFilter).toBe(dialect === 'classic');
    expect(capabilities.linkStates.includes('disabled')).toBe(dialect === 'classic');
    if (dialect === 'classic') {
      expect(await aliases({ state: 'active', order: 'oldest' })).toEqual(['apple', 'banana', 'cherry']);
      expect(await aliases({ state: 'expired', order: 'oldest' })).toEqual(['elder', 'fig']);
      expect(await aliases({ state: 'disabled' })).toEqual(['date']);
      expect(await aliases({ state: 'all' })).toHaveLength(6);
      expect(api.server.requests().map((r) => r.query.status)).toEqual(['1', '2', '3', '0']);
      return;
    }
    // A current server's status filter disagrees with the window: nothing is sent, pages filter.
    const page = await api.client().links.list({ state: 'active' });
    expect(page.items).toHaveLength(6);
    expect(api.server.requests()[0]?.query).toEqual({});
  });

  it('filters by space, domain and pixel', async () => {
    expect(await aliases({ spaceId, order: 'oldest' })).toEqual(['apple', 'cherry']);
    expect(await aliases({ domainId: seed.domains[0]?.id })).toEqual(['banana']);
    expect(await aliases({ pixelId: seed.pixels[1]?.id })).toEqual(['cherry']);
    const requests = api.server.requests();
    expect(requests[0]?.query).toMatchObject({ [names.space]: String(spaceId) });
    expect(requests[1]?.query).toEqual({ [names.domain]: String(seed.domains[0]?.id) });
    expect(requests[2]?.query).toEqual({ [names.pixel]: String(seed.pixels[1]?.id) });
  });

  it('lists the links without a space where the server can', async () => {
    expect(capabilities.noSpaceFilter).toBe(dialect === 'current');
    if (dialect === 'classic') return;
    expect(await aliases({ spaceId: null, order: 'oldest' })).toEqual(['banana', 'date', 'elder', 'fig']);
    expect(api.server.requests()[0]?.query).toMatchObject({ space_id: '0' });
  });

  it("never sends the other dialect's names", async () => {
    await aliases({ search: 'a', searchIn: 'alias', spaceId, order: 'most-clicks', state: 'active' });
    await aliases({ domainId: seed.domains[0]?.id, pixelId: seed.pixels[0]?.id, perPage: 25, page: 1 });
    const sent = sentNames();
    for (const name of other.own.filter((n) => !names.own.includes(n))) expect(sent).not.toContain(name);
    expect([...sent].filter((n) => names.own.includes(n)).length).toBeGreaterThanOrEqual(4);
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
