import { describe, expect, it } from 'vitest';
import { capabilitiesOf, createClient, detectServer } from '../../../lib/api';
import { DEFAULT_DOMAIN_ID } from '../../server/index';
import { caught, TEST_KEY, useReferenceServer } from '../support/reference-server';

/** Which dialect a server speaks, asked over real HTTP (lib/api/README.md, "The two dialects"). */

const paths = (server: { requests(): { method: string; path: string }[] }) =>
  server.requests().map((r) => `${r.method} ${r.path}`);

describe('detecting a current server', () => {
  const api = useReferenceServer({
    dialect: 'current',
    timezone: 'Europe/Berlin',
    plan: { features: { pixels: 0, link_targeting: 0 } },
  });

  it('asks the account route once and reads the default domain, timezone and plan', async () => {
    const found = await detectServer({ serverUrl: api.server.url, apiKey: TEST_KEY });
    expect(found).toEqual({
      dialect: 'current',
      account: {
        defaultDomainId: DEFAULT_DOMAIN_ID,
        defaultSpaceId: null,
        defaultPrivacy: 'public',
        timezone: 'Europe/Berlin',
        featuresOff: ['pixels', 'targeting'],
      },
    });
    expect(paths(api.server)).toEqual(['GET /api/v1/account']);
    const profile = { serverOrigin: api.server.url, source: 'detected', checkedAt: 0, ...found } as const;
    expect(Object.keys(capabilitiesOf(profile).locked).sort()).toEqual(['pixels', 'targeting']);
  });

  it('says a wrong key is wrong', async () => {
    expect((await caught(() => detectServer({ serverUrl: api.server.url, apiKey: 'w'.repeat(64) }))).kind).toBe('auth');
  });

  it("lists the server's own domains and pixels by name", async () => {
    const resources = await api.client().resources();
    expect(resources.domains.map((d) => d.name)).toEqual(['go.example', 'links.example']);
    expect(resources.pixels.map((p) => p.name)).toEqual(['Analytics', 'Facebook pixel']);
    expect(api.server.requests().map((r) => r.query)).toEqual([
      { sort_by: 'name', sort: 'asc', per_page: '100' },
      { sort_by: 'name', sort: 'asc', per_page: '100' },
    ]);
  });

  it('refuses to read its records as classic ones: the dialect changed', async () => {
    const link = await api.client().links.create({ destination: 'https://example.com/x' });
    const classic = createClient({ serverUrl: api.server.url, apiKey: TEST_KEY, dialect: 'classic' });
    expect((await caught(() => classic.links.get(link.id))).kind).toBe('dialect-changed');
    expect((await caught(() => classic.links.list())).kind).toBe('dialect-changed');
  });
});

describe('detecting a classic server', () => {
  const api = useReferenceServer({ dialect: 'classic' });

  it('takes the 404 of the account route as classic and proves the key with one list', async () => {
    expect(await detectServer({ serverUrl: api.server.url, apiKey: TEST_KEY })).toEqual({
      dialect: 'classic',
      account: null,
    });
    expect(paths(api.server)).toEqual(['GET /api/v1/account', 'GET /api/v1/spaces']);
  });

  it('says a wrong key is wrong although the account route answers 404 before the key is checked', async () => {
    expect((await caught(() => detectServer({ serverUrl: api.server.url, apiKey: 'w'.repeat(64) }))).kind).toBe('auth');
  });

  it('has no account, domain or pixel lists', async () => {
    expect((await caught(() => api.client().account())).kind).toBe('unsupported');
    expect((await caught(() => api.client().resources())).kind).toBe('unsupported');
    expect(api.server.requests()).toHaveLength(0);
  });

  it('refuses to read its records as current ones: the dialect changed', async () => {
    const link = await api.client().links.create({ destination: 'https://example.com/x' });
    const current = createClient({ serverUrl: api.server.url, apiKey: TEST_KEY, dialect: 'current' });
    expect((await caught(() => current.links.get(link.id))).kind).toBe('dialect-changed');
  });
});
