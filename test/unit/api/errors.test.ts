import { afterEach, describe, expect, it } from 'vitest';
import { createClient, describeApiErrorKind, type ApiErrorKind } from '../../../lib/api';
import { startCannedServer, type CannedServer } from './canned-server';
import { caught, TEST_KEY, useReferenceServer } from '../support/reference-server';

const api = useReferenceServer();
let canned: CannedServer | undefined;
afterEach(async () => {
  await canned?.close();
  canned = undefined;
});

describe('every failure is a typed error', () => {
  it('auth: a wrong key', async () => {
    const error = await caught(() => api.client({ apiKey: 'wrong-key' }).links.list());
    expect(error).toMatchObject({ kind: 'auth', status: 401 });
    expect(api.server.requests()[0]?.headers.accept).toBe('application/json');
  });

  it('forbidden: a plan without API access', async () => {
    api.server.addFault({ status: 403 });
    expect(await caught(() => api.client().spaces.list())).toMatchObject({ kind: 'forbidden', status: 403 });
  });

  it('not-found: an unknown record', async () => {
    expect(await caught(() => api.client().links.get(424242))).toMatchObject({ kind: 'not-found', status: 404 });
  });

  it('unsupported: a method the server has no route for', async () => {
    api.server.addFault({ status: 405 });
    expect(await caught(() => api.client().links.list())).toMatchObject({ kind: 'unsupported', status: 405 });
  });

  it("validation: the server's 422 field map, translated to model fields", async () => {
    const client = api.client();
    await client.links.create({ destination: 'https://example.com/1', alias: 'taken' });
    const error = await caught(() =>
      client.links.create({
        destination: 'https://example.com/2',
        alias: 'taken',
        domainId: 999,
        targeting: { kind: 'country', rules: [{ country: 'XK', destination: 'https://example.com/xk' }] },
      }),
    );
    expect(error).toMatchObject({ kind: 'validation', status: 422 });
    expect(Object.keys(error.fields)).toEqual(
      expect.arrayContaining(['alias', 'domainId', 'targeting.rules.0.country']),
    );
    expect(error.fields.alias?.[0]).toMatch(/\w/);
  });

  it('rate-limited: 429 with the wait from Retry-After', async () => {
    api.server.addFault({ status: 429, retryAfterSeconds: 42 });
    const error = await caught(() => api.client().links.list());
    expect(error).toMatchObject({ kind: 'rate-limited', status: 429, retryAfterSeconds: 42 });
    expect(error.message).toContain('42 seconds');
  });

  it('server: a 500', async () => {
    api.server.addFault({ status: 500 });
    expect(await caught(() => api.client().links.list())).toMatchObject({ kind: 'server', status: 500 });
  });

  it('network: the connection is dropped', async () => {
    api.server.addFault({ dropConnection: true });
    expect((await caught(() => api.client().links.list())).kind).toBe('network');
  });

  it('network: nothing listens at the address', async () => {
    canned = await startCannedServer(() => undefined);
    const deadUrl = canned.url;
    await canned.close();
    canned = undefined;
    expect((await caught(() => createClient({ serverUrl: deadUrl, apiKey: TEST_KEY }).links.list())).kind).toBe(
      'network',
    );
  });

  it('timeout: a read that takes longer than its limit', async () => {
    api.server.addFault({ latencyMs: 1_000 });
    const error = await caught(() => api.client({ timeouts: { read: 150 } }).links.list());
    expect(error.kind).toBe('timeout');
  });

  it('create waits longer than reads: a slow create inside its limit succeeds', async () => {
    api.server.addFault({ latencyMs: 400, match: { method: 'POST' } });
    const link = await api
      .client({ timeouts: { read: 150, create: 5_000 } })
      .links.create({ destination: 'https://example.com/slow' });
    expect(link.alias).toMatch(/\w/);
  });

  it('aborted: the caller cancels', async () => {
    api.server.addFault({ latencyMs: 1_000 });
    const controller = new AbortController();
    const pending = api.client().links.list({}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect((await caught(() => pending)).kind).toBe('aborted');
  });

  it('not-an-api: an HTML page instead of JSON', async () => {
    api.server.addFault({ html: true });
    expect((await caught(() => api.client().links.list())).kind).toBe('not-an-api');
  });

  it('not-an-api: a redirect to a login page is not followed', async () => {
    let hits = 0;
    const loginRedirect = await startCannedServer((req, res) => {
      hits += 1;
      res.writeHead(302, { Location: '/login' });
      res.end();
    });
    canned = loginRedirect;
    const error = await caught(() => createClient({ serverUrl: loginRedirect.url, apiKey: TEST_KEY }).links.list());
    expect(error).toMatchObject({ kind: 'not-an-api', status: 302 });
    expect(hits).toBe(1);
  });

  it('bad-response: malformed JSON', async () => {
    api.server.addFault({ malformedJson: true });
    expect((await caught(() => api.client().links.list())).kind).toBe('bad-response');
  });

  it('bad-response: JSON of the wrong shape', async () => {
    const wrongShape = await startCannedServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ data: { id: 'not a number', url: 42 }, status: 200 }));
    });
    canned = wrongShape;
    const error = await caught(() => createClient({ serverUrl: wrongShape.url, apiKey: TEST_KEY }).links.get(1));
    expect(error.kind).toBe('bad-response');
  });

  it('rejected: another 4xx', async () => {
    api.server.addFault({ status: 400 });
    expect(await caught(() => api.client().links.list())).toMatchObject({ kind: 'rejected', status: 400 });
  });

  it('has a clear sentence for every kind', () => {
    const kinds: ApiErrorKind[] = [
      'not-configured',
      'invalid-input',
      'validation',
      'auth',
      'forbidden',
      'not-found',
      'unsupported',
      'rate-limited',
      'rejected',
      'server',
      'network',
      'timeout',
      'aborted',
      'not-an-api',
      'bad-response',
    ];
    const sentences = kinds.map((kind) => describeApiErrorKind(kind));
    expect(new Set(sentences).size).toBe(kinds.length);
    for (const sentence of sentences) expect(sentence).toMatch(/^[A-Z].*\.$/);
  });
});

describe('the real rate limit', () => {
  const limited = useReferenceServer({ rateLimitPerMinute: 3 });
  it('reports the limit once the per-minute budget is spent', async () => {
    const client = limited.client();
    for (let i = 0; i < 3; i++) await client.spaces.list();
    const error = await caught(() => client.spaces.list());
    expect(error.kind).toBe('rate-limited');
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(60);
  });
});
