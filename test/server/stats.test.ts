// Wire-level tests of the reference server's statistics (current dialect): clicks recorded when a
// short link is followed or seeded, and GET /api/v1/stats/{id} answering them.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoClicks } from './current/demo-clicks';
import { parseUserAgent } from './current/user-agent';
import { dayIn } from './current/zoned-time';
import {
  GEO_TEST_HEADER,
  startReferenceServer,
  type ReferenceServer,
  type ReferenceServerOptions,
  type SeededClick,
} from './index';
import { call as callWith, data, json } from './test-client';

const KEY = 'c'.repeat(64);
const OTHER_KEY = 'd'.repeat(64);

const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  firefoxUbuntu: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  edgeMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  operaAndroidTablet:
    'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/85.0.0.0',
  chromeAndroidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  chromebook:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
};

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

const call = (s: ReferenceServer, path: string, key = KEY) => callWith(s, key, 'GET', path);

async function createLink(s: ReferenceServer, alias: string, key = KEY): Promise<number> {
  const res = await callWith(s, key, 'POST', '/api/v1/links', {
    form: { url: `https://${alias}.example/`, alias, domain_id: '1' },
  });
  expect(res.status).toBe(201);
  return Number((await data(res)).id);
}

/** A visitor opening the short link, as a browser would (no API key, no JSON Accept). */
async function follow(s: ReferenceServer, alias: string, headers: Record<string, string> = {}): Promise<number> {
  const res = await fetch(`${s.url}/${alias}`, { redirect: 'manual', headers });
  return res.status;
}

const stats = (s: ReferenceServer, id: number, query: string, key = KEY) =>
  call(s, `/api/v1/stats/${id}?${query}`, key);

async function rows(s: ReferenceServer, id: number, query: string): Promise<{ value: string | null; count: number }[]> {
  const res = await stats(s, id, query);
  expect(res.status).toBe(200);
  return (await json(res)).data as { value: string | null; count: number }[];
}

describe('statistics: the user-agent parser', () => {
  it('names browsers, systems and devices as the server’s targeting lists do, and null what it does not know', () => {
    expect(parseUserAgent(UA.chromeWindows)).toEqual({
      browser: 'Chrome',
      operating_system: 'Windows',
      device: 'desktop',
    });
    expect(parseUserAgent(UA.safariIphone)).toEqual({ browser: 'Safari', operating_system: 'iOS', device: 'mobile' });
    expect(parseUserAgent(UA.firefoxUbuntu)).toEqual({
      browser: 'Firefox',
      operating_system: 'Ubuntu',
      device: 'desktop',
    });
    expect(parseUserAgent(UA.edgeMac)).toEqual({ browser: 'Edge', operating_system: 'OS X', device: 'desktop' });
    expect(parseUserAgent(UA.operaAndroidTablet)).toEqual({
      browser: 'Opera',
      operating_system: 'Android',
      device: 'tablet',
    });
    expect(parseUserAgent(UA.chromeAndroidPhone)).toEqual({
      browser: 'Chrome',
      operating_system: 'Android',
      device: 'mobile',
    });
    expect(parseUserAgent(UA.chromebook)).toEqual({
      browser: 'Chrome',
      operating_system: 'Chrome OS',
      device: 'desktop',
    });
    expect(parseUserAgent(UA.ipad)).toEqual({ browser: 'Safari', operating_system: 'iOS', device: 'tablet' });
    expect(parseUserAgent('curl/8.5.0')).toEqual({ browser: null, operating_system: null, device: null });
    expect(parseUserAgent(undefined)).toEqual({ browser: null, operating_system: null, device: null });
  });
});

describe('statistics: recording a followed short link', () => {
  let s: ReferenceServer;
  beforeAll(async () => {
    s = await start();
  });
  afterAll(async () => {
    await s.close();
  });

  it('records browser, system, device, referrer host, language and the test geo header; loopback has no place', async () => {
    s.reset();
    const id = await createLink(s, 'rec');
    expect(
      await follow(s, 'rec', {
        'User-Agent': UA.chromeWindows,
        Referer: 'https://News.Example/story?id=1',
        'Accept-Language': 'de-CH,de;q=0.9,en;q=0.8',
        [GEO_TEST_HEADER]: 'de; Berlin',
      }),
    ).toBe(302);
    expect(
      await follow(s, 'rec', {
        'User-Agent': UA.safariIphone,
        'Accept-Language': 'FR',
        [GEO_TEST_HEADER]: 'FR',
      }),
    ).toBe(302);
    // A loopback visitor without the test header: no country, no city, no referrer, no language.
    expect(await follow(s, 'rec', { 'User-Agent': 'curl/8.5.0' })).toBe(302);
    const today = dayIn('UTC', Date.now());
    const q = (name: string) => `name=${name}&from=${today}&to=${today}&sort_by=value&sort=asc`;
    expect(await rows(s, id, q('click'))).toEqual([{ value: today, count: 3 }]);
    expect(await rows(s, id, q('browser'))).toEqual([
      { value: null, count: 1 },
      { value: 'Chrome', count: 1 },
      { value: 'Safari', count: 1 },
    ]);
    expect(await rows(s, id, q('operating_system'))).toEqual([
      { value: null, count: 1 },
      { value: 'iOS', count: 1 },
      { value: 'Windows', count: 1 },
    ]);
    expect(await rows(s, id, q('device'))).toEqual([
      { value: null, count: 1 },
      { value: 'desktop', count: 1 },
      { value: 'mobile', count: 1 },
    ]);
    expect(await rows(s, id, q('referrer'))).toEqual([
      { value: null, count: 2 },
      { value: 'news.example', count: 1 },
    ]);
    expect(await rows(s, id, q('language'))).toEqual([
      { value: null, count: 1 },
      { value: 'de', count: 1 },
      { value: 'fr', count: 1 },
    ]);
    expect(await rows(s, id, q('country'))).toEqual([
      { value: null, count: 1 },
      { value: 'DE', count: 1 },
      { value: 'FR', count: 1 },
    ]);
    expect(await rows(s, id, q('city'))).toEqual([
      { value: null, count: 2 },
      { value: 'Berlin', count: 1 },
    ]);
    // The link's own count keeps in step with its recorded clicks.
    expect(await data(await call(s, `/api/v1/links/${id}`))).toMatchObject({ clicks: 3 });
  });

  it('records nothing when the link does not redirect (expired)', async () => {
    s.reset();
    const id = await createLink(s, 'limited');
    await callWith(s, KEY, 'PATCH', `/api/v1/links/${id}`, { form: { clicks_limit: '1' } });
    expect(await follow(s, 'limited')).toBe(302);
    expect(await follow(s, 'limited')).toBe(404);
    const today = dayIn('UTC', Date.now());
    expect(await rows(s, id, `name=click&from=${today}&to=${today}`)).toEqual([{ value: today, count: 1 }]);
  });
});

describe('statistics: days', () => {
  it("counts days in the account's timezone, only days with clicks, ascending, both ends included", async () => {
    await withServer({ timezone: 'Europe/Berlin' }, async (s) => {
      const id = await createLink(s, 'days');
      s.seedClicks([
        // 23:59:59 in Berlin on the 21st, then midnight of the 22nd (UTC+1 in November).
        { linkId: id, at: '2026-11-21T22:59:59Z' },
        { linkId: id, at: '2026-11-21T23:00:00Z' },
        { linkId: id, at: '2026-11-22T12:00:00+01:00' },
        // Offset-less times are the account's wall clock.
        { linkId: id, at: '2026-11-25 08:00' },
        { linkId: id, at: Date.parse('2026-11-30T12:00:00Z') },
      ]);
      expect(await rows(s, id, 'name=click&from=2026-11-22&to=2026-11-22')).toEqual([
        { value: '2026-11-22', count: 2 },
      ]);
      expect(await rows(s, id, 'name=click&from=2026-11-21&to=2026-11-29')).toEqual([
        { value: '2026-11-21', count: 1 },
        { value: '2026-11-22', count: 2 },
        { value: '2026-11-25', count: 1 },
      ]);
      expect(await rows(s, id, 'name=click&from=2026-10-01&to=2026-10-31')).toEqual([]);
      // The top lists count the same period.
      const countries = await json(await stats(s, id, 'name=country&from=2026-11-22&to=2026-11-25'));
      expect(countries).toMatchObject({ data: [{ value: null, count: 3 }], total: 1 });
    });
  });
});

describe('statistics: top lists', () => {
  let s: ReferenceServer;
  let id: number;
  const period = 'from=2026-11-01&to=2026-11-30';
  beforeAll(async () => {
    s = await start();
    id = await createLink(s, 'top');
    // Twelve countries: AA once … LL twelve times; two unknown; and Germany as often as AC (3).
    const codes = 'AA AB AC AD AE AF AG AH AI AJ AK AL'.split(' ');
    s.seedClicks([
      ...codes.flatMap((country, i) =>
        Array.from({ length: i + 1 }, () => ({ linkId: id, at: '2026-11-10T10:00:00Z', country })),
      ),
      { linkId: id, at: '2026-11-10T10:00:00Z', country: null },
      { linkId: id, at: '2026-11-10T10:00:00Z' },
      ...Array.from({ length: 3 }, () => ({ linkId: id, at: '2026-11-10T10:00:00Z', country: 'DE' })),
    ]);
  });
  afterAll(async () => {
    await s.close();
  });

  it('answers a bare paginator with status, most clicks first, ties in value order, unknowns as one null row', async () => {
    const res = await stats(s, id, `name=country&${period}`);
    const body = await json(res);
    expect(Object.keys(body)).toEqual([
      'current_page',
      'data',
      'first_page_url',
      'from',
      'last_page',
      'last_page_url',
      'links',
      'next_page_url',
      'path',
      'per_page',
      'prev_page_url',
      'to',
      'total',
      'status',
    ]);
    const path = `${s.url}/api/v1/stats/${id}`;
    expect(body).toMatchObject({
      current_page: 1,
      from: 1,
      to: 10,
      last_page: 2,
      per_page: 10,
      total: 14,
      path,
      prev_page_url: null,
      next_page_url: `${path}?name=country&from=2026-11-01&to=2026-11-30&page=2`,
      status: 200,
    });
    expect((body.links as unknown[]).length).toBe(4);
    expect(body.data).toEqual([
      { value: 'AL', count: 12 },
      { value: 'AK', count: 11 },
      { value: 'AJ', count: 10 },
      { value: 'AI', count: 9 },
      { value: 'AH', count: 8 },
      { value: 'AG', count: 7 },
      { value: 'AF', count: 6 },
      { value: 'AE', count: 5 },
      { value: 'AD', count: 4 },
      { value: 'AC', count: 3 },
    ]);
    expect(await rows(s, id, `name=country&${period}&page=2`)).toEqual([
      { value: 'DE', count: 3 },
      { value: null, count: 2 },
      { value: 'AB', count: 2 },
      { value: 'AA', count: 1 },
    ]);
  });

  it('pages by 10, 25, 50 or 100 and falls back to 10 for any other size; a page past the end is empty', async () => {
    expect(await json(await stats(s, id, `name=country&${period}&per_page=25`))).toMatchObject({
      per_page: 25,
      last_page: 1,
      to: 14,
    });
    expect(await json(await stats(s, id, `name=country&${period}&per_page=5`))).toMatchObject({
      per_page: 10,
      last_page: 2,
      to: 10,
    });
    expect(await json(await stats(s, id, `name=country&${period}&page=3`))).toMatchObject({
      data: [],
      from: null,
      to: null,
      current_page: 3,
    });
  });

  it('sorts by count or value, either way, and searches values without regard to case', async () => {
    const asc = await rows(s, id, `name=country&${period}&sort=asc&per_page=100`);
    expect(asc.slice(0, 3)).toEqual([
      { value: 'AA', count: 1 },
      { value: null, count: 2 },
      { value: 'AB', count: 2 },
    ]);
    const byValue = await rows(s, id, `name=country&${period}&sort_by=value&sort=asc&per_page=100`);
    expect(byValue.map((r) => r.value)).toEqual([null, ...'AA AB AC AD AE AF AG AH AI AJ AK AL DE'.split(' ')]);
    const byValueDesc = await rows(s, id, `name=country&${period}&sort_by=value&per_page=100`);
    expect(byValueDesc.map((r) => r.value)).toEqual([...byValue.map((r) => r.value)].reverse());
    expect(await rows(s, id, `name=country&${period}&search=d&search_by=value`)).toEqual([
      { value: 'AD', count: 4 },
      { value: 'DE', count: 3 },
    ]);
  });
});

describe('statistics: refusals', () => {
  let s: ReferenceServer;
  let id: number;
  beforeAll(async () => {
    s = await start();
    id = await createLink(s, 'mine');
  });
  afterAll(async () => {
    await s.close();
  });

  it('answers 422 in Laravel words for a missing or unknown name and missing, malformed or reversed days', async () => {
    const failed = async (query: string) => {
      const res = await stats(s, id, query);
      expect(res.status).toBe(422);
      const body = await json(res);
      expect(body.status).toBe(422);
      return body.message;
    };
    expect(await failed('')).toEqual({
      name: ['The name field is required.'],
      from: ['The from field is required.'],
      to: ['The to field is required.'],
    });
    expect(await failed('name=clicks&from=2026-11-01&to=2026-11-30')).toEqual({
      name: ['The selected name is invalid.'],
    });
    expect(await failed('name=click&from=2026-11-1&to=2026-02-30')).toEqual({
      from: ['The from field must match the format Y-m-d.'],
      to: ['The to field must match the format Y-m-d.'],
    });
    expect(await failed('name=click&from=2026-11-30&to=2026-11-01')).toEqual({
      to: ['The to field must be a date after or equal to from.'],
    });
  });

  it("answers another account's or an unknown link as GET /api/v1/links/{id} does", async () => {
    const theirs = await createLink(s, 'theirs', OTHER_KEY);
    const linkAnswer = await call(s, `/api/v1/links/${theirs}`);
    expect(linkAnswer.status).toBe(404);
    const expected = await json(linkAnswer);
    for (const target of [theirs, 999]) {
      const res = await stats(s, target, 'name=click&from=2026-11-01&to=2026-11-30');
      expect(res.status).toBe(404);
      expect(await json(res)).toEqual(expected);
    }
  });

  it('asks for the key and counts against the rate limit like every API route', async () => {
    const res = await callWith(s, KEY, 'GET', `/api/v1/stats/${id}?name=click&from=2026-11-01&to=2026-11-30`, {
      key: null,
    });
    expect(res.status).toBe(401);
    const ok = await stats(s, id, 'name=click&from=2026-11-01&to=2026-11-30');
    expect(ok.headers.get('x-ratelimit-limit')).toBe('10000');
    expect(ok.headers.get('x-ratelimit-remaining')).not.toBeNull();
  });

  it('answers 403 when the plan has no link_stats', async () => {
    await withServer({ plan: { features: { link_stats: 0 } } }, async (gated) => {
      const link = await createLink(gated, 'gated');
      const res = await stats(gated, link, 'name=click&from=2026-11-01&to=2026-11-30');
      expect(res.status).toBe(403);
      expect(await json(res)).toEqual({ message: "You don't have access to this feature.", status: 403 });
    });
  });
});

describe('statistics: seeding through the control surface', () => {
  it('records clicks by link id or alias, counts them, and refuses a bad batch whole', async () => {
    await withServer({}, async (s) => {
      const id = await createLink(s, 'seeded');
      const post = (body: unknown) =>
        fetch(`${s.url}/__control/clicks`, { method: 'POST', body: JSON.stringify(body) });
      const batch: SeededClick[] = [
        { linkId: id, at: '2026-09-01T10:00:00Z', browser: 'Firefox', referrer: 'mail.example' },
        { alias: 'seeded', at: Date.parse('2026-09-02T10:00:00Z'), country: 'JP', city: 'Tokyo' },
      ];
      const ok = await post(batch);
      expect(ok.status).toBe(200);
      expect(await ok.json()).toEqual({ ok: true, recorded: 2 });
      expect(await rows(s, id, 'name=click&from=2026-09-01&to=2026-09-30')).toEqual([
        { value: '2026-09-01', count: 1 },
        { value: '2026-09-02', count: 1 },
      ]);
      expect(await rows(s, id, 'name=browser&from=2026-09-01&to=2026-09-30&sort_by=value')).toEqual([
        { value: 'Firefox', count: 1 },
        { value: null, count: 1 },
      ]);
      expect(await data(await call(s, `/api/v1/links/${id}`))).toMatchObject({ clicks: 2 });

      for (const bad of [
        { linkId: id, at: '2026-09-01' },
        [{ at: '2026-09-01' }],
        [{ linkId: id, at: 'yesterday' }],
        [
          { linkId: id, at: '2026-09-03T10:00:00Z' },
          { linkId: 999, at: '2026-09-03T10:00:00Z' },
        ],
        [{ linkId: id, at: '2026-09-03T10:00:00Z', country: 7 }],
      ]) {
        const res = await post(bad);
        expect(res.status).toBe(400);
      }
      // Nothing of a refused batch was recorded.
      expect(await data(await call(s, `/api/v1/links/${id}`))).toMatchObject({ clicks: 2 });
      expect(() => s.seedClicks([{ linkId: 999, at: 0 }])).toThrow(/no link 999/);
    });
  });
});

describe('statistics: a classic server', () => {
  it('has no stats route, keeps counting clicks and refuses to seed them', async () => {
    await withServer({ dialect: 'classic' }, async (s) => {
      const stat = await call(s, '/api/v1/stats/1?name=click&from=2026-11-01&to=2026-11-30');
      const unknown = await call(s, '/api/v1/nothing/1');
      expect(stat.status).toBe(404);
      expect(unknown.status).toBe(404);
      expect(await json(stat)).toEqual({ message: 'The route api/v1/stats/1 could not be found.' });
      expect(await json(unknown)).toEqual({ message: 'The route api/v1/nothing/1 could not be found.' });
      const made = await callWith(s, KEY, 'POST', '/api/v1/links', {
        form: { url: 'https://c.example/', alias: 'cl' },
      });
      const link = await data(made);
      expect(await follow(s, 'cl')).toBe(302);
      expect(await data(await call(s, `/api/v1/links/${String(link.id)}`))).toMatchObject({ clicks: 1 });
      expect(() => s.seedClicks([{ alias: 'cl', at: 0 }])).toThrow(/classic/);
      const res = await fetch(`${s.url}/__control/clicks`, {
        method: 'POST',
        body: JSON.stringify([{ alias: 'cl', at: 0 }]),
      });
      expect(res.status).toBe(400);
    });
  });
});

describe('statistics: persistence', () => {
  it('keeps clicks in the data file, and a deleted link (or space) takes its clicks along', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'refserver-stats-')), 'data.json');
    let kept = 0;
    let gone = 0;
    await withServer({ dataFile: file }, async (s) => {
      kept = await createLink(s, 'kept');
      gone = await createLink(s, 'gone');
      await follow(s, 'kept', { 'User-Agent': UA.firefoxUbuntu });
      s.seedClicks([
        { linkId: gone, at: '2026-11-02T10:00:00Z' },
        { linkId: kept, at: '2026-11-02T10:00:00Z', country: 'NL' },
      ]);
      expect((await callWith(s, KEY, 'DELETE', `/api/v1/links/${gone}`)).status).toBe(200);
    });
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { clickEvents: { link: number }[] };
    expect(saved.clickEvents.map((e) => e.link)).toEqual([kept, kept]);
    await withServer({ dataFile: file }, async (s) => {
      expect(await rows(s, kept, 'name=country&from=2026-11-02&to=2026-11-02')).toEqual([{ value: 'NL', count: 1 }]);
      const today = dayIn('UTC', Date.now());
      expect(await rows(s, kept, `name=browser&from=${today}&to=${today}`)).toEqual([{ value: 'Firefox', count: 1 }]);
      // Deleting a space deletes its links, with their clicks.
      const space = await data(await callWith(s, KEY, 'POST', '/api/v1/spaces', { form: { name: 'Room' } }));
      await callWith(s, KEY, 'PATCH', `/api/v1/links/${kept}`, { form: { space_id: String(space.id) } });
      await callWith(s, KEY, 'DELETE', `/api/v1/spaces/${String(space.id)}`);
    });
    const after = JSON.parse(readFileSync(file, 'utf8')) as { clickEvents: unknown[] };
    expect(after.clickEvents).toEqual([]);
  });
});

describe("statistics: the sandbox's made-up clicks", () => {
  it('gives each link the same varied clicks of the last 90 days on every run', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    const clicks = demoClicks([1, 2], now);
    expect(clicks).toEqual(demoClicks([1, 2], now));
    expect(clicks.filter((c) => c.linkId === 1)).toHaveLength(40);
    const times = clicks.map((c) => Number(c.at));
    expect(Math.max(...times)).toBeLessThanOrEqual(now);
    expect(Math.min(...times)).toBeGreaterThan(now - 90 * 24 * 60 * 60 * 1000);
    expect(new Set(clicks.map((c) => c.country ?? null)).size).toBeGreaterThan(4);
    expect(new Set(clicks.map((c) => c.referrer)).size).toBeGreaterThan(3);
    expect(clicks.some((c) => c.browser === undefined)).toBe(true);
  });
});
