import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { connectionHandlers } from '../../../entrypoints/background/connecting/connection-handlers';
import { connectionItemOf } from '../../../entrypoints/background/servers/connection-store';
import { FIRST_SERVER_ID } from '../../../lib/servers';
import { STORAGE } from '../../../lib/storage/registry';
import { TEST_KEY, useReferenceServer } from '../support/reference-server';

const backend = useReferenceServer();
const save = connectionHandlers['connection/save'];

describe('saving and testing the connection (background)', () => {
  it('normalises the address, stores it with the key, and tests it by asking which API the server speaks', async () => {
    const check = await save({
      serverUrl: `${backend.server.url}/api/v1/`,
      apiKey: ` ${TEST_KEY} `,
      allowInsecureHttp: false,
      dialect: 'automatic',
    });
    expect(check.test.ok).toBe(true);
    expect(check.status).toMatchObject({
      configured: true,
      serverOrigin: backend.server.url,
      serverUrl: backend.server.url,
      keySaved: true,
      allowInsecureHttp: false,
      dialectChoice: 'automatic',
      profile: { dialect: 'classic', source: 'detected', account: null },
    });
    expect(await connectionItemOf(FIRST_SERVER_ID).getValue()).toEqual({
      serverUrl: backend.server.url,
      apiKey: TEST_KEY,
      allowInsecureHttp: false,
      dialect: 'automatic',
    });
    // A classic server has no account route; one small list then proves the key.
    expect(backend.server.requests().map((r) => `${r.method} ${r.path}?per_page=${r.query.per_page}`)).toEqual([
      'GET /api/v1/account?per_page=undefined',
      'GET /api/v1/spaces?per_page=10',
    ]);
    expect(JSON.stringify(check)).not.toContain(TEST_KEY);
  });

  it('stores a wrong key and reports why the test failed, when no key was saved before', async () => {
    const check = await save({
      serverUrl: backend.server.url,
      apiKey: 'wrong',
      allowInsecureHttp: false,
      dialect: 'automatic',
    });
    expect(check.test).toMatchObject({ ok: false, error: { kind: 'auth' } });
    expect(check.status.configured).toBe(true);
    expect(check.saved).toBe(true);
  });

  it('tests a new key before it replaces a saved one, and keeps the saved one when it fails', async () => {
    await save({ serverUrl: backend.server.url, apiKey: TEST_KEY, allowInsecureHttp: false, dialect: 'automatic' });
    const before = await fakeBrowser.storage.local.get(null);
    const check = await save({
      serverUrl: backend.server.url,
      apiKey: 'wrong',
      allowInsecureHttp: false,
      dialect: 'automatic',
    });
    expect(check).toMatchObject({ saved: false, test: { ok: false, error: { kind: 'auth' } } });
    expect(check.status).toMatchObject({ configured: true, keySaved: true, serverUrl: backend.server.url });
    // Nothing stored changed: the key, its profile, the header's state.
    expect(await fakeBrowser.storage.local.get(null)).toEqual(before);

    // A key that works replaces it.
    backend.server.clearRequests();
    const replaced = await save({
      serverUrl: `${backend.server.url}/`,
      apiKey: TEST_KEY,
      allowInsecureHttp: false,
      dialect: 'classic',
    });
    expect(replaced).toMatchObject({ saved: true, test: { ok: true } });
    expect(await connectionItemOf(FIRST_SERVER_ID).getValue()).toMatchObject({ apiKey: TEST_KEY, dialect: 'classic' });
  });

  it('calls an address whose API routes are not found "not a phpShort API" in the state', async () => {
    const check = await save({
      serverUrl: `${backend.server.url}/extra`,
      apiKey: TEST_KEY,
      allowInsecureHttp: false,
      dialect: 'automatic',
    });
    expect(check.test).toMatchObject({ ok: false, error: { kind: 'not-found' } });
    const state = (await fakeBrowser.storage.local.get(STORAGE.connectionState.key))[STORAGE.connectionState.key];
    expect(state).toMatchObject({ configured: true, health: { kind: 'not-an-api' } });
  });

  it('keeps the saved key when none is sent for the same server, never for another one', async () => {
    await save({ serverUrl: backend.server.url, apiKey: TEST_KEY, allowInsecureHttp: false, dialect: 'automatic' });
    const again = await save({
      serverUrl: `${backend.server.url}/`,
      apiKey: null,
      allowInsecureHttp: false,
      dialect: 'automatic',
    });
    expect(again.test.ok).toBe(true);
    await expect(
      save({ serverUrl: 'https://other.example', apiKey: null, allowInsecureHttp: false, dialect: 'automatic' }),
    ).rejects.toMatchObject({
      kind: 'invalid-input',
      fields: { apiKey: ['Enter your API key.'] },
    });
    expect((await connectionItemOf(FIRST_SERVER_ID).getValue())?.serverUrl).toBe(backend.server.url);
  });

  it('refuses plain HTTP to a non-loopback host unless allowed, before storing anything', async () => {
    await expect(
      save({ serverUrl: 'http://s.example', apiKey: TEST_KEY, allowInsecureHttp: false, dialect: 'automatic' }),
    ).rejects.toMatchObject({
      kind: 'invalid-input',
      fields: { serverUrl: [expect.stringContaining('clear text')] },
    });
    expect(await connectionItemOf(FIRST_SERVER_ID).getValue()).toBeNull();
  });

  it('forgets the key but keeps the address; the test then says to connect first', async () => {
    await save({ serverUrl: backend.server.url, apiKey: TEST_KEY, allowInsecureHttp: false, dialect: 'automatic' });
    const status = await connectionHandlers['connection/forget-key'](null);
    expect(status).toMatchObject({ configured: false, keySaved: false, serverUrl: backend.server.url });
    expect(await connectionItemOf(FIRST_SERVER_ID).getValue()).toEqual({
      serverUrl: backend.server.url,
      allowInsecureHttp: false,
      dialect: 'automatic',
    });
    expect(JSON.stringify(await fakeBrowser.storage.local.get(null))).not.toContain(TEST_KEY);
    expect(await connectionHandlers['connection/status'](null)).toEqual(status);
    const check = await connectionHandlers['connection/test'](null);
    expect(check.test).toMatchObject({ ok: false, error: { kind: 'not-configured' } });
  });

  it('reports a rate limit with the wait', async () => {
    backend.server.addFault({ status: 429, retryAfterSeconds: 42 });
    const check = await save({
      serverUrl: backend.server.url,
      apiKey: TEST_KEY,
      allowInsecureHttp: false,
      dialect: 'automatic',
    });
    expect(check.test).toMatchObject({ ok: false, error: { kind: 'rate-limited', retryAfterSeconds: 42 } });
  });
});
