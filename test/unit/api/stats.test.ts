import { describe, expect, it } from 'vitest';
import type { StatsPeriod } from '../../../lib/api/model/stats';
import { caught, OTHER_KEY, TEST_KEY, useReferenceServer } from '../support/reference-server';

/** A link's statistics over real HTTP (lib/api/README.md, "Statistics"): current servers only. */

const NOVEMBER: StatsPeriod = { from: '2026-11-01', to: '2026-11-30' };
const paths = (server: { requests(): { method: string; path: string }[] }) =>
  server.requests().map((r) => `${r.method} ${r.path}`);

describe('statistics on a current server', () => {
  const api = useReferenceServer({ dialect: 'current', timezone: 'Europe/Berlin' });

  async function linkWithClicks(): Promise<number> {
    const link = await api.client().links.create({ destination: 'https://example.com/stats' });
    api.server.seedClicks([
      // 23:30 UTC on the 21st is 00:30 on the 22nd in Berlin: the account's day counts, not UTC's.
      { linkId: link.id, at: '2026-11-21T23:30:00Z', country: 'DE', browser: 'Firefox', referrer: 'news.example' },
      { linkId: link.id, at: '2026-11-22T09:00:00Z', country: 'DE', browser: 'Chrome' },
      { linkId: link.id, at: '2026-11-22T10:00:00Z', country: 'FR', browser: 'Chrome', referrer: 'news.example' },
      { linkId: link.id, at: '2026-11-25T10:00:00Z', browser: 'Chrome' },
      // Outside the period asked.
      { linkId: link.id, at: '2026-10-31T10:00:00Z', country: 'US' },
    ]);
    api.server.clearRequests();
    return link.id;
  }

  it('reads the days that had clicks, oldest first, as the account counts days, in one request', async () => {
    const id = await linkWithClicks();
    expect(await api.client().stats.clicks(id, NOVEMBER)).toEqual([
      { day: '2026-11-22', count: 3 },
      { day: '2026-11-25', count: 1 },
    ]);
    expect(paths(api.server)).toEqual([`GET /api/v1/stats/${id}`]);
    expect(api.server.requests()[0]?.query).toEqual({ name: 'click', from: '2026-11-01', to: '2026-11-30' });
  });

  it('reads a top list page by page, most clicks first, unknown values as null', async () => {
    const id = await linkWithClicks();
    const countries = await api.client().stats.top(id, 'country', { period: NOVEMBER });
    expect(countries).toMatchObject({ page: 1, lastPage: 1, total: 3, unreadable: 0 });
    expect(countries.items).toEqual([
      { value: 'DE', count: 2 },
      { value: null, count: 1 },
      { value: 'FR', count: 1 },
    ]);
    expect(api.server.requests()[0]?.query).toMatchObject({ name: 'country', sort_by: 'count', sort: 'desc' });

    // The model's names become the server's: operatingSystem is operating_system.
    await api.client().stats.top(id, 'operatingSystem', { period: NOVEMBER });
    expect(api.server.requests()[1]?.query).toMatchObject({ name: 'operating_system' });

    const first = await api.client().stats.top(id, 'browser', { period: NOVEMBER, perPage: 10, page: 1 });
    expect(first.items).toEqual([
      { value: 'Chrome', count: 3 },
      { value: 'Firefox', count: 1 },
    ]);
    const second = await api.client().stats.top(id, 'referrer', { period: NOVEMBER, page: 2 });
    expect(second).toMatchObject({ page: 2, lastPage: 1, items: [] });
  });

  it("refuses another account's link as not found", async () => {
    const id = await linkWithClicks();
    const other = api.client({ apiKey: OTHER_KEY });
    expect((await caught(() => other.stats.clicks(id, NOVEMBER))).kind).toBe('not-found');
  });

  it('refuses a period that is not one before sending anything, at the field', async () => {
    const client = api.client();
    const wrongDay = await caught(() => client.stats.clicks(1, { from: '2026-02-30', to: '2026-03-01' }));
    expect(wrongDay).toMatchObject({
      kind: 'invalid-input',
      fields: { 'period.from': ['Enter a date as year-month-day.'] },
    });
    const backwards = await caught(() =>
      client.stats.top(1, 'city', { period: { from: '2026-11-02', to: '2026-11-01' } }),
    );
    expect(backwards).toMatchObject({
      kind: 'invalid-input',
      fields: { 'period.to': ['The end must not come before the start.'] },
    });
    expect(api.server.requests()).toEqual([]);
  });
});

describe('statistics where the plan has none', () => {
  const api = useReferenceServer({ dialect: 'current', plan: { features: { link_stats: 0 } } });

  it('refuses without a request when the client knows the plan, and reads the 403 when it does not', async () => {
    const link = await api.client().links.create({ destination: 'https://example.com/plan' });
    api.server.clearRequests();
    const knowing = api.client({ featuresOff: ['privacy'] });
    expect((await caught(() => knowing.stats.clicks(link.id, NOVEMBER))).kind).toBe('forbidden');
    expect(api.server.requests()).toEqual([]);
    expect((await caught(() => api.client().stats.clicks(link.id, NOVEMBER))).kind).toBe('forbidden');
    expect(paths(api.server)).toEqual([`GET /api/v1/stats/${link.id}`]);
  });
});

describe('statistics on a classic server', () => {
  const api = useReferenceServer();

  it('are not offered: refused without a request', async () => {
    const client = api.client({ apiKey: TEST_KEY });
    expect((await caught(() => client.stats.clicks(1, NOVEMBER))).kind).toBe('unsupported');
    expect((await caught(() => client.stats.top(1, 'country', { period: NOVEMBER }))).kind).toBe('unsupported');
    expect(api.server.requests()).toEqual([]);
  });
});
