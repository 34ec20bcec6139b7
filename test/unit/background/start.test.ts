import { describe, expect, it } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ApiError } from '../../../lib/api/errors';
import { ask } from '../../../lib/messages/channel';
import { FIRST_SERVER_ID, keyOfServer, SERVERS_VERSION } from '../../../lib/servers';
import { DEFAULT_SETTINGS } from '../../../lib/settings';
import { STORAGE } from '../../../lib/storage/registry';
import { TEST_KEY, useReferenceServer } from '../support/reference-server';
import { useStartedBackground } from './started-background';

const backend = useReferenceServer();

const background = useStartedBackground();
const { deliver, menuItems, commandListeners, omniboxListeners } = background;

async function connect(): Promise<void> {
  const check = await ask('connection/save', {
    serverUrl: backend.server.url,
    apiKey: TEST_KEY,
    allowInsecureHttp: false,
    dialect: 'automatic',
  });
  expect(check.test.ok).toBe(true);
}

describe('the background as started in the extension, reached through the message channel', () => {
  it('answers a page: not configured first, then the saved connection', async () => {
    expect(await ask('connection/status', null)).toMatchObject({ configured: false, keySaved: false });
    await connect();
    const status = await ask('connection/status', null);
    expect(status).toEqual({
      configured: true,
      serverOrigin: backend.server.url,
      serverUrl: backend.server.url,
      keySaved: true,
      allowInsecureHttp: false,
      dialectChoice: 'automatic',
      profile: {
        serverOrigin: backend.server.url,
        dialect: 'classic',
        source: 'detected',
        checkedAt: status.profile?.checkedAt,
        account: null,
      },
    });
    expect(status.profile?.checkedAt).toBeGreaterThan(0);
  });

  it('shortens through the channel with exactly one create on the server', async () => {
    await connect();
    backend.server.clearRequests();
    const { link } = await ask('shorten/create', {
      requestId: 'r1',
      pageUrl: 'https://example.com/a',
      draft: { destination: 'https://example.com/a', alias: 'from-start' },
    });
    expect(link.shortUrl).toBe(`${backend.server.url}/from-start`);
    expect(backend.server.requests().map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/v1/links']);
  });

  it('sends a server refusal back as an ApiError with its kind and field messages', async () => {
    await connect();
    await ask('links/create', { destination: 'https://example.com/a', alias: 'taken' });
    const refusal = await ask('links/create', { destination: 'https://example.com/b', alias: 'taken' }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ kind: 'validation', status: 422, fields: { alias: [expect.any(String)] } });
  });

  it('sends a failure before any request (no connection) as its own kind', async () => {
    await expect(ask('links/list', { page: 1 })).rejects.toMatchObject({ kind: 'not-configured' });
    expect(backend.server.requests()).toEqual([]);
  });

  it('does not answer another extension, so its request never reaches the server', async () => {
    await connect();
    backend.server.clearRequests();
    background.sendAs({ id: 'another-extension-id', url: 'chrome-extension://another-extension-id/page.html' });
    await expect(ask('links/list', { page: 1 })).rejects.toMatchObject({ kind: 'bad-response' });
    expect(backend.server.requests()).toEqual([]);
  });

  it('leaves messages that are not requests of the protocol to other listeners', async () => {
    expect(await deliver({ channel: 'phpshort', name: 'no/such-request', input: null })).toBeUndefined();
    expect(await deliver({ type: 'offscreen-copy', text: 'x' })).toBeUndefined();
  });

  it('registers the menu items the default settings ask for and listens for the key command and keyword', async () => {
    // The toolbar button's own item first, whatever the settings: it opens "Shorten many", sending nothing.
    await expect
      .poll(() => [...menuItems.keys()])
      .toEqual(['shorten-window-tabs', 'shorten-page', 'shorten-link', 'shorten-selection']);
    expect(menuItems.get('shorten-window-tabs')?.contexts).toEqual(['action']);
    expect(commandListeners).toHaveLength(1);
    // The suggestion while typing, and Enter.
    expect(omniboxListeners).toHaveLength(2);
    await ask('settings/save', {
      ...(await ask('settings/load', null)),
      contextMenu: { page: false, link: true, selection: false },
    });
    await expect.poll(() => [...menuItems.keys()]).toEqual(['shorten-window-tabs', 'shorten-link']);
  });

  it('one click takes the popup off the toolbar button and puts it in the button’s menu, until turned off', async () => {
    expect(background.toolbar.popup).toBe('popup.html');
    expect(background.toolbar.clickListeners).toHaveLength(1);
    const settings = await ask('settings/load', null);
    await ask('settings/save', { ...settings, oneClick: true });
    await expect.poll(() => background.toolbar.popup).toBe('');
    await expect.poll(() => menuItems.get('shorten-with-options')?.contexts).toEqual(['action']);
    await ask('settings/save', { ...settings, oneClick: false });
    await expect.poll(() => background.toolbar.popup).toBe('popup.html');
    await expect.poll(() => menuItems.has('shorten-with-options')).toBe(false);
  });
});

describe('after an update', () => {
  it('brings every listed server’s settings to the current shape', async () => {
    // The background's own start (its storage layout settled) is over before the update's storage is laid out.
    await ask('servers/list', null);
    const secondKey = keyOfServer(STORAGE.settings.key, '2');
    const { trackingParameters: _tracking, utmPresets: _presets, ...v3 } = { ...DEFAULT_SETTINGS, version: 3 };
    await browser.storage.local.set({
      [STORAGE.servers.key]: {
        version: SERVERS_VERSION,
        current: FIRST_SERVER_ID,
        order: [FIRST_SERVER_ID, '2'],
        byId: { [FIRST_SERVER_ID]: { id: FIRST_SERVER_ID, name: '' }, '2': { id: '2', name: 'Staging' } },
        nextId: 3,
      },
      [secondKey]: { ...v3, autoCopy: false },
    });
    await fakeBrowser.runtime.onInstalled.trigger({ reason: 'update', previousVersion: '0.1.0' });
    await expect
      .poll(async () => (await browser.storage.local.get(secondKey))[secondKey])
      .toEqual({ ...DEFAULT_SETTINGS, autoCopy: false });
  });
});
