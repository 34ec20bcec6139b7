import { describe, expect, it } from 'vitest';
import { visibleLinks } from '../../../entrypoints/options/links/state-filter';
import { TEST_KEY, useReferenceServer } from '../support/reference-server';
import { DEFAULT_DOMAIN_ID } from '../../server/index';

/**
 * Against a current server, whose own state filter looks at the click limit only: the rows kept
 * for a state are exactly those the table labels with it.
 */
describe('the state filter of the link manager on a current server', () => {
  const reference = useReferenceServer({ dialect: 'current' });
  const client = () => reference.client({ dialect: 'current', defaultDomainId: DEFAULT_DOMAIN_ID });

  it('keeps a link whose window is over out of "Active", and the server would not', async () => {
    const api = client();
    await api.links.create({ destination: 'https://example.com/live', alias: 'live' });
    await api.links.create({
      destination: 'https://example.com/over',
      alias: 'over',
      expiry: { startDate: '2020-01-01', startTime: '00:00', date: '2020-02-01', time: '00:00' },
    });
    const used = await api.links.create({
      destination: 'https://example.com/used',
      alias: 'used',
      expiry: { clickLimit: 1 },
    });
    reference.server.addClicks(used.id, 1);
    const { items } = await api.links.list({ perPage: 100 });

    const aliases = (state: 'all' | 'active' | 'expired') => visibleLinks(items, state).map((link) => link.alias);
    expect(aliases('active')).toEqual(['live']);
    expect(aliases('expired')).toEqual(['used', 'over']);
    expect(visibleLinks(items, 'all')).toBe(items);

    // What the server's own filter would have answered (why the page does not ask it).
    const url = new URL('/api/v1/links?status=1&per_page=100', reference.server.url);
    const answer = (await (
      await fetch(url, { headers: { Authorization: `Bearer ${TEST_KEY}`, Accept: 'application/json' } })
    ).json()) as { data: { alias: string }[] };
    expect(answer.data.map((link) => link.alias)).toContain('over');
  });
});
