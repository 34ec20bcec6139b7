import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/errors';
import { shortenHandlers } from '../../../entrypoints/background/shortening/shorten-handlers';
import { connectedClient } from '../../../entrypoints/background/transport/connected-client';
import { connectionItemOf } from '../../../entrypoints/background/servers/connection-store';
import { FIRST_SERVER_ID } from '../../../lib/servers';
import { putRecent, readRecent } from '../../../entrypoints/background/shortening/recent-store';
import { requestQueue } from '../../../entrypoints/background/transport/request-queue';
import { createShortener, type Shortener } from '../../../entrypoints/background/shortening/shortener';
import { TEST_KEY, useReferenceServer } from '../support/reference-server';

const backend = useReferenceServer();
let shortener: Shortener;

const createRequests = () => backend.server.requests().filter((r) => r.method === 'POST' && r.path === '/api/v1/links');

beforeEach(async () => {
  // Each test starts as a fresh service worker: nothing learned of the server's rate limit.
  requestQueue.forget();
  await connectionItemOf(FIRST_SERVER_ID).setValue({ serverUrl: backend.server.url, apiKey: TEST_KEY });
  // A fresh shortener per test: nothing in flight carries over.
  shortener = createShortener({ client: (server) => connectedClient('user', server), readRecent, putRecent });
});

// Records are written just after each answer (a zero timeout): let the last ones land before the
// next test resets the fake browser, or they would turn up in its storage.
afterEach(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('the shorten use case', () => {
  it('creates the link with one request and keeps it in recent links', async () => {
    const { link } = await shortener.shorten({
      requestId: 'r1',
      pageUrl: 'https://example.com/a',
      draft: { destination: 'https://example.com/a', alias: 'first', privacy: 'private' },
      source: 'popup',
    });
    expect(link.shortUrl).toBe(`${backend.server.url}/first`);
    expect(link.privacy).toBe('private');
    expect(createRequests()).toHaveLength(1);
    await expect.poll(async () => (await readRecent()).length).toBe(1);
    const [entry] = await readRecent();
    expect(entry).toMatchObject({
      id: 'r1',
      requestId: 'r1',
      status: 'done',
      pageUrl: 'https://example.com/a',
      source: 'popup',
    });
  });

  it('joins a repeat of a request in flight instead of creating a second link', async () => {
    backend.server.addFault({ match: { method: 'POST', path: '/api/v1/links' }, latencyMs: 300 });
    const request = {
      requestId: 'double',
      pageUrl: 'https://example.com/b',
      draft: { destination: 'https://example.com/b' },
      source: 'popup' as const,
    };
    const [first, second] = await Promise.all([shortener.shorten(request), shortener.shorten(request)]);
    expect(second).toEqual(first);
    expect(createRequests()).toHaveLength(1);
  });

  it('answers a request already done from recent links, even after a restart of the worker', async () => {
    const request = {
      requestId: 'done-once',
      pageUrl: 'https://example.com/c',
      draft: { destination: 'https://example.com/c' },
      source: 'popup' as const,
    };
    const first = await shortener.shorten(request);
    await expect.poll(async () => (await readRecent()).length).toBe(1);
    const restarted = createShortener({ client: (server) => connectedClient('user', server), readRecent, putRecent });
    expect(await restarted.shorten(request)).toEqual(first);
    expect(createRequests()).toHaveLength(1);
  });

  it('makes a new link for a new request id', async () => {
    const draft = { destination: 'https://example.com/d' };
    const a = await shortener.shorten({ requestId: 'a', pageUrl: draft.destination, draft, source: 'popup' });
    const b = await shortener.shorten({ requestId: 'b', pageUrl: draft.destination, draft, source: 'popup' });
    expect(a.link.id).not.toBe(b.link.id);
    expect(createRequests()).toHaveLength(2);
  });

  it('keeps a failed menu shortening in recent links with its reason, and a retry replaces it', async () => {
    backend.server.addFault({
      match: { method: 'POST', path: '/api/v1/links' },
      status: 429,
      retryAfterSeconds: 30,
      times: 1,
    });
    const request = {
      requestId: 'menu-1',
      pageUrl: 'https://example.com/e',
      draft: { destination: 'https://example.com/e' },
      source: 'context-menu' as const,
    };
    const error = await shortener.shorten(request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'rate-limited', retryAfterSeconds: 30 });
    const [failed] = await readRecent();
    expect(failed).toMatchObject({
      id: 'menu-1',
      status: 'failed',
      source: 'context-menu',
      failure: {
        kind: 'rate-limited',
        retryAfterSeconds: 30,
        message: 'The server is limiting requests. Try again in 30 seconds.',
      },
      draft: request.draft,
    });

    // Retried within the server's wait: the request queue answers the wait without sending anything.
    const retry = shortenHandlers(shortener)['recent/retry'];
    const tooSoon = await retry({ entryId: 'menu-1' }).catch((e: unknown) => e);
    expect(tooSoon).toMatchObject({ kind: 'rate-limited' });
    expect(createRequests()).toHaveLength(1);

    // Once the wait is over (here: a service worker that started afresh), the retry goes.
    requestQueue.forget();
    const { link } = await retry({ entryId: 'menu-1' });
    expect(link.destination).toBe('https://example.com/e');
    await expect.poll(async () => (await readRecent())[0]?.status).toBe('done');
    const entries = await readRecent();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ id: 'menu-1', status: 'done', link: { id: link.id } });
    expect(createRequests()).toHaveLength(2);
  });

  it('does not keep a failed popup shortening (the popup keeps its form), and a failure is not cached', async () => {
    backend.server.addFault({ match: { method: 'POST', path: '/api/v1/links' }, status: 500, times: 1 });
    const request = {
      requestId: 'p',
      pageUrl: 'https://example.com/f',
      draft: { destination: 'https://example.com/f' },
      source: 'popup' as const,
    };
    await expect(shortener.shorten(request)).rejects.toMatchObject({ kind: 'server', status: 500 });
    expect(await readRecent()).toEqual([]);
    // The same attempt sent again really tries again.
    expect((await shortener.shorten(request)).link.destination).toBe('https://example.com/f');
    expect(createRequests()).toHaveLength(2);
  });

  it('refuses an invalid draft without a request, with the problem at its field', async () => {
    const error = await shortener
      .shorten({
        requestId: 'bad',
        pageUrl: 'x',
        draft: { destination: 'https://example.com/', alias: 'no spaces' },
        source: 'shortcut',
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'invalid-input',
      fields: { alias: ['Use only letters, digits, "-" and "_" in the alias.'] },
    });
    expect(createRequests()).toHaveLength(0);
    expect((await readRecent())[0]).toMatchObject({ status: 'failed', failure: { kind: 'invalid-input' } });
  });

  it("gives the server's 422 at the model field (alias taken)", async () => {
    const draft = { destination: 'https://example.com/g', alias: 'taken' };
    await shortener.shorten({ requestId: 'one', pageUrl: draft.destination, draft, source: 'popup' });
    const error = await shortener
      .shorten({ requestId: 'two', pageUrl: draft.destination, draft, source: 'popup' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'validation' });
    expect(Object.keys((error as ApiError).fields)).toEqual(['alias']);
  });

  it('keeps a menu shortening when no server profile is known yet and the server does not answer; Retry really retries', async () => {
    // A fresh install: connection saved, the server never answered, so no profile was ever stored.
    backend.server.addFault({ dropConnection: true });
    const request = {
      requestId: 'unreachable',
      pageUrl: 'https://example.com/h',
      draft: { destination: 'https://example.com/h' },
      source: 'shortcut' as const,
    };
    await expect(shortener.shorten(request)).rejects.toMatchObject({ kind: 'network' });
    expect(await readRecent()).toMatchObject([
      { id: 'unreachable', status: 'failed', failure: { kind: 'network' }, draft: request.draft },
    ]);
    expect(createRequests()).toHaveLength(0);

    backend.server.clearFaults();
    const { link } = await shortenHandlers(shortener)['recent/retry']({ entryId: 'unreachable' });
    expect(link.destination).toBe('https://example.com/h');
    expect(createRequests()).toHaveLength(1);
    await expect.poll(async () => (await readRecent())[0]?.status).toBe('done');
  });

  it('refuses an address longer than phpShort accepts, saying its length, without a request', async () => {
    const long = `https://example.com/${'a'.repeat(2100 - 'https://example.com/'.length)}`;
    const error = await shortener
      .shorten({ requestId: 'long', pageUrl: long, draft: { destination: long }, source: 'context-menu' })
      .catch((e: unknown) => e);
    const message = 'This address is too long for phpShort: 2,100 characters, and the server accepts at most 2,048.';
    expect(error).toMatchObject({ kind: 'invalid-input', message, fields: { destination: [message] } });
    expect((await readRecent())[0]).toMatchObject({ status: 'failed', failure: { kind: 'invalid-input', message } });
    expect(backend.server.requests().filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it("accepts an address of exactly 2048 characters, the server's own limit", async () => {
    const base = 'https://example.com/';
    const exactly = `${base}${'b'.repeat(2048 - base.length)}`;
    await expect(
      shortener.shorten({ requestId: 'max', pageUrl: exactly, draft: { destination: exactly }, source: 'shortcut' }),
    ).resolves.toMatchObject({ link: { destination: exactly } });
  });

  it('says "not configured" before any server is saved, without a request', async () => {
    await connectionItemOf(FIRST_SERVER_ID).setValue(null);
    await expect(
      shortener.shorten({
        requestId: 'n',
        pageUrl: 'https://example.com/',
        draft: { destination: 'https://example.com/' },
        source: 'shortcut',
      }),
    ).rejects.toMatchObject({ kind: 'not-configured' });
    expect(backend.server.requests()).toHaveLength(0);
  });
});
