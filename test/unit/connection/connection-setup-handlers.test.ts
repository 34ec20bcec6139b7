import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { connectionHandlers } from '../../../lib/background/connection-handlers';
import { connectionSetupHandlers } from '../../../lib/background/connection-setup-handlers';
import { connectionItem } from '../../../lib/connection/item';
import { startReferenceServer } from '../../server/index';
import type { ReferenceServer } from '../../server/types';

const KEY = 'k'.repeat(64);
let server: ReferenceServer;
const save = connectionSetupHandlers['connection/save'];

beforeAll(async () => {
  server = await startReferenceServer({ apiKeys: [KEY], titleFetch: false });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  fakeBrowser.reset();
  server.reset();
});

describe('saving and testing the connection (background)', () => {
  it('normalises the address, stores it with the key, and tests it with one small list', async () => {
    const check = await save({ serverUrl: `${server.url}/api/v1/`, apiKey: ` ${KEY} `, allowInsecureHttp: false });
    expect(check.test.ok).toBe(true);
    expect(check.status).toEqual({
      configured: true,
      serverOrigin: server.url,
      serverUrl: server.url,
      keySaved: true,
      allowInsecureHttp: false,
    });
    expect(await connectionItem.getValue()).toEqual({ serverUrl: server.url, apiKey: KEY, allowInsecureHttp: false });
    expect(server.requests().map((r) => `${r.method} ${r.path}?per_page=${r.query.per_page}`)).toEqual([
      'GET /api/v1/spaces?per_page=10',
    ]);
    expect(JSON.stringify(check)).not.toContain(KEY);
  });

  it('stores a wrong key and reports why the test failed', async () => {
    const check = await save({ serverUrl: server.url, apiKey: 'wrong', allowInsecureHttp: false });
    expect(check.test).toMatchObject({ ok: false, error: { kind: 'auth' } });
    expect(check.status.configured).toBe(true);
  });

  it('keeps the saved key when none is sent for the same server, never for another one', async () => {
    await save({ serverUrl: server.url, apiKey: KEY, allowInsecureHttp: false });
    const again = await save({ serverUrl: `${server.url}/`, apiKey: null, allowInsecureHttp: false });
    expect(again.test.ok).toBe(true);
    await expect(save({ serverUrl: 'https://other.example', apiKey: null, allowInsecureHttp: false })).rejects.toMatchObject({
      kind: 'invalid-input',
      fields: { apiKey: ['Enter your API key.'] },
    });
    expect((await connectionItem.getValue())?.serverUrl).toBe(server.url);
  });

  it('refuses plain HTTP to a non-loopback host unless allowed, before storing anything', async () => {
    await expect(save({ serverUrl: 'http://s.example', apiKey: KEY, allowInsecureHttp: false })).rejects.toMatchObject({
      kind: 'invalid-input',
      fields: { serverUrl: [expect.stringContaining('clear text')] },
    });
    expect(await connectionItem.getValue()).toBeNull();
  });

  it('forgets the key but keeps the address; the test then says to connect first', async () => {
    await save({ serverUrl: server.url, apiKey: KEY, allowInsecureHttp: false });
    const status = await connectionSetupHandlers['connection/forget-key'](null);
    expect(status).toMatchObject({ configured: false, keySaved: false, serverUrl: server.url });
    expect(JSON.stringify(await fakeBrowser.storage.local.get(null))).not.toContain(KEY);
    expect(await connectionHandlers['connection/status'](null)).toEqual(status);
    const check = await connectionSetupHandlers['connection/test'](null);
    expect(check.test).toMatchObject({ ok: false, error: { kind: 'not-configured' } });
  });

  it('reports a rate limit with the wait', async () => {
    server.addFault({ status: 429, retryAfterSeconds: 42 });
    const check = await save({ serverUrl: server.url, apiKey: KEY, allowInsecureHttp: false });
    expect(check.test).toMatchObject({ ok: false, error: { kind: 'rate-limited', retryAfterSeconds: 42 } });
  });
});
