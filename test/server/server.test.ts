// Wire-level tests of the reference server: real HTTP against a real listening server.
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parsePhpForm } from './input';
import { seedFor, startReferenceServer, type ReferenceServer, type ReferenceServerOptions } from './index';
import { call as callWith, data, json, type CallOptions } from './test-client';

const KEY = 'a'.repeat(64);
const OTHER_KEY = 'b'.repeat(64);

const call = (server: ReferenceServer, method: string, path: string, o: CallOptions = {}): Promise<Response> =>
  callWith(server, KEY, method, path, o);

async function withServer(
  opts: Partial<ReferenceServerOptions>,
  fn: (s: ReferenceServer) => Promise<void>,
): Promise<void> {
  const server = await startReferenceServer({ apiKeys: [KEY, OTHER_KEY], rateLimitPerMinute: 10_000, ...opts });
  try {
    await fn(server);
  } finally {
    await server.close();
  }
}

describe('reference server (classic dialect)', () => {
  let s: ReferenceServer;
  beforeAll(async () => {
    s = await startReferenceServer({ apiKeys: [KEY, OTHER_KEY], rateLimitPerMinute: 10_000, titleFetch: false });
  });
  afterAll(async () => {
    await s.close();
  });

  it('stores a space with 201, body status 200 and raw form strings; show answers proper types', async () => {
    s.reset();
    const res = await call(s, 'POST', '/api/v1/spaces', { form: { name: 'Work', color: '3' } });
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(body.status).toBe(200);
    const created = body.data as Record<string, unknown>;
    expect(created.color).toBe('3');
    expect(created.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
    const shown = await data(await call(s, 'GET', `/api/v1/spaces/${String(created.id)}`));
    expect(shown).toMatchObject({ id: created.id, name: 'Work', color: 3, links_count: 0 });
  });

  it('paginates like Laravel, with null from/to and empty data past the end', async () => {
    s.reset();
    for (let i = 0; i < 12; i++) await call(s, 'POST', '/api/v1/spaces', { form: { name: `S${i}` } });
    const page2 = await json(await call(s, 'GET', '/api/v1/spaces?page=2&sort=asc'));
    expect((page2.data as { name: string }[]).map((x) => x.name)).toEqual(['S10', 'S11']);
    expect(page2.meta).toMatchObject({ current_page: 2, from: 11, to: 12, last_page: 2, per_page: 10, total: 12 });
    expect(page2.links).toMatchObject({ next: null, prev: `${s.url}/api/v1/spaces?page=1` });
    const past = await json(await call(s, 'GET', '/api/v1/spaces?page=9'));
    expect(past.data).toEqual([]);
    expect(past.meta).toMatchObject({ from: null, to: null, total: 12 });
  });

  it('reports every failing field at once in a 422 with message as an object of arrays', async () => {
    s.reset();
    const foreignDomain = seedFor(1).domains[0].id;
    const res = await call(s, 'POST', '/api/v1/links', {
      form:
        `url=not-a-url&alias=a%20b&privacy=2&domain=${foreignDomain}&expiration_date=2025-02-30` +
        '&target_type=1&country[0][key]=XX&country[0][value]=https://x.example&country[1][key]=US',
    });
    expect(res.status).toBe(422);
    const body = await json(res);
    expect(body.status).toBe(422);
    const fields = body.message as Record<string, string[]>;
    expect(Object.keys(fields).sort()).toEqual(
      ['alias', 'country.0.key', 'country.1.value', 'domain', 'expiration_date', 'privacy_password', 'url'].sort(),
    );
    for (const messages of Object.values(fields)) expect(messages[0]).toEqual(expect.any(String));
  });

  it("takes phpShort 2.4.0's own keys: DD and ae, no SS, CW or SX", async () => {
    s.reset();
    const verdict = async (group: string, key: string) => {
      const res = await call(s, 'POST', '/api/v1/links', {
        form: {
          url: 'https://a.example',
          target_type: group === 'country' ? '1' : '3',
          [`${group}[0][key]`]: key,
          [`${group}[0][value]`]: 'https://t.example',
        },
      });
      return res.status === 201 ? 'accepted' : Object.keys((await json(res)).message as object).join();
    };
    for (const refused of ['SS', 'CW', 'SX']) expect(await verdict('country', refused)).toBe('country.0.key');
    for (const kept of ['DD', 'SU', 'US']) expect(await verdict('country', kept)).toBe('accepted');
    expect(await verdict('language', 'ae')).toBe('accepted');
    for (const refused of ['cn', 'mo']) expect(await verdict('language', refused)).toBe('language.0.key');
  });

  it('names invalid list parameters in a 422', async () => {
    const res = await call(s, 'GET', '/api/v1/links?per_page=5&sort=best&by=name&status=7');
    expect(res.status).toBe(422);
    expect(Object.keys((await json(res)).message as object).sort()).toEqual(['by', 'per_page', 'sort', 'status']);
  });

  it('answers a bad key with JSON 401 only when JSON is accepted, else a redirect to /login', async () => {
    const withJson = await call(s, 'GET', '/api/v1/links', { key: 'wrong' });
    expect(withJson.status).toBe(401);
    expect(await json(withJson)).toEqual({ message: 'Unauthenticated.' });
    const browserish = await call(s, 'GET', '/api/v1/links', { key: null, accept: false });
    expect(browserish.status).toBe(302);
    expect(browserish.headers.get('location')).toBe(`${s.url}/login`);
  });

  it('answers 405 for a known path with the wrong method, 404 for unknown paths and foreign records', async () => {
    s.reset();
    const put = await call(s, 'PUT', '/api/v1/links', { form: { url: 'https://a.example' } });
    expect(put.status).toBe(405);
    expect((await json(put)).message).toMatch(/^The PUT method is not supported for route api\/v1\/links\./);
    const unknown = await call(s, 'GET', '/api/v1/account');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('access-control-allow-origin')).toBe('*');
    const link = await data(await call(s, 'POST', '/api/v1/links', { form: { url: 'https://a.example' } }));
    const foreign = await call(s, 'GET', `/api/v1/links/${String(link.id)}`, { key: OTHER_KEY });
    expect(foreign.status).toBe(404);
    expect(await json(foreign)).toEqual({ message: 'Resource not found.', status: 404 });
    const htmlNotFound = await call(s, 'GET', '/api/v1/nothing', { accept: false });
    expect(htmlNotFound.headers.get('content-type')).toMatch(/text\/html/);
    // A base URL with a path too many: no route, answered in JSON when JSON is asked for, without CORS.
    const extra = await call(s, 'GET', '/extra/api/v1/account');
    expect([extra.status, extra.headers.get('access-control-allow-origin')]).toEqual([404, null]);
    expect(await json(extra)).toEqual({ message: 'The route extra/api/v1/account could not be found.' });
    const extraPage = await call(s, 'GET', '/extra/api/v1/account', { accept: false });
    expect([extraPage.status, extraPage.headers.get('content-type')]).toEqual([
      404,
      expect.stringMatching(/text\/html/),
    ]);
  });

  it('allows CORS on /api answers and preflights', async () => {
    const pre = await fetch(`${s.url}/api/v1/links`, { method: 'OPTIONS' });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    expect(pre.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(pre.headers.get('access-control-allow-methods')).toMatch(/PATCH/);
    const err = await call(s, 'GET', '/api/v1/links', { key: 'nope' });
    expect(err.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('keeps the indexes the client sent: gaps give an object, 0..n an array', async () => {
    s.reset();
    const gaps = await data(
      await call(s, 'POST', '/api/v1/links', {
        form:
          'url=https://a.example&target_type=1&country[0][key]=US&country[0][value]=https://us.example' +
          '&country[2][key]=FR&country[2][value]=https://fr.example',
      }),
    );
    expect(gaps.targets).toEqual({
      '0': { key: 'US', value: 'https://us.example' },
      '2': { key: 'FR', value: 'https://fr.example' },
    });
    const rotation = await data(
      await call(s, 'POST', '/api/v1/links', {
        form: 'url=https://a.example&target_type=4&rotation[0][value]=https://1.example&rotation[1][value]=https://2.example',
      }),
    );
    const shown = await data(await call(s, 'GET', `/api/v1/links/${String(rotation.id)}`));
    expect(shown.targets).toEqual([{ value: 'https://1.example' }, { value: 'https://2.example' }]);
    expect(shown.target_type).toBe(4);
  });

  it('echoes raw values on create (null where show says 0) and proper types on show', async () => {
    s.reset();
    const [domain] = seedFor(0).domains;
    const [pixel] = seedFor(0).pixels;
    const created = await data(
      await call(s, 'POST', '/api/v1/links', {
        form: `url=https://dest.example/page&alias=my-link&domain=${domain.id}&pixels[]=${pixel.id}&expiration_clicks=5&password=pw`,
      }),
    );
    expect(created).toMatchObject({
      alias: 'my-link',
      privacy: null,
      disabled: null,
      expiration_clicks: '5',
      password: true,
    });
    expect(created.short_url).toBe(`https://${domain.name}/my-link`);
    const shown = await data(await call(s, 'GET', `/api/v1/links/${String(created.id)}`));
    expect(shown).toMatchObject({
      privacy: 0,
      disabled: 0,
      clicks: 0,
      expiration_clicks: 5,
      title: 'dest.example',
      domain: { id: domain.id, name: domain.name },
      pixels: [{ id: pixel.id, name: pixel.name, type: pixel.type }],
    });
    const generated = await data(await call(s, 'POST', '/api/v1/links', { form: { url: 'https://x.example' } }));
    expect(generated.alias).toMatch(/^[A-Za-z0-9]{5,6}$/);
    expect(generated.short_url).toBe(`${s.url}/${String(generated.alias)}`);
  });

  it('updates only the fields present; empty strings clear; domain is ignored; empty alias is refused', async () => {
    s.reset();
    const space = await data(await call(s, 'POST', '/api/v1/spaces', { form: { name: 'Team' } }));
    const link = await data(
      await call(s, 'POST', '/api/v1/links', {
        form: { url: 'https://a.example', space: String(space.id), alias: 'keep' },
      }),
    );
    const updated = await call(s, 'PATCH', `/api/v1/links/${String(link.id)}`, {
      form: { space: '', disabled: '1', domain: String(seedFor(0).domains[0].id) },
    });
    expect(updated.status).toBe(200);
    const echoed = (await json(updated)).data as Record<string, unknown>;
    expect(echoed).toMatchObject({ disabled: '1', space: null, domain: null, alias: 'keep', url: 'https://a.example' });
    const refused = await call(s, 'PUT', `/api/v1/links/${String(link.id)}`, { form: { alias: '' } });
    expect(refused.status).toBe(422);
    expect(Object.keys((await json(refused)).message as object)).toEqual(['alias']);
  });

  it('filters and sorts links by state, clicks and search', async () => {
    s.reset();
    const mk = async (form: Record<string, string>): Promise<number> =>
      (await data(await call(s, 'POST', '/api/v1/links', { form }))).id as number;
    const a = await mk({ url: 'https://a.example', alias: 'alpha' });
    const b = await mk({ url: 'https://b.example', alias: 'beta', disabled: '1' });
    const c = await mk({ url: 'https://c.example', alias: 'gamma', expiration_date: '2000-01-01' });
    const d = await mk({ url: 'https://d.example', alias: 'delta', expiration_clicks: '2' });
    s.addClicks(a, 3);
    s.addClicks(d, 2);
    const ids = async (q: string): Promise<number[]> =>
      ((await json(await call(s, 'GET', `/api/v1/links?${q}`))).data as { id: number }[]).map((x) => x.id);
    expect(await ids('status=1')).toEqual([a]);
    expect(await ids('status=2')).toEqual([d, c]);
    expect(await ids('status=3')).toEqual([b]);
    expect(await ids('sort=max')).toEqual([a, d, c, b]);
    expect(await ids('sort=min')).toEqual([c, b, d, a]);
    expect(await ids('search=ELT&by=alias')).toEqual([d]);
    expect(await ids('sort=asc')).toEqual([a, b, c, d]);
  });

  it('searches destinations with by=url as phpShort does: a part anywhere, case aside, query included', async () => {
    s.reset();
    const mk = async (url: string): Promise<number> =>
      (await data(await call(s, 'POST', '/api/v1/links', { form: { url } }))).id as number;
    const page = await mk('https://example.com/article?id=7&utm_source=news');
    const longer = await mk('https://web.archive.org/web/https://Example.com/article?id=7');
    const other = await mk('https://example.com/other');
    const ids = async (text: string, by = '&by=url'): Promise<number[]> =>
      (
        (await json(await call(s, 'GET', `/api/v1/links?search=${encodeURIComponent(text)}${by}`))).data as {
          id: number;
        }[]
      ).map((x) => x.id);
    expect(await ids('https://EXAMPLE.com/article?id=7')).toEqual([longer, page]);
    expect(await ids('example.com/')).toEqual([other, longer, page]);
    // The title is the default field; the current `search_by` is not the classic name.
    expect(await ids('utm_source', '')).toEqual([]);
    expect(await ids('utm_source', '&search_by=url')).toEqual([]);
  });

  it("answers overridden fields for a record in shows, lists and the link's space; reset forgets them", async () => {
    s.reset();
    const space = await data(await call(s, 'POST', '/api/v1/spaces', { form: { name: 'Work' } }));
    const link = await data(
      await call(s, 'POST', '/api/v1/links', { form: { url: 'https://a.example', space: String(space.id) } }),
    );
    s.overrideRecord('links', link.id as number, { short_url: 'javascript:alert(1)' });
    const put = await fetch(`${s.url}/__control/spaces/${String(space.id)}/answer`, {
      method: 'PUT',
      body: JSON.stringify({ name: '<b>x</b>' }),
    });
    expect(put.status).toBe(200);
    const shown = await data(await call(s, 'GET', `/api/v1/links/${String(link.id)}`));
    expect(shown).toMatchObject({
      short_url: 'javascript:alert(1)',
      url: 'https://a.example',
      space: { name: '<b>x</b>' },
    });
    const listed = (await json(await call(s, 'GET', '/api/v1/spaces'))).data as { name: string }[];
    expect(listed.map((x) => x.name)).toEqual(['<b>x</b>']);
    s.reset();
    const again = await data(await call(s, 'POST', '/api/v1/links', { form: { url: 'https://a.example' } }));
    expect(again.short_url).toBe(`${s.url}/${String(again.alias)}`);
  });

  it('redirects active short links and counts the click; disabled links are a 404 page', async () => {
    s.reset();
    const link = await data(
      await call(s, 'POST', '/api/v1/links', { form: { url: 'https://dest.example/', alias: 'go' } }),
    );
    const hop = await fetch(`${s.url}/go`, { redirect: 'manual' });
    expect(hop.status).toBe(302);
    expect(hop.headers.get('location')).toBe('https://dest.example/');
    expect((await data(await call(s, 'GET', `/api/v1/links/${String(link.id)}`))).clicks).toBe(1);
    await call(s, 'PATCH', `/api/v1/links/${String(link.id)}`, { form: { disabled: '1' } });
    expect((await fetch(`${s.url}/go`, { redirect: 'manual' })).status).toBe(404);
  });

  it('a renamed link answers at its new alias only, a deleted one nowhere; show says 404 once it is gone', async () => {
    s.reset();
    const link = await data(
      await call(s, 'POST', '/api/v1/links', { form: { url: 'https://dest.example/', alias: 'before' } }),
    );
    await call(s, 'PATCH', `/api/v1/links/${String(link.id)}`, { form: { alias: 'after' } });
    expect((await fetch(`${s.url}/before`, { redirect: 'manual' })).status).toBe(404);
    expect((await fetch(`${s.url}/after`, { redirect: 'manual' })).status).toBe(302);
    await call(s, 'DELETE', `/links/${String(link.id)}/destroy`);
    expect((await fetch(`${s.url}/after`, { redirect: 'manual' })).status).toBe(404);
    const shown = await call(s, 'GET', `/api/v1/links/${String(link.id)}`);
    expect(shown.status).toBe(404);
    expect(await json(shown)).toEqual({ message: 'Resource not found.', status: 404 });
  });

  it("accepts a url of 2048 characters and refuses 2049 with the release's message (an emoji counts once)", async () => {
    s.reset();
    const base = 'https://dest.example/';
    const at = (n: number, fill = 'x') => `${base}${fill.repeat(n - base.length)}`;
    expect((await call(s, 'POST', '/api/v1/links', { form: { url: at(2048) } })).status).toBe(201);
    // 2048 characters, 2049 UTF-16 units: PHP's mb_strlen counts the emoji once.
    expect((await call(s, 'POST', '/api/v1/links', { form: { url: `${at(2047)}🚀` } })).status).toBe(201);
    const refused = await call(s, 'POST', '/api/v1/links', { form: { url: at(2049) } });
    expect(refused.status).toBe(422);
    expect(await json(refused)).toEqual({
      message: { url: ['The url must not be greater than 2048 characters.'] },
      status: 422,
    });
  });

  it('deleting a space deletes its links', async () => {
    s.reset();
    const space = await data(await call(s, 'POST', '/api/v1/spaces', { form: { name: 'Doomed' } }));
    const inSpace = await data(
      await call(s, 'POST', '/api/v1/links', { form: { url: 'https://a.example', space: String(space.id) } }),
    );
    const outside = await data(await call(s, 'POST', '/api/v1/links', { form: { url: 'https://b.example' } }));
    const del = await call(s, 'DELETE', `/spaces/${String(space.id)}/destroy`);
    expect(await json(del)).toEqual({ id: space.id, object: 'space', deleted: true, status: 200 });
    expect((await call(s, 'GET', `/api/v1/links/${String(inSpace.id)}`)).status).toBe(404);
    expect((await call(s, 'GET', `/api/v1/links/${String(outside.id)}`)).status).toBe(200);
  });

  it('accepts JSON bodies (types kept in the echo) and ignores multipart bodies like PHP does', async () => {
    s.reset();
    const created = await call(s, 'POST', '/api/v1/spaces', { json: { name: 'Json', color: 4 } });
    expect((await data(created)).color).toBe(4);
    const form = new FormData();
    form.set('url', 'https://a.example');
    const multipart = await fetch(`${s.url}/api/v1/links`, {
      method: 'POST',
      headers: { Accept: 'application/json', Authorization: `Bearer ${KEY}` },
      body: form,
    });
    expect(multipart.status).toBe(422);
    expect(Object.keys((await json(multipart)).message as object)).toEqual(['url']);
  });

  it('answers 405 and 404 as HTML pages when JSON is not accepted', async () => {
    const res = await call(s, 'PUT', '/api/v1/spaces', { accept: false });
    expect(res.status).toBe(405);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(await res.text()).toMatch(/<html/);
  });

  it('logs requests with the key redacted', async () => {
    s.clearRequests();
    await call(s, 'POST', '/api/v1/spaces', { form: 'name=Logged&pixels[]=1' });
    const [logged] = s.requests();
    expect(logged).toMatchObject({
      method: 'POST',
      path: '/api/v1/spaces',
      form: { name: 'Logged', 'pixels[0]': '1' },
    });
    expect(logged?.headers.authorization).toBe('Bearer ***');
    expect(JSON.stringify(s.requests())).not.toContain(KEY);
  });

  it('rejects duplicate and over-long space names and out-of-range colours', async () => {
    s.reset();
    await call(s, 'POST', '/api/v1/spaces', { form: { name: 'Dup' } });
    const res = await call(s, 'POST', '/api/v1/spaces', { form: { name: 'Dup', color: '7' } });
    expect(Object.keys((await json(res)).message as object).sort()).toEqual(['color', 'name']);
    const long = await call(s, 'POST', '/api/v1/spaces', { form: { name: 'x'.repeat(33) } });
    expect(long.status).toBe(422);
    // Another account may use the same name.
    expect((await call(s, 'POST', '/api/v1/spaces', { key: OTHER_KEY, form: { name: 'Dup' } })).status).toBe(201);
  });
});

describe('rate limit', () => {
  it('counts before the key check and answers 429 with Retry-After', async () => {
    await withServer({ rateLimitPerMinute: 3 }, async (srv) => {
      const first = await call(srv, 'GET', '/api/v1/spaces');
      expect(first.headers.get('x-ratelimit-limit')).toBe('3');
      expect(first.headers.get('x-ratelimit-remaining')).toBe('2');
      // As phpShort: when the window ends is said only with a 429.
      expect(first.headers.get('x-ratelimit-reset')).toBeNull();
      await call(srv, 'GET', '/api/v1/spaces', { key: 'bad' });
      await call(srv, 'GET', '/api/v1/spaces', { key: null });
      const over = await call(srv, 'GET', '/api/v1/spaces');
      expect(over.status).toBe(429);
      expect(await json(over)).toEqual({ message: 'Too Many Attempts.' });
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(over.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000);
      srv.reset();
      expect((await call(srv, 'GET', '/api/v1/spaces')).status).toBe(200);
    });
  });

  it("announces the window's end on every answer when asked to, as proxies in front of phpShort do", async () => {
    // Long enough for three calls on a loaded machine to fall in one window.
    const windowMs = 1500;
    await withServer({ rateLimitPerMinute: 2, rateLimitWindowMs: windowMs, rateLimitReset: 'always' }, async (srv) => {
      const before = Date.now();
      const first = await call(srv, 'GET', '/api/v1/spaces');
      expect(first.status).toBe(200);
      const reset = Number(first.headers.get('x-ratelimit-reset'));
      // Epoch seconds, rounded up: never before the window really ends, at most a second after.
      expect(reset * 1000).toBeGreaterThanOrEqual(before + windowMs);
      expect(reset * 1000).toBeLessThanOrEqual(Date.now() + windowMs + 1000);
      const second = await call(srv, 'GET', '/api/v1/spaces');
      expect(second.headers.get('x-ratelimit-remaining')).toBe('0');
      expect(second.headers.get('x-ratelimit-reset')).toBe(String(reset));
      const over = await call(srv, 'GET', '/api/v1/spaces');
      expect(over.status).toBe(429);
      expect(over.headers.get('x-ratelimit-reset')).toBe(String(reset));
      // The announced end holds: from then on the server counts a new window.
      await new Promise((resolve) => setTimeout(resolve, reset * 1000 - Date.now()));
      const next = await call(srv, 'GET', '/api/v1/spaces');
      expect(next.status).toBe(200);
      expect(next.headers.get('x-ratelimit-remaining')).toBe('1');
      expect(Number(next.headers.get('x-ratelimit-reset'))).toBeGreaterThan(reset);
    });
  });

  it('takes a new limit, window and reset header while running, also over /__control, and reset() restores its own', async () => {
    await withServer({ rateLimitPerMinute: 5 }, async (srv) => {
      srv.setRateLimit(1, { windowMs: 60_000, reset: 'always' });
      const announced = await call(srv, 'GET', '/api/v1/spaces');
      expect(announced.headers.get('x-ratelimit-limit')).toBe('1');
      expect(Number(announced.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000 + 55);
      expect((await call(srv, 'GET', '/api/v1/spaces')).status).toBe(429);

      const set = (spec: unknown) =>
        fetch(`${srv.url}/__control/rate-limit`, { method: 'POST', body: JSON.stringify(spec) });
      expect((await set({ limit: 4, windowMs: 1000, reset: 'sometimes' })).status).toBe(400);
      expect((await set({ limit: 4, windowMs: 1000, reset: 'always' })).status).toBe(200);
      const controlled = await call(srv, 'GET', '/api/v1/spaces');
      expect(controlled.headers.get('x-ratelimit-remaining')).toBe('3');
      expect(Number(controlled.headers.get('x-ratelimit-reset'))).toBeLessThanOrEqual(Date.now() / 1000 + 2);
      expect((await set({ limit: 4 })).status).toBe(200);
      expect((await call(srv, 'GET', '/api/v1/spaces')).headers.get('x-ratelimit-reset')).toBeNull();

      srv.setRateLimit(1, { reset: 'always' });
      srv.reset();
      const restored = await call(srv, 'GET', '/api/v1/spaces');
      expect(restored.headers.get('x-ratelimit-limit')).toBe('5');
      expect(restored.headers.get('x-ratelimit-reset')).toBeNull();
    });
  });
});

describe('persistence', () => {
  it('keeps spaces and links across a restart with the same data file', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'refserver-')), 'data.json');
    let linkId = 0;
    await withServer({ dataFile: file, titleFetch: false }, async (srv) => {
      const space = await data(await call(srv, 'POST', '/api/v1/spaces', { form: { name: 'Kept' } }));
      linkId = (
        await data(
          await call(srv, 'POST', '/api/v1/links', { form: { url: 'https://a.example', space: String(space.id) } }),
        )
      ).id as number;
    });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ version: 1 });
    await withServer({ dataFile: file, titleFetch: false }, async (srv) => {
      const link = await data(await call(srv, 'GET', `/api/v1/links/${linkId}`));
      expect(link).toMatchObject({ id: linkId, url: 'https://a.example', space: { name: 'Kept' } });
      const next = await data(await call(srv, 'POST', '/api/v1/spaces', { form: { name: 'New' } }));
      expect(next.id).toBe(2);
    });
  });
});

describe('delete paths', () => {
  it('classic: /links/{id}/destroy works and DELETE /api/v1/links/{id} is a 405', async () => {
    await withServer({ titleFetch: false }, async (srv) => {
      const link = await data(await call(srv, 'POST', '/api/v1/links', { form: { url: 'https://a.example' } }));
      expect((await call(srv, 'DELETE', `/api/v1/links/${String(link.id)}`)).status).toBe(405);
      const del = await call(srv, 'DELETE', `/links/${String(link.id)}/destroy`);
      expect(del.headers.get('access-control-allow-origin')).toBe('*');
      expect(await json(del)).toEqual({ id: link.id, object: 'link', deleted: true, status: 200 });
      expect((await call(srv, 'DELETE', `/links/${String(link.id)}/destroy`)).status).toBe(404);
    });
  });

  it('api: DELETE /api/v1/links/{id} works and /destroy is a 405 HTML page without CORS', async () => {
    await withServer({ deletePath: 'api', titleFetch: false }, async (srv) => {
      const link = await data(await call(srv, 'POST', '/api/v1/links', { form: { url: 'https://a.example' } }));
      const old = await call(srv, 'DELETE', `/links/${String(link.id)}/destroy`);
      expect(old.status).toBe(405);
      expect(old.headers.get('content-type')).toMatch(/text\/html/);
      expect(old.headers.get('access-control-allow-origin')).toBeNull();
      const del = await call(srv, 'DELETE', `/api/v1/links/${String(link.id)}`);
      expect(await json(del)).toMatchObject({ id: link.id, object: 'link', deleted: true });
      const space = await data(await call(srv, 'POST', '/api/v1/spaces', { form: { name: 'X' } }));
      expect((await call(srv, 'DELETE', `/api/v1/spaces/${String(space.id)}`)).status).toBe(200);
    });
  });
});

describe('faults', () => {
  let s: ReferenceServer;
  beforeAll(async () => {
    s = await startReferenceServer({ apiKeys: [KEY], rateLimitPerMinute: 10_000, titleFetch: false });
  });
  afterAll(async () => {
    await s.close();
  });

  it('delays by latencyMs and still processes the request', async () => {
    s.reset();
    s.addFault({ latencyMs: 200, times: 1 });
    const t0 = Date.now();
    const res = await call(s, 'POST', '/api/v1/spaces', { form: { name: 'Slow' } });
    expect(Date.now() - t0).toBeGreaterThanOrEqual(190);
    expect(res.status).toBe(201);
  });

  it('holds a request until the test releases it, then processes it as the other faults say', async () => {
    s.reset();
    s.addFault({ hold: true, times: 1, match: { method: 'POST' } });
    let answered = false;
    const held = call(s, 'POST', '/api/v1/spaces', { form: { name: 'Held' } }).then((res) => {
      answered = true;
      return res;
    });
    await vi.waitFor(() => expect(s.heldCount()).toBe(1));
    // Arrived and logged, not answered, not processed: no space yet.
    expect(s.requests().map((r) => [r.method, r.status])).toEqual([['POST', undefined]]);
    expect((await call(s, 'GET', '/api/v1/spaces/1')).status).toBe(404);
    expect(answered).toBe(false);
    expect(s.releaseHeld()).toBe(1);
    expect((await held).status).toBe(201);
    expect(s.heldCount()).toBe(0);

    // With a status: held, then answered with it. Over the control surface; reset() lets go too.
    s.addFault({ hold: true, status: 500, match: { path: '/api/v1/links' } });
    const failing = call(s, 'GET', '/api/v1/links');
    const control = async (method: string): Promise<unknown> =>
      (await fetch(`${s.url}/__control/held`, { method })).json() as Promise<unknown>;
    await vi.waitFor(async () => expect(await control('GET')).toEqual({ held: 1 }));
    expect(await control('DELETE')).toEqual({ released: 1 });
    expect((await failing).status).toBe(500);
    const again = call(s, 'GET', '/api/v1/links');
    await vi.waitFor(() => expect(s.heldCount()).toBe(1));
    s.reset();
    expect((await again).status).toBe(500);
    expect(s.heldCount()).toBe(0);
  });

  it('answers a status with the real body, for `times` requests matching method and path', async () => {
    s.reset();
    s.addFault({ status: 500, times: 1, match: { method: 'GET', path: '/api/v1/links' } });
    expect((await call(s, 'GET', '/api/v1/spaces')).status).toBe(200);
    const failed = await call(s, 'GET', '/api/v1/links');
    expect(failed.status).toBe(500);
    expect(await json(failed)).toEqual({ message: 'Server Error' });
    expect((await call(s, 'GET', '/api/v1/links')).status).toBe(200);
  });

  it('answers 429 with Retry-After and 403 with the feature message', async () => {
    s.reset();
    s.addFault({ status: 429, retryAfterSeconds: 7, times: 1 });
    const limited = await call(s, 'GET', '/api/v1/links');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('7');
    s.addFault({ status: 403, times: 1 });
    const forbidden = await call(s, 'GET', '/api/v1/links');
    expect(await json(forbidden)).toEqual({ message: "You don't have access to this feature.", status: 403 });
  });

  it('does not process a faulted write', async () => {
    s.reset();
    s.addFault({ status: 503, times: 1 });
    expect((await call(s, 'POST', '/api/v1/spaces', { form: { name: 'Lost' } })).status).toBe(503);
    expect((await json(await call(s, 'GET', '/api/v1/spaces'))).data).toEqual([]);
  });

  it('serves a login page, truncated JSON, or drops the connection', async () => {
    s.reset();
    s.addFault({ html: true, times: 1 });
    const html = await call(s, 'GET', '/api/v1/links');
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toMatch(/text\/html/);
    expect(await html.text()).toMatch(/<form/);
    s.addFault({ malformedJson: true, times: 1 });
    const broken = await call(s, 'GET', '/api/v1/links');
    expect(broken.headers.get('content-type')).toBe('application/json');
    await expect(broken.json()).rejects.toThrow();
    s.addFault({ dropConnection: true, times: 1 });
    await expect(call(s, 'GET', '/api/v1/links')).rejects.toThrow();
    expect((await call(s, 'GET', '/api/v1/links')).status).toBe(200);
  });

  it('is driven over HTTP through /__control too', async () => {
    s.reset();
    const add = await fetch(`${s.url}/__control/faults`, {
      method: 'POST',
      body: JSON.stringify({ status: 401, match: { path: '/api/v1/spaces' } }),
    });
    expect(add.status).toBe(200);
    expect((await call(s, 'GET', '/api/v1/spaces')).status).toBe(401);
    expect((await call(s, 'GET', '/api/v1/spaces')).status).toBe(401);
    await fetch(`${s.url}/__control/faults`, { method: 'DELETE' });
    expect((await call(s, 'GET', '/api/v1/spaces')).status).toBe(200);
    const link = await data(await call(s, 'POST', '/api/v1/links', { form: { url: 'https://a.example' } }));
    await fetch(`${s.url}/__control/links/${String(link.id)}/clicks`, {
      method: 'POST',
      body: JSON.stringify({ n: 4 }),
    });
    expect((await data(await call(s, 'GET', `/api/v1/links/${String(link.id)}`))).clicks).toBe(4);
    const log = (await (await fetch(`${s.url}/__control/requests`)).json()) as { path: string }[];
    expect(log.map((r) => r.path)).not.toContain('/__control/faults');
    expect(log.map((r) => r.path)).toContain('/api/v1/spaces');
    const bad = await fetch(`${s.url}/__control/faults`, { method: 'POST', body: '{"status":"x"}' });
    expect(bad.status).toBe(400);
  });
});

describe('title fetch', () => {
  it('reads the <title> of loopback destinations, otherwise uses the hostname', async () => {
    await withServer({}, async (srv) => {
      const local = await data(await call(srv, 'POST', '/api/v1/links', { form: { url: `${srv.url}/login` } }));
      expect(local.title).toBe('Login - phpShort');
      const remote = await data(await call(srv, 'POST', '/api/v1/links', { form: { url: 'https://far.example/x' } }));
      expect(remote.title).toBe('far.example');
      // The server's own fetch is internal: only the two API calls are logged.
      expect(srv.requests().map((r) => r.path)).toEqual(['/api/v1/links', '/api/v1/links']);
    });
  });
});

describe('title fetch from hosts pointed at loopback', () => {
  it("reads a mapped host's title from its loopback origin, path and query kept; other hosts stay names", async () => {
    const asked: string[] = [];
    const site = createServer((request, response) => {
      asked.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<title>Frühlingsangebot</title>');
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const siteOrigin = `http://127.0.0.1:${String((site.address() as AddressInfo).port)}`;
    try {
      await withServer({ titleFetchHosts: { 'www.example.com': siteOrigin } }, async (srv) => {
        const create = async (url: string) => data(await call(srv, 'POST', '/api/v1/links', { form: { url } }));
        expect((await create('https://www.example.com/blog/spring?ref=mail')).title).toBe('Frühlingsangebot');
        expect(asked).toEqual(['/blog/spring?ref=mail']);
        expect((await create('https://shop.example.com/blog/spring')).title).toBe('shop.example.com');
        expect(asked).toHaveLength(1);
      });
    } finally {
      site.closeAllConnections();
      await new Promise<void>((resolve) => site.close(() => resolve()));
    }
  });

  it('refuses to map a host to anything but a loopback origin', async () => {
    await expect(
      withServer({ titleFetchHosts: { 'www.example.com': 'http://192.0.2.1:80' } }, () => Promise.resolve()),
    ).rejects.toThrow(/loopback origin/);
  });
});

describe('short links on a public origin', () => {
  it('builds short_url from shortLinkOrigin for links without a domain, and still follows them here', async () => {
    await withServer({ titleFetch: false, shortLinkOrigin: 'https://go.example.com' }, async (srv) => {
      const [domain] = seedFor(0).domains;
      const plain = await data(
        await call(srv, 'POST', '/api/v1/links', { form: { url: 'https://www.example.com/a', alias: 'spring' } }),
      );
      expect(plain.short_url).toBe('https://go.example.com/spring');
      const onDomain = await data(
        await call(srv, 'POST', '/api/v1/links', {
          form: { url: 'https://www.example.com/b', alias: 'summer', domain: String(domain.id) },
        }),
      );
      expect(onDomain.short_url).toBe(`https://${domain.name}/summer`);
      const listed = (await json(await call(srv, 'GET', '/api/v1/links'))).data as { short_url: string }[];
      expect(listed.map((link) => link.short_url).sort()).toEqual([
        'https://go.example.com/spring',
        `https://${domain.name}/summer`,
      ]);
      const hop = await fetch(`${srv.url}/spring`, { redirect: 'manual' });
      expect(hop.status).toBe(302);
      expect(hop.headers.get('location')).toBe('https://www.example.com/a');
    });
  });

  it('refuses an origin with a path or another scheme at startup', async () => {
    for (const shortLinkOrigin of ['https://go.example.com/s', 'ftp://go.example.com', 'go.example.com'])
      await expect(withServer({ shortLinkOrigin }, () => Promise.resolve())).rejects.toThrow(/shortLinkOrigin/);
  });
});

describe('PHP-style form parsing', () => {
  it('nests bracket keys and appends [] like PHP', () => {
    const parsed = parsePhpForm('a=1&country[0][key]=US&country[2][value]=x&pixels[]=1&pixels[]=2&b[c]d=3');
    expect(JSON.parse(JSON.stringify(parsed))).toEqual({
      a: '1',
      country: { '0': { key: 'US' }, '2': { value: 'x' } },
      pixels: { '0': '1', '1': '2' },
      b: { c: '3' },
    });
  });
});

describe('reference server: record variants of classic-era releases', () => {
  const LINK = {
    url: 'https://example.com/a',
    alias: 'varied',
    password: 'door',
    privacy: '2',
    privacy_password: 'stats',
    expiration_date: '2030-07-01',
    expiration_time: '12:30',
    target_type: '1',
    'country[0][key]': 'US',
    'country[0][value]': 'https://example.com/us',
  };

  it('by default spells expiry in two fields, rows as `targets` and secrets as booleans', async () => {
    await withServer({ titleFetch: false }, async (server) => {
      const created = await data(await call(server, 'POST', '/api/v1/links', { form: LINK }));
      const shown = await data(await call(server, 'GET', `/api/v1/links/${String(created.id)}`));
      expect(shown).toMatchObject({
        expiration_date: '2030-07-01',
        expiration_time: '12:30',
        target_type: 1,
        targets: [{ key: 'US', value: 'https://example.com/us' }],
        password: true,
        privacy_password: true,
      });
      expect(shown).not.toHaveProperty('ends_at');
    });
  });

  it('`ends_at`, absent targeting rows and absent secrets, in show, list and write answers', async () => {
    const recordVariant = { expiry: 'ends_at', targeting: 'absent', secrets: 'absent' } as const;
    await withServer({ titleFetch: false, recordVariant }, async (server) => {
      const created = await data(await call(server, 'POST', '/api/v1/links', { form: LINK }));
      const shown = await data(await call(server, 'GET', `/api/v1/links/${String(created.id)}`));
      const listed = ((await json(await call(server, 'GET', '/api/v1/links'))).data as Record<string, unknown>[])[0];
      const updated = await data(
        await call(server, 'PUT', `/api/v1/links/${String(created.id)}`, { form: { expiration_time: '08:00' } }),
      );
      // Write answers echo the form's `"1"`; show and list say 1.
      expect(created.target_type).toBe('1');
      for (const record of [created, shown, listed]) {
        expect(record).toMatchObject({ ends_at: '2030-07-01T12:30:00.000000Z' });
        for (const absent of ['expiration_date', 'expiration_time', 'targets', 'password', 'privacy_password'])
          expect(record).not.toHaveProperty(absent);
      }
      expect(updated).toMatchObject({ ends_at: '2030-07-01T08:00:00.000000Z' });
      expect(updated).not.toHaveProperty('expiration_time');
    });
  });

  it('rows in one list per kind: geo_target, platform_target, rotation_target', async () => {
    await withServer({ titleFetch: false, recordVariant: { targeting: 'lists' } }, async (server) => {
      const geo = await data(await call(server, 'POST', '/api/v1/links', { form: LINK }));
      expect(geo).toMatchObject({
        geo_target: [{ key: 'US', value: 'https://example.com/us' }],
        platform_target: null,
        rotation_target: null,
      });
      expect(geo).not.toHaveProperty('targets');
      const rotation = await data(
        await call(server, 'POST', '/api/v1/links', {
          form: { url: 'https://example.com/r', target_type: '4', 'rotation[0][value]': 'https://example.com/1' },
        }),
      );
      const shown = await data(await call(server, 'GET', `/api/v1/links/${String(rotation.id)}`));
      expect(shown).toMatchObject({ geo_target: null, rotation_target: [{ value: 'https://example.com/1' }] });
    });
  });
});
