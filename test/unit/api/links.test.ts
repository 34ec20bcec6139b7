import { describe, expect, it } from 'vitest';
import { linkState, type LinkDraft, type Targeting } from '../../../lib/api';
import { caught, TEST_SEED, useReferenceServer } from '../support/reference-server';

const api = useReferenceServer();

describe('link create and show over HTTP', () => {
  it('sends every field of the Link table form-encoded and reads the stored link back', async () => {
    const client = api.client();
    const space = await client.spaces.create({ name: 'Launch', color: 4 });
    api.server.clearRequests();
    const draft: LinkDraft = {
      destination: 'https://example.com/landing',
      domainId: TEST_SEED.domains[1].id,
      alias: 'launch-2026',
      redirectPassword: 'open sesame',
      spaceId: space.id,
      pixelIds: [TEST_SEED.pixels[0].id, TEST_SEED.pixels[1].id],
      disabled: true,
      privacy: 'password',
      privacyPassword: 'stats-secret',
      expiry: { date: '2030-01-31', time: '18:30', clickLimit: 500, redirectUrl: 'https://example.com/over' },
      targeting: {
        kind: 'country',
        rules: [
          { country: 'us', destination: 'https://example.com/us' },
          { country: 'DE', destination: 'https://example.com/de' },
        ],
      },
    };
    const created = await client.links.create(draft);

    expect(api.server.requests()[0]?.form).toEqual({
      domain: String(TEST_SEED.domains[1].id),
      url: 'https://example.com/landing',
      alias: 'launch-2026',
      password: 'open sesame',
      space: String(space.id),
      'pixels[0]': String(TEST_SEED.pixels[0].id),
      'pixels[1]': String(TEST_SEED.pixels[1].id),
      disabled: '1',
      privacy: '2',
      privacy_password: 'stats-secret',
      expiration_url: 'https://example.com/over',
      expiration_date: '2030-01-31',
      expiration_time: '18:30',
      expiration_clicks: '500',
      target_type: '1',
      'country[0][key]': 'US',
      'country[0][value]': 'https://example.com/us',
      'country[1][key]': 'DE',
      'country[1][value]': 'https://example.com/de',
    });

    const stored = await client.links.get(created.id);
    expect(stored).toMatchObject({
      alias: 'launch-2026',
      destination: 'https://example.com/landing',
      shortUrl: `https://${TEST_SEED.domains[1].name}/launch-2026`,
      space: { id: space.id, name: 'Launch', color: 4 },
      domain: { id: TEST_SEED.domains[1].id, name: TEST_SEED.domains[1].name },
      disabled: true,
      privacy: 'password',
      hasRedirectPassword: true,
      hasPrivacyPassword: true,
      expiry: { date: '2030-01-31', time: '18:30', clickLimit: 500, redirectUrl: 'https://example.com/over' },
      targeting: {
        kind: 'country',
        rules: [
          { country: 'US', destination: 'https://example.com/us' },
          { country: 'DE', destination: 'https://example.com/de' },
        ],
      },
      clicks: 0,
    });
    expect(stored.pixels.map((p) => p.id)).toEqual([TEST_SEED.pixels[0].id, TEST_SEED.pixels[1].id]);
    expect(created).toMatchObject({ id: stored.id, alias: stored.alias, shortUrl: stored.shortUrl });
  });

  it("creates from a URL alone with a generated alias on the server's own origin", async () => {
    const link = await api.client().links.create({ destination: 'https://example.com/only-url' });
    expect(api.server.requests()[0]?.form).toEqual({ url: 'https://example.com/only-url' });
    expect(link.alias).toMatch(/^[A-Za-z0-9]{4,}$/);
    expect(link.shortUrl).toBe(`${api.server.url}/${link.alias}`);
    expect(link).toMatchObject({ privacy: 'public', disabled: false, targeting: { kind: 'none' }, space: null });
  });

  const cases: [string, Targeting, Record<string, string>][] = [
    [
      'platform',
      {
        kind: 'platform',
        rules: [
          { platform: 'iOS', destination: 'https://example.com/ios' },
          { platform: 'Chrome OS', destination: 'https://example.com/cros' },
        ],
      },
      { target_type: '2', 'platform[0][key]': 'iOS', 'platform[1][key]': 'Chrome OS' },
    ],
    [
      'language',
      { kind: 'language', rules: [{ language: 'FR', destination: 'https://example.com/fr' }] },
      { target_type: '3', 'language[0][key]': 'fr' },
    ],
    [
      'rotation',
      { kind: 'rotation', rules: [{ destination: 'https://example.com/a' }, { destination: 'https://example.com/b' }] },
      { target_type: '4', 'rotation[1][value]': 'https://example.com/b' },
    ],
  ];
  it.each(cases)('stores %s targeting', async (_kind, targeting, expectedForm) => {
    const client = api.client();
    const link = await client.links.create({ destination: 'https://example.com/t', targeting });
    expect(api.server.requests()[0]?.form).toMatchObject(expectedForm);
    const stored = await client.links.get(link.id);
    expect(stored.targeting.kind).toBe(targeting.kind);
    expect(stored.targeting).toEqual(
      targeting.kind === 'language'
        ? { kind: 'language', rules: [{ language: 'fr', destination: 'https://example.com/fr' }] }
        : targeting,
    );
  });
});

describe('link update over HTTP', () => {
  it('sends only the fields that changed and keeps the rest', async () => {
    const client = api.client();
    const space = await client.spaces.create({ name: 'S' });
    const link = await client.links.create({
      destination: 'https://example.com/before',
      alias: 'keepme',
      spaceId: space.id,
      expiry: { date: '2031-05-05', clickLimit: 3 },
    });
    api.server.clearRequests();
    const updated = await client.links.update(link.id, {
      destination: 'https://example.com/after',
      privacy: 'private',
      expiry: { clickLimit: 10 },
    });
    expect(api.server.requests()[0]).toMatchObject({
      method: 'PUT',
      path: `/api/v1/links/${link.id}`,
      form: { url: 'https://example.com/after', privacy: '1', expiration_clicks: '10' },
    });
    expect(Object.keys(api.server.requests()[0]?.form ?? {})).toHaveLength(3);
    expect(updated).toMatchObject({ destination: 'https://example.com/after', alias: 'keepme', privacy: 'private' });
    const stored = await client.links.get(link.id);
    expect(stored.space?.id).toBe(space.id);
    expect(stored.expiry).toMatchObject({ date: '2031-05-05', clickLimit: 10 });
  });

  it('clears a space, an expiry date, pixels and targeting with null or empty values', async () => {
    const client = api.client();
    const space = await client.spaces.create({ name: 'S' });
    const link = await client.links.create({
      destination: 'https://example.com/x',
      spaceId: space.id,
      pixelIds: [TEST_SEED.pixels[0].id],
      expiry: { date: '2031-05-05' },
      targeting: { kind: 'rotation', rules: [{ destination: 'https://example.com/r' }] },
    });
    await client.links.update(link.id, {
      spaceId: null,
      pixelIds: [],
      expiry: { date: null },
      targeting: { kind: 'none' },
    });
    const stored = await client.links.get(link.id);
    expect(stored).toMatchObject({ space: null, pixels: [], expiry: { date: null }, targeting: { kind: 'none' } });
  });

  it('disables and re-enables a link', async () => {
    const client = api.client();
    const link = await client.links.create({ destination: 'https://example.com/x' });
    expect(linkState(await client.links.update(link.id, { disabled: true }))).toBe('disabled');
    expect(linkState(await client.links.update(link.id, { disabled: false }))).toBe('active');
  });
});

describe('link delete over HTTP', () => {
  it('deletes with the contract path', async () => {
    const client = api.client();
    const link = await client.links.create({ destination: 'https://example.com/x' });
    api.server.clearRequests();
    await client.links.remove(link.id);
    expect(api.server.requests().map((r) => `${r.method} ${r.path}`)).toEqual([`DELETE /links/${link.id}/destroy`]);
    expect((await caught(() => client.links.get(link.id))).kind).toBe('not-found');
  });

  it('reports a link that is already gone as not found', async () => {
    const error = await caught(() => api.client().links.remove(999_999));
    expect(error.kind).toBe('not-found');
  });
});
