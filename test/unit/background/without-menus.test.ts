import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { notify } from '../../../entrypoints/background/shortening/notify';
import { hasCommands, hasContextMenus, hasOmnibox, hasQuickShortening } from '../../../lib/browser-apis';
import { ask } from '../../../lib/messages/channel';
import { TEST_KEY, useReferenceServer } from '../support/reference-server';
import { useStartedBackground } from './started-background';

/**
 * The background as Firefox for Android runs it: no right-click menu, no keyboard shortcut and no
 * address-bar keyword (their namespaces are undefined there). They are taken off WXT's fake browser
 * before the real background starts (hooks run in the order they are registered) and put back
 * after each test: the file's worker runs other files after this one.
 */
const MISSING = ['contextMenus', 'commands', 'omnibox'] as const;
type Missing = (typeof MISSING)[number];

const backend = useReferenceServer();
const kept = new Map<Missing, unknown>();
beforeEach(() => {
  for (const name of MISSING) {
    kept.set(name, fakeBrowser[name]);
    Reflect.deleteProperty(fakeBrowser, name);
  }
});
afterEach(() => {
  for (const [name, api] of kept) Object.assign(fakeBrowser, { [name]: api });
  kept.clear();
});
// Starting it throws where a missing namespace is touched, and the hook fails every test below.
const background = useStartedBackground();

async function connect(): Promise<void> {
  const check = await ask('connection/save', {
    serverUrl: backend.server.url,
    apiKey: TEST_KEY,
    allowInsecureHttp: false,
    dialect: 'automatic',
  });
  expect(check.test.ok).toBe(true);
}

describe('the background without menus, commands and the address-bar keyword (Firefox for Android)', () => {
  it('sees them missing', () => {
    for (const name of MISSING) expect(name in browser).toBe(false);
    expect([hasContextMenus(), hasCommands(), hasOmnibox(), hasQuickShortening()]).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('answers the popup: a shortening through the message protocol makes one link on the server', async () => {
    await connect();
    backend.server.clearRequests();
    const { link } = await ask('shorten/create', {
      requestId: 'android-1',
      pageUrl: 'https://example.com/phone',
      draft: { destination: 'https://example.com/phone', alias: 'from-a-phone' },
    });
    expect(link.shortUrl).toBe(`${backend.server.url}/from-a-phone`);
    expect(backend.server.requests().map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/v1/links']);
    // Kept in recent links (storage, written after the answer), as the popup reads them at its next opening.
    await expect.poll(async () => (await ask('recent/list', null)).map((entry) => entry.status)).toEqual(['done']);
  });

  it('keeps settings and servers, whose changes would rebuild the menu where there is one', async () => {
    await connect();
    const settings = await ask('settings/load', null);
    await ask('settings/save', {
      ...settings,
      autoCopy: false,
      contextMenu: { page: false, link: true, selection: true },
    });
    expect(await ask('settings/load', null)).toMatchObject({ autoCopy: false, contextMenu: { page: false } });
    const added = await ask('servers/add', {
      name: 'Second',
      connection: { serverUrl: backend.server.url, apiKey: TEST_KEY, allowInsecureHttp: false, dialect: 'automatic' },
    });
    expect((await ask('servers/list', null)).servers.map((server) => server.id)).toContain(added.id);
  });

  it('still shows notifications', async () => {
    await notify({ title: 'Short link copied', message: 'https://sho.rt/a' });
    expect(Object.values(fakeBrowser.notifications.getAllCreateOptions())).toEqual([
      expect.objectContaining({ title: 'Short link copied', message: 'https://sho.rt/a' }),
    ]);
  });

  it('never reached the fakes of the missing namespaces, not even through a reference kept from before', async () => {
    await connect();
    await ask('settings/save', await ask('settings/load', null));
    expect([...background.menuItems.keys()]).toEqual([]);
    expect(background.commandListeners).toEqual([]);
    expect(background.omniboxListeners).toEqual([]);
  });
});
