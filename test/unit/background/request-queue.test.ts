import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/errors';
import {
  createRequestQueue,
  USER_WAIT_CAP_MS,
  type RequestPriority,
  type RequestQueue,
} from '../../../entrypoints/background/transport/request-queue';
import { useReferenceServer } from '../support/reference-server';

/**
 * The request queue against the reference server's rate limit, over real HTTP. The server allows
 * LIMIT requests per WINDOW_MS (phpShort: 60 a minute; shorter here so a test waits a window out
 * in seconds) and the queue is told the same window. The tests spend a window's requests before it
 * ends, so it must outlast LIMIT round trips on a saturated machine: 1.2 s did not, beside two
 * browser suites and four busy processes.
 */
const LIMIT = 12;
const WINDOW_MS = 3000;
const backend = useReferenceServer({ rateLimitPerMinute: LIMIT, rateLimitWindowMs: WINDOW_MS });

const newQueue = () => createRequestQueue({ windowMs: WINDOW_MS });
const clientOf = (queue: RequestQueue, priority: RequestPriority, timeouts?: { read: number }) =>
  backend.client({ pacer: queue.pacerFor(backend.server.url, priority), ...(timeouts ? { timeouts } : {}) });
const listRequests = () => backend.server.requests().filter((r) => r.method === 'GET');
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('the request queue', () => {
  it('spends a window, holds bulk work until the next one and never runs into a 429', async () => {
    const queue = newQueue();
    const bulk = clientOf(queue, 'bulk');
    const started = Date.now();
    let sawHeld = false;
    for (let i = 0; i < 2 * LIMIT + 4; i++) {
      const call = bulk.spaces.list({ perPage: 10 });
      await new Promise((resolve) => setTimeout(resolve, 0));
      const { waitingUntil } = queue.state();
      if (waitingUntil !== null) {
        sawHeld = true;
        expect(waitingUntil).toBeGreaterThan(Date.now());
        expect(waitingUntil).toBeLessThanOrEqual(Date.now() + WINDOW_MS + 100);
      }
      await call;
    }
    // Every request the server saw was answered: a refused one would have been logged and sent again.
    expect(listRequests()).toHaveLength(2 * LIMIT + 4);
    expect(sawHeld).toBe(true);
    // Bulk work keeps one request a window for people (a twelfth), so 28 requests take two windows.
    expect(Date.now() - started).toBeGreaterThanOrEqual(2 * WINDOW_MS - 100);
    expect(queue.state()).toEqual({ waitingUntil: null, waiting: 0 });
  });

  it("lets a person's request through at once while bulk work waits for the window", async () => {
    const queue = newQueue();
    const bulk = clientOf(queue, 'bulk');
    const user = clientOf(queue, 'user');
    // Bulk work spends what it may of the window (all but one request).
    for (let i = 0; i < LIMIT - 1; i++) await bulk.spaces.list({ perPage: 10 });
    const held = bulk.spaces.list({ perPage: 10 });
    await vi.waitFor(() => expect(queue.state().waiting).toBe(1));

    const before = Date.now();
    await user.links.create({ destination: 'https://example.com/while-bulk-waits' });
    expect(Date.now() - before).toBeLessThan(WINDOW_MS / 2);
    expect(queue.state().waiting).toBe(1);
    await held;
    expect(backend.server.requests()).toHaveLength(LIMIT + 1);
  });

  it('takes back the bulk requests still waiting when the user stops, and never sends them', async () => {
    const queue = newQueue();
    const bulk = clientOf(queue, 'bulk');
    for (let i = 0; i < LIMIT - 1; i++) await bulk.spaces.list({ perPage: 10 });
    const held = failureOf(bulk.spaces.list({ perPage: 10 }));
    await vi.waitFor(() => expect(queue.state().waiting).toBe(1));
    expect(queue.dropWaiting('bulk')).toBe(1);
    expect(await held).toMatchObject({ kind: 'aborted' });
    expect(queue.state()).toEqual({ waitingUntil: null, waiting: 0 });
    // A new window opens with nothing of the stopped work in it: the next request is the only one.
    await clientOf(queue, 'bulk').spaces.list({ perPage: 10 });
    expect(listRequests()).toHaveLength(LIMIT);
  });

  it('drops a refresh when the budget runs low instead of sending it', async () => {
    const queue = newQueue();
    const user = clientOf(queue, 'user');
    const refresh = clientOf(queue, 'refresh');
    // Refreshes stop with a sixth of the window left (2 of 12).
    for (let i = 0; i < LIMIT - 2; i++) await user.spaces.list({ perPage: 10 });
    const error = await failureOf(refresh.spaces.list({ perPage: 10 }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'rate-limited' });
    expect(listRequests()).toHaveLength(LIMIT - 2);
    // People may still use what is left.
    await user.spaces.list({ perPage: 10 });
    await user.spaces.list({ perPage: 10 });
    expect(listRequests()).toHaveLength(LIMIT);
  });

  it('waits out a short 429 and sends the request again: one link, and the user never sees it', async () => {
    const queue = newQueue();
    backend.server.addFault({
      match: { method: 'POST', path: '/api/v1/links' },
      status: 429,
      retryAfterSeconds: 1,
      times: 1,
    });
    const started = Date.now();
    const link = await clientOf(queue, 'user').links.create({ destination: 'https://example.com/after-429' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(link.destination).toBe('https://example.com/after-429');
    const creates = backend.server.requests().filter((r) => r.method === 'POST');
    expect(creates).toHaveLength(2);
    const listed = await backend.client().links.list({ search: 'after-429', searchIn: 'url' });
    expect(listed.total).toBe(1);
  });

  it("tells a person how long to wait when the server's wait is longer than the cap, and sends nothing meanwhile", async () => {
    const queue = newQueue();
    const waitSeconds = USER_WAIT_CAP_MS / 1000 + 32;
    backend.server.addFault({ status: 429, retryAfterSeconds: waitSeconds, times: 1 });
    const user = clientOf(queue, 'user');
    const first = await failureOf(user.spaces.list({ perPage: 10 }));
    expect(first).toMatchObject({ kind: 'rate-limited', retryAfterSeconds: waitSeconds });
    const second = await failureOf(user.links.create({ destination: 'https://example.com/too-soon' }));
    expect(second).toMatchObject({ kind: 'rate-limited' });
    expect((second as ApiError).retryAfterSeconds).toBeGreaterThan(waitSeconds - 2);
    expect((second as ApiError).message).toMatch(/^The server is limiting requests\. Try again in \d+ seconds\.$/);
    expect(backend.server.requests()).toHaveLength(1);
  });

  it("does not count the time spent waiting in the queue against the request's timeout", async () => {
    const queue = newQueue();
    // Short against the window's hold (about 2.5 s), long enough for the request itself on a busy
    // machine (300 ms was not, with every suite of npm test running at once).
    const readTimeoutMs = 1000;
    const bulk = clientOf(queue, 'bulk', { read: readTimeoutMs });
    for (let i = 0; i < LIMIT - 1; i++) await bulk.spaces.list({ perPage: 10 });
    const started = Date.now();
    // Held for most of a window (far beyond its timeout), then answered.
    const page = await bulk.spaces.list({ perPage: 10 });
    expect(Date.now() - started).toBeGreaterThan(readTimeoutMs);
    expect(page.items).toBeDefined();
  });

  it('a request cancelled while it waits leaves without being sent', async () => {
    const queue = newQueue();
    const bulk = clientOf(queue, 'bulk');
    for (let i = 0; i < LIMIT - 1; i++) await bulk.spaces.list({ perPage: 10 });
    const cancel = new AbortController();
    const waiting = failureOf(bulk.spaces.list({ perPage: 10 }, { signal: cancel.signal }));
    await vi.waitFor(() => expect(queue.state().waiting).toBe(1));
    cancel.abort();
    expect(await waiting).toMatchObject({ kind: 'aborted' });
    expect(queue.state().waiting).toBe(0);
    expect(listRequests()).toHaveLength(LIMIT - 1);
  });

  it("without a reset time in the server's answers, assumes phpShort's minute from the first answer", async () => {
    // The queue as the background builds it: told no window. The server is phpShort, a minute's
    // window and on success X-RateLimit-Limit and -Remaining only; the test waits none of it out.
    backend.server.setRateLimit(LIMIT, { windowMs: 60_000 });
    const queue = createRequestQueue();
    const bulk = clientOf(queue, 'bulk');
    const firstSent = Date.now();
    await bulk.spaces.list({ perPage: 10 });
    const firstAnswered = Date.now();
    for (let i = 1; i < LIMIT - 1; i++) await bulk.spaces.list({ perPage: 10 });
    const cancel = new AbortController();
    const held = failureOf(bulk.spaces.list({ perPage: 10 }, { signal: cancel.signal }));
    await vi.waitFor(() => expect(queue.state().waiting).toBe(1));
    // Held for a minute from the window's first answer.
    const { waitingUntil } = queue.state();
    expect(waitingUntil).toBeGreaterThanOrEqual(firstSent + 60_000);
    expect(waitingUntil).toBeLessThanOrEqual(firstAnswered + 60_000);
    cancel.abort();
    expect(await held).toMatchObject({ kind: 'aborted' });
    expect(listRequests()).toHaveLength(LIMIT - 1);
  });

  it("with the window's end announced on every answer, waits exactly until then and not a minute", async () => {
    // What a proxy in front of phpShort sends: X-RateLimit-Reset (epoch seconds) on success too.
    backend.server.setRateLimit(LIMIT, { windowMs: WINDOW_MS, reset: 'always' });
    const queue = createRequestQueue();
    const bulk = clientOf(queue, 'bulk');
    const started = Date.now();
    for (let i = 0; i < LIMIT - 1; i++) await bulk.spaces.list({ perPage: 10 });
    const held = bulk.spaces.list({ perPage: 10 });
    await vi.waitFor(() => expect(queue.state().waiting).toBe(1));
    const waitingUntil = queue.state().waitingUntil ?? 0;
    // The announced end: the server's window, rounded up to its whole second.
    expect(waitingUntil).toBeGreaterThanOrEqual(started + WINDOW_MS);
    expect(waitingUntil).toBeLessThanOrEqual(Date.now() + WINDOW_MS + 1000);
    expect(waitingUntil % 1000).toBe(0);
    await held;
    expect(Date.now()).toBeGreaterThanOrEqual(waitingUntil);
    expect(backend.server.requests().every((request) => request.status === 200)).toBe(true);
    expect(listRequests()).toHaveLength(LIMIT);
  });
});
