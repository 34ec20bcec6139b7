// Wire-level tests of the reference server's current dialect: real HTTP against a listening server.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  currentSeedFor,
  DEFAULT_DOMAIN_ID,
  seedFor,
  startReferenceServer,
  type ReferenceServer,
  type ReferenceServerOptions,
} from './index';
import { call as callWith, data, failedFields, json, type CallOptions } from './test-client';

const KEY = 'c'.repeat(64);
const OTHER_KEY = 'd'.repeat(64);
const own = currentSeedFor(0);
const foreign = currentSeedFor(1);

function start(opts: Partial<ReferenceServerOptions> = {}): Promise<ReferenceServer> {
  return startReferenceServer({
    apiKeys: [KEY, OTHER_KEY],
    rateLimitPerMinute: 10_000,
    titleFetch: false,
    dialect: 'current',
    ...opts,
  });
}

async function withServer(opts: Partial<ReferenceServerOptions>, fn: (s: ReferenceServer) => Promise<void>) {
  const server = await start(opts);
  try {
    await fn(server);
  } finally {
    await server.close();
  }
}

const call = (s: ReferenceServer, method: string, path: string, o?: CallOptions) => callWith(s, KEY, method, path, o);

async function createLink(s: ReferenceServer, form: Record<string, string> | string): Promise<Record<string, unknown>> {
  const body = typeof form === 'string' ? `domain_id=${DEFAULT_DOMAIN_ID}&${form}` : { domain_id: '1', ...form };
  const res = await call(s, 'POST', '/api/v1/links', { form: body });
  expect(res.status).toBe(201);
  return data(res);
}

async function ids(s: ReferenceServer, path: string): Promise<number[]> {
  return ((await json(await call(s, 'GET', path))).data as { id: number }[]).map((x) => x.id);
}

describe('current dialect: account, domains, pixels', () => {
  let s: ReferenceServer;
  beforeAll(async () => {
    s = await start({ timezone: 'Europe/Berlin' });
  });
  afterAll(async () => {
    await s.close();
  });

  it("reports the account's own defaults as its dashboard saved them, and no create applies them", async () => {
    s.reset();
    const space = await data(await call(s, 'POST', '/api/v1/spaces', { form: { name: 'Default room' } }));
    const ownDomain = own.domains[0].id;
    s.setAccountDefaults(0, { default_space: Number(space.id), default_domain: ownDomain, default_stats: 1 });
    expect(await data(await call(s, 'GET', '/api/v1/account'))).toMatchObject({
      default_space: space.id,
      default_domain: ownDomain,
      default_stats: 1,
    });
    // Another account keeps its own (fresh) preferences.
    expect(await data(await call(s, 'GET', '/api/v1/account', { key: OTHER_KEY }))).toMatchObject({
      default_space: null,
      default_domain: DEFAULT_DOMAIN_ID,
      default_stats: 0,
    });
    // The API never applies them: no space, public statistics, and the domain is still required.
    const made = await data(
      await call(s, 'POST', '/api/v1/links', { form: { url: 'https://example.com/a', domain_id: String(ownDomain) } }),
    );
    const shown = await data(await call(s, 'GET', `/api/v1/links/${String(made.id)}`));
    expect(shown).toMatchObject({ space: null, privacy: 0, domain: { id: ownDomain } });
    expect((await call(s, 'POST', '/api/v1/links', { form: { url: 'https://example.com/b' } })).status).toBe(422);

    // The dashboard offers only the account's own spaces and domains and the three privacy levels.
    expect(() => s.setAccountDefaults(0, { default_space: 999 })).toThrow(/default_space/);
    expect(() => s.setAccountDefaults(0, { default_domain: foreign.domains[0].id })).toThrow(/default_domain/);
    expect(() => s.setAccountDefaults(0, { default_stats: 3 as 2 })).toThrow(/default_stats/);
    // The same through the control surface, for other processes.
    const control = (body: unknown) =>
      fetch(`${s.url}/__control/accounts/0/defaults`, { method: 'PUT', body: JSON.stringify(body) });
    expect((await control({ default_space: 999 })).status).toBe(400);
    expect((await control({ default_stats: 2 })).status).toBe(200);
    expect(await data(await call(s, 'GET', '/api/v1/account'))).toMatchObject({ default_stats: 2 });

    // Deleting the default space leaves the account naming it: a client meets an id that is gone.
    expect((await call(s, 'DELETE', `/api/v1/spaces/${String(space.id)}`)).status).toBe(200);
    expect(await data(await call(s, 'GET', '/api/v1/account'))).toMatchObject({ default_space: space.id });
    // A reset brings back the fresh preferences.
    s.reset();
    expect(await data(await call(s, 'GET', '/api/v1/account'))).toMatchObject({
      default_space: null,
      default_stats: 0,
    });
  });

  it('answers /account with the plan, timezone and default domain; a classic server has no such route', async () => {
    const account = await data(await call(s, 'GET', '/api/v1/account'));
    expect(account).toMatchObject({
      id: 1,
      locale: 'en',
      timezone: 'Europe/Berlin',
      default_domain: DEFAULT_DOMAIN_ID,
      default_space: null,
      default_stats: 0,
      plan: { id: 1, name: 'Default', features: { api: 1, links: -1, pixels: -1, link_deep: 1, link_targeting: 1 } },
    });
    expect(Object.keys(account).sort()).toEqual(
      [
        'avatar_url',
        'created_at',
        'default_domain',
        'default_space',
        'default_stats',
        'email',
        'id',
        'locale',
        'name',
        'plan',
        'timezone',
      ].sort(),
    );
    expect((await data(await call(s, 'GET', '/api/v1/account', { key: OTHER_KEY }))).id).toBe(2);
    const unauthenticated = await call(s, 'GET', '/api/v1/account', { key: 'wrong' });
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.headers.get('access-control-allow-origin')).toBe('*');
    const classic = await startReferenceServer({ apiKeys: [KEY] });
    try {
      const res = await callWith(classic, KEY, 'GET', '/api/v1/account');
      expect(res.status).toBe(404);
    } finally {
      await classic.close();
    }
  });

  it('lists only the own domains (not the global default), with search, sort_by name and per_page', async () => {
    const page = await json(await call(s, 'GET', '/api/v1/domains?sort_by=name&sort=asc&per_page=7'));
    expect(page.data).toEqual([
      expect.objectContaining({ id: own.domains[0].id, name: 'go.example', url: 'https://go.example' }),
      expect.objectContaining({ id: own.domains[1].id, name: 'links.example', index_page: null }),
    ]);
    expect(page.meta).toMatchObject({ per_page: 10, total: 2 });
    expect(own.domains.map((d) => d.id)).toEqual([2, 3]);
    expect(foreign.domains.map((d) => d.id)).toEqual([4, 5]);
    expect(await ids(s, '/api/v1/domains')).toEqual([3, 2]);
    expect(await ids(s, '/api/v1/domains?search=LINKS')).toEqual([3]);
    const other = await json(await call(s, 'GET', '/api/v1/domains', { key: OTHER_KEY }));
    expect((other.data as { name: string }[]).map((d) => d.name)).toEqual(['a1.links.example', 'a1.go.example']);
  });

  it('lists the own pixels with type and value', async () => {
    const pixels = (await json(await call(s, 'GET', '/api/v1/pixels?sort=asc'))).data as Record<string, unknown>[];
    expect(pixels.map((p) => p.id)).toEqual(seedFor(0).pixels.map((p) => p.id));
    expect(pixels[0]).toMatchObject({ name: 'Facebook pixel', type: 'facebook', value: own.pixels[0].value });
    expect(Object.keys(pixels[0] ?? {}).sort()).toEqual(['created_at', 'id', 'name', 'type', 'updated_at', 'value']);
    expect(await ids(s, '/api/v1/pixels?search=analytics')).toEqual([own.pixels[1].id]);
  });
});

describe('current dialect: creating links', () => {
  let s: ReferenceServer;
  beforeAll(async () => {
    s = await start();
  });
  afterAll(async () => {
    await s.close();
  });

  it('requires domain_id; an unknown or foreign id is a bare 404 before any validation', async () => {
    s.reset();
    const missing = await call(s, 'POST', '/api/v1/links', { form: { url: 'https://example.com' } });
    expect(missing.status).toBe(422);
    expect(await json(missing)).toEqual({
      message: { domain_id: ['The domain id field is required.'] },
      status: 422,
    });
    const bare = { message: 'No query results for model [App\\Models\\Domain].' };
    const unknown = await call(s, 'POST', '/api/v1/links', { form: { url: 'https://example.com', domain_id: '999' } });
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toEqual(bare);
    // Foreign domain and no url at all: still the 404, the validator never ran.
    const other = await call(s, 'POST', '/api/v1/links', { form: { domain_id: String(foreign.domains[0].id) } });
    expect(other.status).toBe(404);
    expect(await json(other)).toEqual(bare);
    expect((await json(await call(s, 'GET', '/api/v1/links'))).data).toEqual([]);
  });

  it('echoes the raw model on create, like §7 of a running server; show answers proper types', async () => {
    s.reset();
    const res = await call(s, 'POST', '/api/v1/links', {
      form: { url: 'http://127.0.0.1:8099/page.html', domain_id: '1' },
    });
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(body.status).toBe(200);
    const created = body.data as Record<string, unknown>;
    expect(Object.keys(created)).toEqual([
      'id',
      'alias',
      'url',
      'short_url',
      'title',
      'targets_type',
      'targets',
      'last_rotation',
      'sensitive_content',
      'privacy',
      'password',
      'redirect_password',
      'active_period_start_at',
      'active_period_end_at',
      'clicks_limit',
      'expiration_url',
      'clicks',
      'space',
      'domain',
      'pixels',
      'expires_at',
      'created_at',
      'updated_at',
    ]);
    expect(created).toMatchObject({
      targets_type: null,
      targets: null,
      last_rotation: null,
      sensitive_content: null,
      privacy: null,
      password: false,
      redirect_password: false,
      clicks_limit: null,
      clicks: null,
      space: null,
      domain: { id: 1, name: '127.0.0.1', index_page: null, not_found_page: null, user_id: 0 },
      pixels: [],
      expires_at: null,
    });
    expect(created.short_url).toBe(`${s.url}/${String(created.alias)}`);
    const shown = await data(await call(s, 'GET', `/api/v1/links/${String(created.id)}`));
    expect(shown).toMatchObject({ sensitive_content: 0, privacy: 0, clicks: 0, clicks_limit: null, expires_at: null });
  });

  it('keeps form numbers as strings in the write answer and JSON types as sent', async () => {
    s.reset();
    const form = await createLink(s, {
      url: 'https://a.example',
      privacy: '1',
      clicks_limit: '5',
      sensitive_content: '1',
    });
    expect(form).toMatchObject({ privacy: '1', clicks_limit: '5', sensitive_content: '1', clicks: null });
    const shown = await data(await call(s, 'GET', `/api/v1/links/${String(form.id)}`));
    expect(shown).toMatchObject({ privacy: 1, clicks_limit: 5, sensitive_content: 1, clicks: 0 });
    const viaJson = await call(s, 'POST', '/api/v1/links', {
      json: {
        url: 'https://b.example',
        domain_id: own.domains[1].id,
        privacy: 2,
        password: 'stats',
        sensitive_content: true,
        pixel_ids: [own.pixels[1].id],
      },
    });
    expect(viaJson.status).toBe(201);
    expect(await data(viaJson)).toMatchObject({
      privacy: 2,
      sensitive_content: true,
      password: true,
      short_url: expect.stringMatching(/^https:\/\/links\.example\/\w+$/) as unknown,
      pixels: [expect.objectContaining({ id: own.pixels[1].id, type: 'google-analytics' })],
    });
  });

  it('applies every current option and drops foreign pixel ids without a word', async () => {
    s.reset();
    const space = await data(await call(s, 'POST', '/api/v1/spaces', { form: { name: 'Team', color: '4' } }));
    const created = await createLink(
      s,
      `url=https://dest.example&alias=full&space_id=${String(space.id)}&pixel_ids[]=${own.pixels[0].id}` +
        `&pixel_ids[]=${foreign.pixels[0].id}&pixel_ids[]=77&redirect_password=door&expiration_url=https://gone.example` +
        '&active_period_start_at=2030-01-01T00:00:00Z&active_period_end_at=2030-02-01T00:00:00Z',
    );
    const shown = await data(await call(s, 'GET', `/api/v1/links/${String(created.id)}`));
    expect(shown).toMatchObject({
      alias: 'full',
      redirect_password: true,
      password: false,
      expiration_url: 'https://gone.example',
      active_period_start_at: '2030-01-01T00:00:00.000000Z',
      active_period_end_at: '2030-02-01T00:00:00.000000Z',
      space: { id: space.id, name: 'Team', color: 4 },
      pixels: [expect.objectContaining({ id: own.pixels[0].id })],
    });
    expect(shown.pixels).toHaveLength(1);
  });

  it('accepts aliases of any script, refuses spaces and punctuation, and keeps them unique per domain', async () => {
    s.reset();
    expect((await createLink(s, { url: 'https://a.example', alias: 'Grüße-東京_1' })).alias).toBe('Grüße-東京_1');
    const bad = await call(s, 'POST', '/api/v1/links', {
      form: { url: 'https://a.example', domain_id: '1', alias: 'a b!' },
    });
    expect(await json(bad)).toEqual({
      message: { alias: ['The alias field must only contain letters, numbers, dashes, and underscores.'] },
      status: 422,
    });
    await createLink(s, { url: 'https://a.example', alias: 'x' });
    const taken = await call(s, 'POST', '/api/v1/links', {
      form: { url: 'https://b.example', domain_id: '1', alias: 'x' },
    });
    expect(await failedFields(taken)).toEqual(['alias']);
    const otherDomain = { url: 'https://b.example', domain_id: String(own.domains[0].id), alias: 'x' };
    expect((await call(s, 'POST', '/api/v1/links', { form: otherDomain })).status).toBe(201);
    const long = await call(s, 'POST', '/api/v1/links', {
      form: { url: 'https://b.example', domain_id: '1', alias: 'y'.repeat(256) },
    });
    expect(await failedFields(long)).toEqual(['alias']);
  });

  it('validates targets per kind, drops rows with an empty value and keeps the indexes as an object', async () => {
    s.reset();
    const gaps = await createLink(
      s,
      'url=https://a.example&targets_type=countries&targets[0][key]=US&targets[0][value]=https://us.example' +
        '&targets[1][key]=FR&targets[1][value]=&targets[2][key]=DE&targets[2][value]=https://de.example',
    );
    const expected = {
      '0': { key: 'US', value: 'https://us.example' },
      '2': { key: 'DE', value: 'https://de.example' },
    };
    expect(gaps.targets).toEqual(expected);
    expect((await data(await call(s, 'GET', `/api/v1/links/${String(gaps.id)}`))).targets).toEqual(expected);
    const rotations = await createLink(
      s,
      'url=https://a.example&targets_type=rotations&targets[0][value]=https://1.example&targets[1][value]=https://2.example',
    );
    expect(rotations.targets).toEqual([{ value: 'https://1.example' }, { value: 'https://2.example' }]);
    const kinds: [string, string, string][] = [
      ['continents', 'EU', 'XX'],
      ['operating_systems', 'OS X', 'macOS'],
      ['browsers', 'Firefox', 'Netscape'],
      ['languages', 'de', 'DE'],
      ['devices', 'tablet', 'Tablet'],
    ];
    for (const [kind, good, bad] of kinds) {
      const res = await call(s, 'POST', '/api/v1/links', {
        form:
          `url=https://a.example&domain_id=1&targets_type=${kind}&targets[0][key]=${encodeURIComponent(good)}` +
          `&targets[0][value]=https://ok.example&targets[1][key]=${encodeURIComponent(bad)}&targets[1][value]=nope`,
      });
      expect(await failedFields(res)).toEqual(['targets.1.key', 'targets.1.value']);
    }
    const rows = Array.from({ length: 101 }, (_, i) => `targets[${i}][value]=https://${i}.example`).join('&');
    const tooMany = await call(s, 'POST', '/api/v1/links', {
      form: `url=https://a.example&domain_id=1&targets_type=rotations&${rows}`,
    });
    expect(await json(tooMany)).toEqual({
      message: { targets: ['The targets field must not have more than 100 items.'] },
      status: 422,
    });
    const kind = await call(s, 'POST', '/api/v1/links', {
      form: { url: 'https://a.example', domain_id: '1', targets_type: 'geo' },
    });
    expect(await failedFields(kind)).toEqual(['targets_type']);
  });

  it("takes phpShort 49's own keys: no SS, CW, SX, XK or ae; retired codes, cn and the typo Maxtho", async () => {
    s.reset();
    const verdict = async (kind: string, key: string) => {
      const res = await call(s, 'POST', '/api/v1/links', {
        form: {
          url: 'https://a.example',
          domain_id: '1',
          targets_type: kind,
          'targets[0][key]': key,
          'targets[0][value]': 'https://t.example',
        },
      });
      return res.status === 201 ? 'accepted' : (await failedFields(res)).join();
    };
    for (const refused of ['SS', 'CW', 'SX', 'XK', 'DD'])
      expect(await verdict('countries', refused)).toBe('targets.0.key');
    for (const kept of ['SU', 'AN', 'ZZ', 'US']) expect(await verdict('countries', kept)).toBe('accepted');
    expect(await verdict('languages', 'ae')).toBe('targets.0.key');
    for (const kept of ['cn', 'mo', 'sh', 'ak', 'tw']) expect(await verdict('languages', kept)).toBe('accepted');
    expect(await verdict('browsers', 'Maxthon')).toBe('targets.0.key');
    for (const kept of ['Maxtho', 'Brave', 'QQ Browser']) expect(await verdict('browsers', kept)).toBe('accepted');
  });

  it('neither validates nor stores target rows sent without a targets_type', async () => {
    s.reset();
    const link = await createLink(s, 'url=https://a.example&targets[0][key]=nonsense&targets[0][value]=not-a-url');
    expect(link).toMatchObject({ targets_type: null, targets: null });
  });

  it('ignores classic names without error: nothing of them is applied', async () => {
    s.reset();
    const space = await data(await call(s, 'POST', '/api/v1/spaces', { form: { name: 'Classic' } }));
    const link = await createLink(
      s,
      `url=https://a.example&domain=${own.domains[0].id}&space=${String(space.id)}&pixels[]=${own.pixels[0].id}` +
        '&disabled=1&expiration_date=2000-01-01&expiration_time=10:00&expiration_clicks=1&privacy_password=x' +
        '&target_type=1&country[0][key]=US&country[0][value]=https://us.example',
    );
    const shown = await data(await call(s, 'GET', `/api/v1/links/${String(link.id)}`));
    expect(shown).toMatchObject({
      domain: { id: DEFAULT_DOMAIN_ID },
      space: null,
      pixels: [],
      password: false,
      targets_type: null,
      targets: null,
      clicks_limit: null,
      active_period_end_at: null,
    });
    for (const classicField of ['disabled', 'target_type', 'expiration_date', 'expiration_clicks', 'privacy_password'])
      expect(shown).not.toHaveProperty(classicField);
    const [logged] = s.requests().filter((r) => r.method === 'POST' && r.path === '/api/v1/links');
    expect(logged?.params).toEqual(
      [
        'country',
        'disabled',
        'domain',
        'domain_id',
        'expiration_clicks',
        'expiration_date',
        'expiration_time',
        'pixels',
        'privacy_password',
        'space',
        'target_type',
        'url',
      ].sort(),
    );
    expect(logged?.bodyType).toBe('form');
  });
});

describe('current dialect: active window and timezone', () => {
  it('reads offset-less dates in the account timezone and dates with an offset as given; answers UTC', async () => {
    await withServer({ timezone: 'Europe/Berlin' }, async (s) => {
      const summer = await createLink(s, {
        url: 'https://a.example',
        active_period_start_at: '2030-07-01 12:00',
        active_period_end_at: '2030-07-02T12:00:00+05:30',
      });
      expect(summer).toMatchObject({
        active_period_start_at: '2030-07-01T10:00:00.000000Z',
        active_period_end_at: '2030-07-02T06:30:00.000000Z',
      });
      const winter = await createLink(s, {
        url: 'https://a.example',
        active_period_start_at: '2030-01-01T12:00:00',
        active_period_end_at: '2030-01-02T00:00:00Z',
      });
      expect(winter.active_period_start_at).toBe('2030-01-01T11:00:00.000000Z');
      expect(winter.active_period_end_at).toBe('2030-01-02T00:00:00.000000Z');
    });
    await withServer({}, async (s) => {
      const utc = await createLink(s, {
        url: 'https://a.example',
        active_period_start_at: '2030-07-01 12:00',
        active_period_end_at: '2030-07-01 13:00',
      });
      expect(utc.active_period_start_at).toBe('2030-07-01T12:00:00.000000Z');
    });
  });

  it('wants both ends or neither, start before end, and real dates', async () => {
    await withServer({}, async (s) => {
      const post = (form: Record<string, string>) =>
        call(s, 'POST', '/api/v1/links', { form: { url: 'https://a.example', domain_id: '1', ...form } });
      expect(await json(await post({ active_period_end_at: '2030-01-01T00:00:00Z' }))).toEqual({
        message: {
          active_period_start_at: [
            'The active period start at field is required when active period end at is present.',
          ],
        },
        status: 422,
      });
      // A reversed window fails at both ends (`before` at the start, `after` at the end).
      const reversed = await post({ active_period_start_at: '2030-02-01', active_period_end_at: '2030-01-01' });
      expect(await json(reversed)).toEqual({
        message: {
          active_period_start_at: ['The active period start at field must be a date before active period end at.'],
          active_period_end_at: ['The active period end at field must be a date after active period start at.'],
        },
        status: 422,
      });
      const startAlone = await post({ active_period_start_at: '2030-02-01' });
      expect(await failedFields(startAlone)).toEqual(['active_period_end_at', 'active_period_start_at']);
      const nonsense = await post({ active_period_start_at: '2030-02-30', active_period_end_at: 'soon' });
      expect(await failedFields(nonsense)).toEqual(['active_period_end_at', 'active_period_start_at']);
    });
  });

  it('a renamed link answers at its new alias only, a deleted one nowhere; show and a second delete say 404', async () => {
    await withServer({}, async (s) => {
      const link = await createLink(s, { url: 'https://dest.example/', alias: 'before' });
      await call(s, 'PATCH', `/api/v1/links/${String(link.id)}`, { form: { alias: 'after' } });
      const hop = (alias: string) => fetch(`${s.url}/${alias}`, { redirect: 'manual' });
      expect((await hop('before')).status).toBe(404);
      expect((await hop('after')).status).toBe(302);
      expect((await call(s, 'DELETE', `/api/v1/links/${String(link.id)}`)).status).toBe(200);
      expect((await hop('after')).status).toBe(404);
      for (const [method, path] of [
        ['GET', `/api/v1/links/${String(link.id)}`],
        ['DELETE', `/api/v1/links/${String(link.id)}`],
      ] as const) {
        const gone = await call(s, method, path);
        expect(gone.status).toBe(404);
        expect(await json(gone)).toEqual({ message: 'Resource not found.', status: 404 });
      }
    });
  });

  it("builds the default domain's short links on shortLinkOrigin, as on the app URL; own domains keep theirs", async () => {
    await withServer({ shortLinkOrigin: 'https://go.example.com' }, async (s) => {
      const plain = await createLink(s, { url: 'https://www.example.com/a', alias: 'spring' });
      expect(plain.short_url).toBe('https://go.example.com/spring');
      expect(plain.domain).toMatchObject({ id: DEFAULT_DOMAIN_ID, name: 'go.example.com', user_id: 0 });
      const mine = await createLink(s, {
        url: 'https://www.example.com/b',
        alias: 'mine',
        domain_id: String(own.domains[0].id),
      });
      expect(mine.short_url).toBe(`https://${own.domains[0].name}/mine`);
      const shown = await data(await call(s, 'GET', `/api/v1/links/${String(plain.id)}`));
      expect(shown.short_url).toBe('https://go.example.com/spring');
      // Visitors still reach it where the server listens.
      expect((await fetch(`${s.url}/spring`, { redirect: 'manual' })).status).toBe(302);
    });
  });

  it("accepts a url of 2048 characters and refuses 2049 with the release's message", async () => {
    await withServer({}, async (s) => {
      const base = 'https://dest.example/';
      const at = (n: number) => `${base}${'x'.repeat(n - base.length)}`;
      await createLink(s, { url: at(2048) });
      const refused = await call(s, 'POST', '/api/v1/links', { form: { url: at(2049), domain_id: '1' } });
      expect(refused.status).toBe(422);
      expect(await json(refused)).toEqual({
        message: { url: ['The url field must not be greater than 2048 characters.'] },
        status: 422,
      });
    });
  });

  it('on update takes an end alone (the stored start stays) but not a start alone, as phpShort 49 does', async () => {
    await withServer({}, async (s) => {
      const link = await createLink(s, {
        url: 'https://a.example',
        active_period_start_at: '2030-01-01T00:00:00Z',
        active_period_end_at: '2030-02-01T00:00:00Z',
      });
      const put = (form: Record<string, string>) => call(s, 'PUT', `/api/v1/links/${String(link.id)}`, { form });
      const endAlone = await put({ active_period_end_at: '2030-03-01T00:00:00Z' });
      expect(endAlone.status).toBe(200);
      const stored = await data(await call(s, 'GET', `/api/v1/links/${String(link.id)}`));
      expect([stored.active_period_start_at, stored.active_period_end_at]).toEqual([
        '2030-01-01T00:00:00.000000Z',
        '2030-03-01T00:00:00.000000Z',
      ]);
      const startAlone = await put({ active_period_start_at: '2030-01-15T00:00:00Z' });
      expect(await failedFields(startAlone)).toEqual(['active_period_start_at']);
    });
  });

  it('expires outside the window or at the click limit; short links follow the state', async () => {
    await withServer({}, async (s) => {
      const past = await createLink(s, {
        url: 'https://dest.example/',
        alias: 'past',
        active_period_start_at: '2000-01-01T00:00:00Z',
        active_period_end_at: '2000-01-02T00:00:00Z',
        expiration_url: 'https://gone.example/',
      });
      const limited = await createLink(s, { url: 'https://dest.example/', alias: 'limited', clicks_limit: '2' });
      const hop = (alias: string) => fetch(`${s.url}/${alias}`, { redirect: 'manual' });
      expect((await hop('past')).headers.get('location')).toBe('https://gone.example/');
      expect((await hop('limited')).headers.get('location')).toBe('https://dest.example/');
      s.addClicks(limited.id as number, 1);
      expect((await hop('limited')).status).toBe(404);
      expect((await data(await call(s, 'GET', `/api/v1/links/${String(limited.id)}`))).clicks).toBe(2);
      expect((await data(await call(s, 'GET', `/api/v1/links/${String(past.id)}`))).clicks).toBe(0);
      expect((await hop(encodeURIComponent('nope'))).status).toBe(404);
    });
  });
});

describe('current dialect: plan gates', () => {
  const denied = ["You don't have access to this feature."];

  it('refuses a gated field whenever it is present, even at its default value', async () => {
    const features = { link_stats: 0, link_password: 0, link_expiration: 0, link_targeting: 0, pixels: 0, spaces: 0 };
    await withServer({ plan: { features } }, async (s) => {
      const res = await call(s, 'POST', '/api/v1/links', {
        form:
          'url=https://a.example&domain_id=1&privacy=0&password=x&redirect_password=y&clicks_limit=0' +
          '&expiration_url=https://e.example&active_period_start_at=2030-01-01&active_period_end_at=2030-01-02' +
          '&targets_type=rotations&targets[0][value]=https://r.example&pixel_ids[]=1&space_id=1',
      });
      expect(res.status).toBe(422);
      const message = (await json(res)).message as Record<string, string[]>;
      expect(Object.keys(message).sort()).toEqual(
        [
          'active_period_end_at',
          'active_period_start_at',
          'clicks_limit',
          'expiration_url',
          'password',
          'pixel_ids',
          'privacy',
          'redirect_password',
          'space_id',
          'targets',
          'targets_type',
        ].sort(),
      );
      for (const messages of Object.values(message)) expect(messages).toEqual(denied);
      // Without the gated fields the same plan creates links; sent empty they are not "used" either.
      const plain = await createLink(s, { url: 'https://a.example' });
      const path = `/api/v1/links/${String(plain.id)}`;
      const cleared = await call(s, 'PATCH', path, { form: { clicks_limit: '', privacy: '' } });
      expect(cleared.status).toBe(200);
    });
  });

  it('gates deep links, own domains, and the link and space counts', async () => {
    await withServer({ plan: { features: { link_deep: 0, domains: 0, links: 1, spaces: 0 } } }, async (s) => {
      const deep = await call(s, 'POST', '/api/v1/links', { form: { url: 'myapp://open', domain_id: '1' } });
      expect(await json(deep)).toEqual({ message: { url: denied }, status: 422 });
      const ownDomain = { url: 'https://a.example', domain_id: String(own.domains[0].id) };
      expect(await json(await call(s, 'POST', '/api/v1/links', { form: ownDomain }))).toEqual({
        message: { domain_id: denied },
        status: 422,
      });
      await createLink(s, { url: 'https://a.example' });
      const second = await call(s, 'POST', '/api/v1/links', { form: { url: 'https://b.example', domain_id: '1' } });
      expect(await json(second)).toEqual({ message: { url: denied }, status: 422 });
      const space = await call(s, 'POST', '/api/v1/spaces', { form: { name: 'No room' } });
      expect(await json(space)).toEqual({ message: { name: denied }, status: 422 });
    });
    await withServer({}, async (s) => {
      expect((await createLink(s, { url: 'myapp://open' })).url).toBe('myapp://open');
    });
  });

  it('refuses every API request with a 403 when the plan has no API access', async () => {
    await withServer({ plan: { features: { api: 0 }, name: 'Free' } }, async (s) => {
      for (const path of ['/api/v1/account', '/api/v1/links', '/api/v1/spaces', '/api/v1/domains']) {
        const res = await call(s, 'GET', path);
        expect(res.status).toBe(403);
        expect(await json(res)).toEqual({ message: denied[0], status: 403 });
      }
    });
  });

  it('refuses a nonsense plan at startup', async () => {
    await expect(start({ plan: { features: { link_deep: 2 } } })).rejects.toThrow(/link_deep/);
    await expect(start({ timezone: 'Mars/Olympus' })).rejects.toThrow();
  });
});

describe('current dialect: updating links', () => {
  let s: ReferenceServer;
  beforeAll(async () => {
    s = await start();
  });
  afterAll(async () => {
    await s.close();
  });

  it('writes only the keys present (PUT as PATCH), clears empty ones, never moves the domain', async () => {
    s.reset();
    const space = await data(await call(s, 'POST', '/api/v1/spaces', { form: { name: 'Team' } }));
    const link = await createLink(s, {
      url: 'https://a.example',
      alias: 'keep',
      space_id: String(space.id),
      clicks_limit: '9',
      redirect_password: 'pw',
    });
    const res = await call(s, 'PUT', `/api/v1/links/${String(link.id)}`, {
      form: { space_id: '', redirect_password: '', privacy: '1', domain_id: String(own.domains[0].id) },
    });
    expect(res.status).toBe(200);
    expect(await data(res)).toMatchObject({
      alias: 'keep',
      url: 'https://a.example',
      privacy: '1',
      clicks_limit: 9,
      clicks: 0,
      space: null,
      redirect_password: false,
      domain: { id: DEFAULT_DOMAIN_ID },
    });
    const json404 = await call(s, 'PATCH', `/api/v1/links/${String(link.id)}`, { form: { domain_id: '999' } });
    expect(json404.status).toBe(200);
    const moved = await call(s, 'PATCH', `/api/v1/links/${String(link.id)}`, {
      form: { url: 'https://moved.example/x' },
    });
    expect(await data(moved)).toMatchObject({ url: 'https://moved.example/x', title: 'moved.example', alias: 'keep' });
  });

  it('answers 403 to a user_id and 404 to a foreign link', async () => {
    s.reset();
    const link = await createLink(s, { url: 'https://a.example' });
    const forbidden = await call(s, 'PATCH', `/api/v1/links/${String(link.id)}`, { form: { user_id: '2' } });
    expect(forbidden.status).toBe(403);
    expect(await json(forbidden)).toEqual({ message: "You don't have access to this feature.", status: 403 });
    const create = await call(s, 'POST', '/api/v1/links', {
      form: { url: 'https://a.example', domain_id: '1', user_id: '2' },
    });
    expect(create.status).toBe(403);
    const other = await call(s, 'PATCH', `/api/v1/links/${String(link.id)}`, {
      key: OTHER_KEY,
      form: { privacy: '1' },
    });
    expect(await json(other)).toEqual({ message: 'Resource not found.', status: 404 });
  });

  it('replaces targets with a new kind, clears them with an empty targets_type', async () => {
    s.reset();
    const link = await createLink(
      s,
      'url=https://a.example&targets_type=devices&targets[0][key]=mobile&targets[0][value]=https://m.example',
    );
    const path = `/api/v1/links/${String(link.id)}`;
    const changed = await call(s, 'PATCH', path, {
      json: { targets_type: 'languages', targets: [{ key: 'fr', value: 'https://fr.example' }] },
    });
    expect(await data(changed)).toMatchObject({
      targets_type: 'languages',
      targets: [{ key: 'fr', value: 'https://fr.example' }],
    });
    const cleared = await call(s, 'PATCH', path, { form: { targets_type: '' } });
    expect(await data(cleared)).toMatchObject({ targets_type: null, targets: null });
  });
});

describe('current dialect: lists', () => {
  let s: ReferenceServer;
  const made: Record<string, number> = {};
  beforeAll(async () => {
    s = await start();
    const space = await data(await call(s, 'POST', '/api/v1/spaces', { form: { name: 'Pile' } }));
    const mk = async (name: string, form: Record<string, string> | string) => {
      made[name] = (await createLink(s, typeof form === 'string' ? `alias=${name}&${form}` : { alias: name, ...form }))
        .id as number;
    };
    await mk('alpha', { url: 'https://zeta.example/' });
    await mk('beta', `url=https://yota.example/&space_id=${String(space.id)}&pixel_ids[]=${own.pixels[0].id}`);
    await mk('gamma', {
      url: 'https://xi.example/',
      active_period_start_at: '2000-01-01T00:00:00Z',
      active_period_end_at: '2000-01-02T00:00:00Z',
    });
    await mk('delta', { url: 'https://wau.example/', clicks_limit: '2', domain_id: String(own.domains[0].id) });
    s.addClicks(made.alpha ?? 0, 5);
    s.addClicks(made.delta ?? 0, 2);
  });
  afterAll(async () => {
    await s.close();
  });

  it('sorts by sort_by and sort, and ignores the classic sort=max and by', async () => {
    const { alpha, beta, gamma, delta } = made;
    expect(await ids(s, '/api/v1/links')).toEqual([delta, gamma, beta, alpha]);
    expect(await ids(s, '/api/v1/links?sort_by=clicks&sort=desc')).toEqual([alpha, delta, gamma, beta]);
    expect(await ids(s, '/api/v1/links?sort_by=alias&sort=asc')).toEqual([alpha, beta, delta, gamma]);
    expect(await ids(s, '/api/v1/links?sort_by=url&sort=asc')).toEqual([delta, gamma, beta, alpha]);
    expect(await ids(s, '/api/v1/links?sort=max')).toEqual([delta, gamma, beta, alpha]);
    expect(await ids(s, '/api/v1/links?search=lph&by=alias')).toEqual([]);
    expect(await ids(s, '/api/v1/links?search=ETA&search_by=alias')).toEqual([beta]);
    expect(await ids(s, '/api/v1/links?search=zeta&search_by=url')).toEqual([alpha]);
  });

  it('filters by space_id (0 = none), domain_id and pixel_id; ignores classic filter names', async () => {
    const { alpha, beta, gamma, delta } = made;
    expect(await ids(s, '/api/v1/links?space_id=1')).toEqual([beta]);
    expect(await ids(s, '/api/v1/links?space_id=0')).toEqual([delta, gamma, alpha]);
    expect(await ids(s, `/api/v1/links?domain_id=${own.domains[0].id}`)).toEqual([delta]);
    expect(await ids(s, `/api/v1/links?pixel_id=${own.pixels[0].id}`)).toEqual([beta]);
    expect(await ids(s, `/api/v1/links?space=1&domain=${own.domains[0].id}&pixel=${own.pixels[0].id}`)).toEqual([
      delta,
      gamma,
      beta,
      alpha,
    ]);
  });

  it('copies the unreliable status filter: it sees the click limit only, and ignores 3', async () => {
    const { alpha, beta, gamma, delta } = made;
    // gamma's window ended in 2000: it is expired, yet the server lists it as active and not as expired.
    expect(await ids(s, '/api/v1/links?status=1')).toEqual([gamma, beta, alpha]);
    expect(await ids(s, '/api/v1/links?status=2')).toEqual([delta]);
    expect(await ids(s, '/api/v1/links?status=3')).toEqual([delta, gamma, beta, alpha]);
  });

  it('accepts per_page 10/25/50/100 only, and its page links keep filters but drop status', async () => {
    const five = await json(await call(s, 'GET', '/api/v1/links?per_page=5'));
    expect(five.meta).toMatchObject({ per_page: 10 });
    expect((await json(await call(s, 'GET', '/api/v1/links?per_page=25'))).meta).toMatchObject({ per_page: 25 });
    expect((await json(await call(s, 'GET', '/api/v1/links?per_page=250'))).meta).toMatchObject({ per_page: 10 });
    const first = await json(await call(s, 'GET', '/api/v1/links?status=1&search=a&search_by=alias&page=1'));
    const links = first.links as Record<string, string>;
    expect(links.first).toBe(`${s.url}/api/v1/links?search=a&search_by=alias&page=1`);
    expect(links.first).not.toContain('status');
  });

  it('searches destinations with search_by=url as phpShort does: a part anywhere, case aside, query included', async () => {
    await withServer({}, async (fresh) => {
      const mk = async (url: string) => (await createLink(fresh, { url })).id as number;
      const page = await mk('https://example.com/article?id=7&utm_source=news');
      const longer = await mk('https://web.archive.org/web/https://Example.com/article?id=7');
      const other = await mk('https://example.com/other');
      const search = (text: string, by = '&search_by=url') =>
        ids(fresh, `/api/v1/links?search=${encodeURIComponent(text)}${by}`);
      expect(await search('https://EXAMPLE.com/article?id=7')).toEqual([longer, page]);
      expect(await search('example.com/')).toEqual([other, longer, page]);
      // The title is the default field; the classic `by` is ignored.
      expect(await search('utm_source', '')).toEqual([]);
      expect(await search('utm_source', '&by=url')).toEqual([]);
    });
  });
});

describe('current dialect: spaces and deletes', () => {
  let s: ReferenceServer;
  beforeAll(async () => {
    s = await start();
  });
  afterAll(async () => {
    await s.close();
  });

  it('keeps names unique per account ignoring case, colours 1–6 defaulting to 1', async () => {
    s.reset();
    const work = await call(s, 'POST', '/api/v1/spaces', { form: { name: 'Work' } });
    expect(await data(work)).toMatchObject({ name: 'Work', color: 1 });
    const dup = await call(s, 'POST', '/api/v1/spaces', { form: { name: 'WORK', color: '7' } });
    expect(await json(dup)).toEqual({
      message: { name: ['The name has already been taken.'], color: ['The color field must be between 1 and 6.'] },
      status: 422,
    });
    const long = await call(s, 'POST', '/api/v1/spaces', { form: { name: 'x'.repeat(33) } });
    expect(await json(long)).toEqual({
      message: { name: ['The name field must not be greater than 32 characters.'] },
      status: 422,
    });
    expect((await call(s, 'POST', '/api/v1/spaces', { key: OTHER_KEY, form: { name: 'work' } })).status).toBe(201);
    const coloured = await data(await call(s, 'POST', '/api/v1/spaces', { form: { name: 'Blue', color: '6' } }));
    expect(coloured.color).toBe('6');
    expect(Object.keys(coloured).sort()).toEqual(['color', 'created_at', 'id', 'name', 'updated_at']);
  });

  it('counts a name in code points after trimming it, as mb_strlen behind TrimStrings does', async () => {
    s.reset();
    // 32 rockets are 64 UTF-16 units and 32 characters: accepted whole, padding trimmed away.
    const rockets = await data(await call(s, 'POST', '/api/v1/spaces', { form: { name: ` ${'🚀'.repeat(32)}  ` } }));
    expect(rockets.name).toBe('🚀'.repeat(32));
    // A family emoji is five code points (three people, two joiners): seven of them are 35.
    const family = '👨‍👩‍👧';
    const over = await call(s, 'POST', '/api/v1/spaces', { form: { name: family.repeat(7) } });
    expect(await json(over)).toEqual({
      message: { name: ['The name field must not be greater than 32 characters.'] },
      status: 422,
    });
    const six = await data(await call(s, 'POST', '/api/v1/spaces', { form: { name: family.repeat(6) } }));
    expect(six.name).toBe(family.repeat(6));
    expect((await json(await call(s, 'POST', '/api/v1/spaces', { form: { name: '   ' } }))).message).toEqual({
      name: ['The name field is required.'],
    });
  });

  it('lists spaces with search, sort_by name and the per_page fallback', async () => {
    s.reset();
    for (const name of ['beta', 'Alpha', 'gamma']) await call(s, 'POST', '/api/v1/spaces', { form: { name } });
    const names = async (q: string) =>
      ((await json(await call(s, 'GET', `/api/v1/spaces?${q}`))).data as { name: string }[]).map((x) => x.name);
    expect(await names('')).toEqual(['gamma', 'Alpha', 'beta']);
    expect(await names('sort_by=name&sort=asc')).toEqual(['Alpha', 'beta', 'gamma']);
    expect(await names('search=A&search_by=name&sort_by=name&sort=desc')).toEqual(['gamma', 'beta', 'Alpha']);
    expect((await json(await call(s, 'GET', '/api/v1/spaces?per_page=11'))).meta).toMatchObject({ per_page: 10 });
  });

  it('deletes under /api/v1 (a repeat is a 404, a space takes its links); /…/destroy is a 405 page', async () => {
    s.reset();
    const space = await data(await call(s, 'POST', '/api/v1/spaces', { form: { name: 'Doomed' } }));
    const inSpace = await createLink(s, { url: 'https://a.example', space_id: String(space.id) });
    const outside = await createLink(s, { url: 'https://b.example' });
    const old = await call(s, 'DELETE', `/links/${String(outside.id)}/destroy`);
    expect(old.status).toBe(405);
    expect(old.headers.get('content-type')).toMatch(/text\/html/);
    expect(old.headers.get('access-control-allow-origin')).toBeNull();
    expect((await call(s, 'DELETE', `/spaces/${String(space.id)}/destroy`)).status).toBe(405);
    const del = await call(s, 'DELETE', `/api/v1/spaces/${String(space.id)}`);
    expect(await json(del)).toEqual({ id: space.id, object: 'space', deleted: true, status: 200 });
    expect((await call(s, 'GET', `/api/v1/links/${String(inSpace.id)}`)).status).toBe(404);
    const delLink = await call(s, 'DELETE', `/api/v1/links/${String(outside.id)}`);
    expect(await json(delLink)).toEqual({ id: outside.id, object: 'link', deleted: true, status: 200 });
    expect((await call(s, 'DELETE', `/api/v1/links/${String(outside.id)}`)).status).toBe(404);
  });
});

describe('classic dialect ignores current names', () => {
  it('applies none of them, in writes and in lists, and the log shows which names were sent', async () => {
    const s = await startReferenceServer({ apiKeys: [KEY], rateLimitPerMinute: 10_000, titleFetch: false });
    try {
      const classicDomain = seedFor(0).domains[0];
      const res = await call(s, 'POST', '/api/v1/links', {
        json: {
          url: 'https://a.example',
          domain_id: classicDomain.id,
          space_id: 1,
          pixel_ids: [seedFor(0).pixels[0].id],
          clicks_limit: 1,
          redirect_password: 'x',
          targets_type: 'countries',
          targets: [{ key: 'US', value: 'https://us.example' }],
          active_period_start_at: '2000-01-01',
          active_period_end_at: '2000-01-02',
        },
      });
      expect(res.status).toBe(201);
      const id = (await data(res)).id as number;
      const shown = await data(await call(s, 'GET', `/api/v1/links/${id}`));
      expect(shown).toMatchObject({
        domain: null,
        space: null,
        pixels: [],
        password: false,
        target_type: 0,
        targets: [],
      });
      expect(shown).not.toHaveProperty('clicks_limit');
      expect(shown).not.toHaveProperty('targets_type');
      await call(s, 'POST', '/api/v1/links', { form: { url: 'https://b.example', alias: 'zz' } });
      // search_by and sort_by are unknown here: the default field (title) is searched, newest first.
      expect(await ids(s, '/api/v1/links?search=zz&search_by=alias')).toEqual([]);
      const all = await ids(s, '/api/v1/links?sort_by=id&sort=asc&space_id=9&domain_id=9');
      expect(all).toEqual([id, id + 1]);
      const [logged] = s.requests();
      expect(logged?.bodyType).toBe('json');
      expect(logged?.params).toContain('domain_id');
      expect(logged?.params).not.toContain('domain');
    } finally {
      await s.close();
    }
  });
});

describe('current dialect: persistence', () => {
  it('marks its data file, and a server of the other dialect refuses it', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'refserver-current-')), 'data.json');
    await withServer({ dataFile: file }, async (s) => {
      await createLink(s, { url: 'https://a.example', alias: 'kept' });
    });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ version: 1, dialect: 'current' });
    await withServer({ dataFile: file }, async (s) => {
      expect(await data(await call(s, 'GET', '/api/v1/links/1'))).toMatchObject({ alias: 'kept' });
    });
    await expect(startReferenceServer({ apiKeys: [KEY], dataFile: file })).rejects.toThrow(/current-dialect data/);
  });
});
