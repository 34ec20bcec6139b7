import { describe, expect, it } from 'vitest';
import { browser } from 'wxt/browser';
import { connectionItemOf } from '../../../entrypoints/background/servers/connection-store';
import { FIRST_SERVER_ID } from '../../../lib/servers';
import type { ConnectionState } from '../../../lib/connection-state';
import { ask } from '../../../lib/messages/channel';
import { STORAGE } from '../../../lib/storage/registry';
import { OTHER_KEY, TEST_KEY, useReferenceServer } from '../support/reference-server';
import { useStartedBackground } from './started-background';

const backend = useReferenceServer();
useStartedBackground();

async function storedState(): Promise<ConnectionState | null> {
  return STORAGE.connectionState.read(
    (await browser.storage.local.get(STORAGE.connectionState.key))[STORAGE.connectionState.key],
  );
}

/** The state once the background's writes have settled on `kind` (they are not awaited on a call's way). */
async function stateBecomes(kind: string): Promise<ConnectionState> {
  await expect.poll(async () => (await storedState())?.health.kind).toBe(kind);
  const state = await storedState();
  if (!state) throw new Error('no state stored');
  return state;
}

const save = (apiKey: string, serverUrl = backend.server.url) =>
  ask('connection/save', { serverUrl, apiKey, allowInsecureHttp: false, dialect: 'automatic' });

const failing = (error: unknown) => error;

describe('the connection state (background, over HTTP)', () => {
  it('says "not configured" on a new install, before any server is saved', async () => {
    await expect
      .poll(storedState)
      .toMatchObject({ configured: false, serverOrigin: null, health: { kind: 'unchecked' } });
  });

  it('an install that has a connection but no state yet (an older release) is unchecked, never connected', async () => {
    await browser.storage.local.set({ [STORAGE.connection.key]: { serverUrl: backend.server.url, apiKey: TEST_KEY } });
    await browser.storage.local.remove(STORAGE.connectionState.key);
    await expect
      .poll(storedState)
      .toMatchObject({ configured: true, serverOrigin: backend.server.url, health: { kind: 'unchecked' } });
    expect(backend.server.requests()).toEqual([]);
  });

  it('storage cleared and written again at once (another page, a test) ends describing what is stored', async () => {
    for (const serverUrl of [backend.server.url, 'http://127.0.0.1:9']) {
      await browser.storage.local.clear();
      await browser.storage.local.set({ [STORAGE.connection.key]: { serverUrl, apiKey: TEST_KEY } });
      await expect
        .poll(storedState)
        .toMatchObject({ configured: true, serverOrigin: new URL(serverUrl).origin, health: { kind: 'unchecked' } });
      // Nothing left in flight overwrites it a moment later.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await storedState()).toMatchObject({ configured: true, serverOrigin: new URL(serverUrl).origin });
    }
  });

  it('a saved server is unchecked until it answers, then connected with the API it speaks', async () => {
    backend.server.addFault({ match: { path: '/api/v1/account' }, latencyMs: 300, times: 1 });
    const saving = save(TEST_KEY);
    await expect
      .poll(storedState)
      .toMatchObject({ configured: true, serverOrigin: backend.server.url, health: { kind: 'unchecked' } });
    expect((await saving).test.ok).toBe(true);
    // Recorded before the answer: a page that re-reads after it sees the new state.
    expect(await storedState()).toMatchObject({
      configured: true,
      serverOrigin: backend.server.url,
      health: { kind: 'connected', dialect: 'classic' },
    });
    expect(JSON.stringify(await browser.storage.local.get(STORAGE.connectionState.key))).not.toContain(TEST_KEY);
  });

  it('a wrong key is "key rejected"; re-checking after the key is fixed on the server makes it connected', async () => {
    await save('wrong-key');
    expect(await storedState()).toMatchObject({ configured: true, health: { kind: 'key-rejected' } });
    // Another key for the same server starts over: unchecked, then what that key gets.
    await connectionItemOf(FIRST_SERVER_ID).setValue({ serverUrl: backend.server.url, apiKey: OTHER_KEY });
    await expect.poll(storedState).toMatchObject({ configured: true, health: { kind: 'unchecked' } });
    expect((await ask('connection/test', null)).test.ok).toBe(true);
    expect(await storedState()).toMatchObject({ health: { kind: 'connected' } });
  });

  it('a server that cannot be reached is "unreachable", and connected again once it answers', async () => {
    await save(TEST_KEY);
    backend.server.addFault({ match: { path: '/api/v1/spaces' }, dropConnection: true, times: 1 });
    expect(await ask('spaces/list', {}).catch(failing)).toMatchObject({ kind: 'network' });
    expect(await stateBecomes('unreachable')).toMatchObject({ health: { timedOut: false } });
    await ask('connection/test', null);
    expect(await storedState()).toMatchObject({ health: { kind: 'connected' } });
  });

  it('every call through the connected client updates it: each failure, and the next answer', async () => {
    await save(TEST_KEY);
    const cases = [
      [{ status: 401 }, 'key-rejected'],
      [{ html: true }, 'not-an-api'],
      [{ malformedJson: true }, 'not-an-api'],
      [{ status: 500 }, 'server-error'],
    ] as const;
    // A 429 is not in this list: the request queue waits it out, or refuses until it is over (below).
    for (const [fault, kind] of cases) {
      backend.server.addFault({ match: { path: '/api/v1/links' }, times: 1, ...fault });
      await ask('links/list', {}).catch(failing);
      await stateBecomes(kind);
      await ask('links/list', {});
      await stateBecomes('connected');
    }
  });

  it('"rate limited" says until when the server asked to wait', async () => {
    await save(TEST_KEY);
    backend.server.addFault({ match: { path: '/api/v1/spaces' }, status: 429, retryAfterSeconds: 30, times: 1 });
    const before = Date.now();
    await ask('spaces/list', {}).catch(failing);
    const state = await stateBecomes('rate-limited');
    const until = state.health.kind === 'rate-limited' ? state.health.until : 0;
    expect(until).toBeGreaterThanOrEqual(before + 30_000);
    expect(until).toBeLessThanOrEqual(Date.now() + 30_000);
    // Until then the background does not knock again: the next call is refused without a request.
    const sent = backend.server.requests().length;
    expect(await ask('spaces/list', {}).catch(failing)).toMatchObject({ kind: 'rate-limited' });
    expect(backend.server.requests()).toHaveLength(sent);
    expect(await storedState()).toMatchObject({ health: { kind: 'rate-limited' } });
  });

  it('a refused field or a record that is gone still proves the server and key (or changes nothing)', async () => {
    await save(TEST_KEY);
    backend.server.addFault({ match: { path: '/api/v1/links' }, status: 500, times: 1 });
    await ask('links/list', {}).catch(failing);
    await stateBecomes('server-error');
    // 422: the server checked the key before the fields.
    await ask('links/create', { destination: 'https://example.com/', alias: 'taken' });
    expect(
      await ask('links/create', { destination: 'https://example.com/', alias: 'taken' }).catch(failing),
    ).toMatchObject({
      kind: 'validation',
    });
    await stateBecomes('connected');
    // 404: a classic server answers it before looking at the key, so it says nothing either way.
    backend.server.addFault({ match: { path: '/api/v1/links' }, status: 500, times: 1 });
    await ask('links/list', {}).catch(failing);
    await stateBecomes('server-error');
    expect(await ask('links/get', { id: 99_999 }).catch(failing)).toMatchObject({ kind: 'not-found' });
    expect(await storedState()).toMatchObject({ health: { kind: 'server-error' } });
  });

  it('an answer about a key that was replaced while it was on its way is dropped', async () => {
    await connectionItemOf(FIRST_SERVER_ID).setValue({ serverUrl: backend.server.url, apiKey: 'wrong-key' });
    await expect.poll(storedState).toMatchObject({ configured: true, health: { kind: 'unchecked' } });
    // The old key's request is slow; the right key is saved (and checked) meanwhile.
    backend.server.addFault({ match: { path: '/api/v1/account' }, latencyMs: 400, times: 1 });
    const oldCall = ask('spaces/list', {}).catch(failing);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await save(TEST_KEY)).test.ok).toBe(true);
    expect(await oldCall).toMatchObject({ kind: 'auth' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await storedState()).toMatchObject({ health: { kind: 'connected' } });
  });

  it('forgetting the key, or another server, starts over', async () => {
    await save(TEST_KEY);
    await ask('connection/forget-key', null);
    expect(await storedState()).toMatchObject({ configured: false, serverOrigin: backend.server.url });
    await save(TEST_KEY);
    await connectionItemOf(FIRST_SERVER_ID).setValue({ serverUrl: 'https://other.example', apiKey: TEST_KEY });
    await expect
      .poll(storedState)
      .toMatchObject({ configured: true, serverOrigin: 'https://other.example', health: { kind: 'unchecked' } });
  });
});
