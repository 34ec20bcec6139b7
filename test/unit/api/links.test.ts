import { describe, expect, it } from 'vitest';
import { linkState, type LinkDraft, type Targeting } from '../../../lib/api';
import { DEFAULT_DOMAIN_ID } from '../../server/index';
import { caught, DIALECTS, seedOf, useReferenceServer, type Dialect } from '../support/reference-server';

/**
 * Links over real HTTP, one test body per dialect: the same model in, each dialect's own names on
 * the wire (read back from the server's request log), the same model out.
 */

/** A stored window is read back in local time; an instant with the local offset goes out. */
const LOCAL_INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:00[+-]\d\d:\d\d$/;

describe.each(DIALECTS)('links over HTTP (%s API)', (dialect: Dialect) => {
  const api = useReferenceServer({ dialect });
  const seed = seedOf(dialect);
  const window = dialect === 'current';

  describe('create and show', () => {
    it('sends every field the server offers, in its own names, and reads the stored link back', async () => {
      const client = api.client();
      const space = await client.spaces.create({ name: 'Launch', color: 4 });
      api.server.clearRequests();
      const draft: LinkDraft = {
        destination: 'https://example.com/landing',
        domainId: seed.domains[1]?.id,
        alias: 'launch-2026',
        redirectPassword: 'open sesame',
        spaceId: space.id,
        pixelIds: seed.pixels.map((p) => p.id),
        ...(dialect === 'classic' ? { disabled: true } : {}),
        privacy: 'password',
        privacyPassword: 'stats-secret',
        expiry: {
          ...(window ? { startDate: '2030-01-02', startTime: '08:15' } : {}),
          date: '2030-01-31',
          time: '18:30',
          clickLimit: 500,
          redirectUrl: 'https://example.com/over',
        },
        targeting: {
          kind: 'country',
          rules: [
            { country: 'us', destination: 'https://example.com/us' },
            { country: 'DE', destination: 'https://example.com/de' },
          ],
        },
      };
      const created = await client.links.create(draft);

      const [pixelA, pixelB] = seed.pixels.map((p) => String(p.id));
      const sent = api.server.requests()[0]?.form ?? {};
      if (dialect === 'classic') {
        expect(sent).toEqual({
          domain: String(seed.domains[1]?.id),
          url: 'https://example.com/landing',
          alias: 'launch-2026',
          password: 'open sesame',
          space: String(space.id),
          'pixels[0]': pixelA,
          'pixels[1]': pixelB,
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
      } else {
        expect(sent).toMatchObject({
          domain_id: String(seed.domains[1]?.id),
          url: 'https://example.com/landing',
          alias: 'launch-2026',
          redirect_password: 'open sesame',
          space_id: String(space.id),
          'pixel_ids[0]': pixelA,
          'pixel_ids[1]': pixelB,
          privacy: '2',
          password: 'stats-secret',
          clicks_limit: '500',
          expiration_url: 'https://example.com/over',
          targets_type: 'countries',
          'targets[0][key]': 'US',
          'targets[0][value]': 'https://example.com/us',
          'targets[1][key]': 'DE',
          'targets[1][value]': 'https://example.com/de',
        });
        expect(sent.active_period_start_at).toMatch(LOCAL_INSTANT);
        expect(sent.active_period_start_at?.startsWith('2030-01-02T08:15:00')).toBe(true);
        expect(sent.active_period_end_at?.startsWith('2030-01-31T18:30:00')).toBe(true);
        expect(Object.keys(sent)).toHaveLength(18);
      }

      const stored = await client.links.get(created.id);
      expect(stored).toMatchObject({
        alias: 'launch-2026',
        destination: 'https://example.com/landing',
        space: { id: space.id, name: 'Launch', color: 4 },
        domain: { id: seed.domains[1]?.id, name: seed.domains[1]?.name },
        disabled: dialect === 'classic',
        privacy: 'password',
        hasRedirectPassword: true,
        hasPrivacyPassword: true,
        expiry: {
          startDate: window ? '2030-01-02' : null,
          startTime: window ? '08:15' : null,
          date: '2030-01-31',
          time: '18:30',
          clickLimit: 500,
          redirectUrl: 'https://example.com/over',
        },
        targeting: {
          kind: 'country',
          rules: [
            { country: 'US', destination: 'https://example.com/us' },
            { country: 'DE', destination: 'https://example.com/de' },
          ],
        },
        clicks: 0,
      });
      expect(stored.shortUrl).toMatch(new RegExp(`${String(seed.domains[1]?.name).replace('.', '\\.')}/launch-2026$`));
      expect(stored.pixels.map((p) => p.id)).toEqual(seed.pixels.map((p) => p.id));
      expect(created).toMatchObject({ id: stored.id, alias: stored.alias, shortUrl: stored.shortUrl });
    });

    it("creates from a URL alone with a generated alias on the server's default domain", async () => {
      const link = await api.client().links.create({ destination: 'https://example.com/only-url' });
      // A current server requires a domain: the client names the account's default.
      expect(api.server.requests()[0]?.form).toEqual(
        window
          ? { domain_id: String(DEFAULT_DOMAIN_ID), url: 'https://example.com/only-url' }
          : { url: 'https://example.com/only-url' },
      );
      expect(link.alias).toMatch(/^[A-Za-z0-9]{4,}$/);
      expect(link.shortUrl).toBe(`${api.server.url}/${link.alias}`);
      expect(link).toMatchObject({ privacy: 'public', disabled: false, targeting: { kind: 'none' }, space: null });
    });

    it('starts the window now when only an end is given', async () => {
      const before = Date.now();
      const link = await api.client().links.create({
        destination: 'https://example.com/ends',
        expiry: { date: '2031-03-04', time: '05:06' },
      });
      expect(link.expiry).toMatchObject({ date: '2031-03-04', time: '05:06' });
      if (!window) {
        expect(link.expiry.startDate).toBeNull();
        return;
      }
      const sentStart = api.server.requests()[0]?.form.active_period_start_at ?? '';
      expect(Math.abs(new Date(sentStart).getTime() - before)).toBeLessThan(60_000);
      expect(link.expiry.startDate).not.toBeNull();
    });

    const kindsOf: Record<Dialect, Targeting[]> = {
      classic: [
        {
          kind: 'platform',
          rules: [
            { platform: 'iOS', destination: 'https://example.com/ios' },
            { platform: 'Chrome OS', destination: 'https://example.com/cros' },
          ],
        },
        { kind: 'language', rules: [{ language: 'fr', destination: 'https://example.com/fr' }] },
        {
          kind: 'rotation',
          rules: [{ destination: 'https://example.com/a' }, { destination: 'https://example.com/b' }],
        },
      ],
      current: [
        { kind: 'continent', rules: [{ continent: 'EU', destination: 'https://example.com/eu' }] },
        { kind: 'platform', rules: [{ platform: 'Chrome OS', destination: 'https://example.com/cros' }] },
        { kind: 'browser', rules: [{ browser: 'Firefox', destination: 'https://example.com/ff' }] },
        { kind: 'language', rules: [{ language: 'fr', destination: 'https://example.com/fr' }] },
        { kind: 'device', rules: [{ device: 'tablet', destination: 'https://example.com/tab' }] },
        {
          kind: 'rotation',
          rules: [{ destination: 'https://example.com/a' }, { destination: 'https://example.com/b' }],
        },
      ],
    };
    /** The first row's key and the kind, as each dialect names them on the wire. */
    const wireOf: Record<Dialect, (t: Targeting) => Record<string, string>> = {
      classic: (t) => ({
        target_type: { platform: '2', language: '3', rotation: '4' }[t.kind as 'platform'],
        [`${t.kind}[0][value]`]: t.kind === 'none' ? '' : (t.rules[0]?.destination ?? ''),
      }),
      current: (t) => ({
        targets_type: {
          continent: 'continents',
          platform: 'operating_systems',
          browser: 'browsers',
          language: 'languages',
          device: 'devices',
          rotation: 'rotations',
        }[t.kind as 'platform'],
        'targets[0][value]': t.kind === 'none' ? '' : (t.rules[0]?.destination ?? ''),
      }),
    };
    it.each(kindsOf[dialect].map((t) => [t.kind, t] as const))('stores %s targeting', async (_kind, targeting) => {
      const client = api.client();
      const link = await client.links.create({ destination: 'https://example.com/t', targeting });
      expect(api.server.requests()[0]?.form).toMatchObject(wireOf[dialect](targeting));
      expect((await client.links.get(link.id)).targeting).toEqual(targeting);
    });

    it('refuses before sending what this server would silently ignore', async () => {
      const client = api.client();
      const ignored: [LinkDraft, string][] =
        dialect === 'classic'
          ? [
              [
                { destination: 'https://example.com/x', expiry: { startDate: '2030-01-01', date: '2030-02-01' } },
                'expiry.startDate',
              ],
              [
                {
                  destination: 'https://example.com/x',
                  targeting: { kind: 'device', rules: [{ device: 'mobile', destination: 'https://example.com/m' }] },
                },
                'targeting.kind',
              ],
            ]
          : [];
      for (const [draft, field] of ignored) {
        const error = await caught(() => client.links.create(draft));
        expect(error.kind).toBe('invalid-input');
        expect(Object.keys(error.fields)).toEqual([field]);
      }
      if (dialect === 'classic') {
        expect((await caught(() => client.links.list({ order: 'title-asc' }))).fields).toHaveProperty('order');
        expect((await caught(() => client.links.list({ spaceId: null }))).fields).toHaveProperty('spaceId');
      } else {
        // The disabled flag does not exist there: it is left out, never sent.
        await client.links.create({ destination: 'https://example.com/d', disabled: true });
        expect(api.server.requests().at(-1)?.form).not.toHaveProperty('disabled');
      }
      expect(api.server.requests().filter((r) => r.method === 'POST')).toHaveLength(window ? 1 : 0);
    });
  });

  describe('update', () => {
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
      const [request] = api.server.requests();
      expect(request).toMatchObject({
        method: window ? 'PATCH' : 'PUT',
        path: `/api/v1/links/${link.id}`,
        form: window
          ? { url: 'https://example.com/after', privacy: '1', clicks_limit: '10' }
          : { url: 'https://example.com/after', privacy: '1', expiration_clicks: '10' },
      });
      expect(Object.keys(request?.form ?? {})).toHaveLength(3);
      expect(updated).toMatchObject({ destination: 'https://example.com/after', alias: 'keepme', privacy: 'private' });
      const stored = await client.links.get(link.id);
      expect(stored.space?.id).toBe(space.id);
      expect(stored.expiry).toMatchObject({ date: '2031-05-05', clickLimit: 10 });
    });

    it('clears a space, an expiry, pixels and targeting with null or empty values', async () => {
      const client = api.client();
      const space = await client.spaces.create({ name: 'S' });
      const link = await client.links.create({
        destination: 'https://example.com/x',
        spaceId: space.id,
        pixelIds: [seed.pixels[0]?.id ?? 0],
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
      expect(stored).toMatchObject({
        space: null,
        pixels: [],
        expiry: { date: null, startDate: null },
        targeting: { kind: 'none' },
      });
    });

    it('disables and re-enables a link where links can be disabled', async () => {
      const client = api.client();
      const link = await client.links.create({ destination: 'https://example.com/x' });
      if (window) {
        // Nothing to switch off: the flag is not sent, the link stays active.
        expect(linkState(await client.links.update(link.id, { disabled: true }))).toBe('active');
        expect(api.server.requests().at(-1)?.form).toEqual({});
        return;
      }
      expect(linkState(await client.links.update(link.id, { disabled: true }))).toBe('disabled');
      expect(linkState(await client.links.update(link.id, { disabled: false }))).toBe('active');
    });
  });

  describe('delete', () => {
    it("deletes at the dialect's first route", async () => {
      const client = api.client();
      const link = await client.links.create({ destination: 'https://example.com/x' });
      api.server.clearRequests();
      await client.links.remove(link.id);
      expect(api.server.requests().map((r) => `${r.method} ${r.path}`)).toEqual([
        window ? `DELETE /api/v1/links/${link.id}` : `DELETE /links/${link.id}/destroy`,
      ]);
      expect((await caught(() => client.links.get(link.id))).kind).toBe('not-found');
    });

    it('reports a link that is already gone as not found', async () => {
      const error = await caught(() => api.client().links.remove(999_999));
      expect(error.kind).toBe('not-found');
    });
  });
});
