import { describe, expect, it, onTestFinished } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ask } from '../../../lib/messages/channel';
import type { ConnectionState } from '../../../lib/connection-state';
import type { RecentEntry } from '../../../lib/recent';
import { DEFAULT_SETTINGS } from '../../../lib/settings';
import { FIRST_SERVER_ID, keyOfServer, type ServerId } from '../../../lib/servers';
import { STORAGE } from '../../../lib/storage/registry';
import { OTHER_KEY, TEST_KEY, useReferenceServer } from '../support/reference-server';
import { useStartedBackground } from './started-background';

/**
 * Several servers kept side by side, through the background's real handlers over HTTP: a classic
 * reference server and a current one, each with its own key, list entry, state and settings.
 */
const classic = useReferenceServer();
const current = useReferenceServer({ dialect: 'current' });
const background = useStartedBackground();

const connection = (serverUrl: string, apiKey = TEST_KEY) => ({
  serverUrl,
  apiKey,
  allowInsecureHttp: false,
  dialect: 'automatic' as const,
});

/** The classic server saved first (server 1, current), the current one added as "Acme — current". */
async function twoServers(): Promise<ServerId> {
  expect((await ask('connection/save', connection(classic.server.url))).test.ok).toBe(true);
  const added = await ask('servers/add', { name: 'Acme — current', connection: connection(current.server.url) });
  expect(added.check.test.ok).toBe(true);
  return added.id;
}

async function stored(key: string): Promise<unknown> {
  return (await browser.storage.local.get(key))[key];
}

const stateOf = async (id: ServerId) =>
  (await stored(keyOfServer(STORAGE.connectionState.key, id))) as ConnectionState | undefined;

const creates = (fixture: typeof classic) =>
  fixture.server.requests().filter((r) => r.method === 'POST' && r.path === '/api/v1/links');

describe('several servers (background, over HTTP)', () => {
  it('lists the first saved connection as server 1 and adds others after it, the first one current', async () => {
    const id = await twoServers();
    expect(id).not.toBe(FIRST_SERVER_ID);
    const overview = await ask('servers/list', null);
    expect(overview.current).toBe(FIRST_SERVER_ID);
    expect(overview.servers.map((s) => [s.id, s.label, s.status.profile?.dialect])).toEqual([
      [FIRST_SERVER_ID, new URL(classic.server.url).host, 'classic'],
      [id, 'Acme — current', 'current'],
    ]);
    // Each key under its own server's value; none in what pages are told.
    expect(await stored(keyOfServer(STORAGE.connection.key, id))).toMatchObject({ serverUrl: current.server.url });
    expect(JSON.stringify(overview)).not.toContain(TEST_KEY);
  });

  it('shortens on the server asked for, exactly once there and never on the other', async () => {
    const id = await twoServers();
    classic.server.clearRequests();
    current.server.clearRequests();
    const made = await ask(
      'shorten/create',
      { requestId: 'r-2', pageUrl: 'https://example.com/a', draft: { destination: 'https://example.com/a' } },
      id,
    );
    expect(made.link.shortUrl.startsWith(current.server.url)).toBe(true);
    expect([creates(classic).length, creates(current).length]).toEqual([0, 1]);
    // Kept once the answer has gone out.
    await expect
      .poll(async () => ((await stored(STORAGE.recentLinks.key)) as RecentEntry[] | undefined)?.[0])
      .toMatchObject({ serverId: id, serverOrigin: new URL(current.server.url).origin });
    // Without a server named, the current one.
    await ask('shorten/create', {
      requestId: 'r-1',
      pageUrl: 'https://example.com/b',
      draft: { destination: 'https://example.com/b' },
    });
    expect([creates(classic).length, creates(current).length]).toEqual([1, 1]);
  });

  it("keeps each server's state: a wrong key on one does not mark the other", async () => {
    const id = await twoServers();
    // Another account's key that the classic server does not know: rejected there only.
    const wrong = await ask('connection/save', connection(classic.server.url, 'x'.repeat(64)));
    expect(wrong.saved).toBe(false);
    await ask('connection/forget-key', null);
    await ask('connection/save', connection(classic.server.url, 'x'.repeat(64)));
    await expect.poll(async () => (await stateOf(FIRST_SERVER_ID))?.health.kind).toBe('key-rejected');
    expect((await stateOf(id))?.health).toMatchObject({ kind: 'connected', dialect: 'current' });
    // The other still works, and is still connected afterwards.
    await ask('links/list', {}, id);
    expect((await stateOf(id))?.health.kind).toBe('connected');
  });

  it("does not hold one server's requests while another asks to wait", async () => {
    const id = await twoServers();
    classic.server.addFault({ match: { path: '/api/v1/links' }, status: 429, retryAfterSeconds: 600 });
    await expect(ask('links/list', {})).rejects.toMatchObject({ kind: 'rate-limited' });
    await expect.poll(async () => (await stateOf(FIRST_SERVER_ID))?.health.kind).toBe('rate-limited');
    const page = await ask('links/list', {}, id);
    expect(page.page.items).toBeInstanceOf(Array);
    expect((await stateOf(id))?.health.kind).toBe('connected');
  });

  it('keeps link defaults per server and the menu choices for all', async () => {
    const id = await twoServers();
    const first = await ask('settings/load', null);
    await ask(
      'settings/save',
      { ...first, linkDefaults: { ...first.linkDefaults, privacy: 'private' }, alwaysNewLink: true },
      id,
    );
    expect((await ask('settings/load', null, id)).linkDefaults.privacy).toBe('private');
    expect((await ask('settings/load', null)).linkDefaults.privacy).toBe(first.linkDefaults.privacy);
    // A choice for every server, whichever server's form it was saved from.
    expect((await ask('settings/load', null)).alwaysNewLink).toBe(true);
  });

  it('offers "Shorten … with" submenus with two servers; a click makes the link on the server chosen', async () => {
    const id = await twoServers();
    await expect
      .poll(() =>
        [...background.menuItems.values()].filter((item) => item.parentId === 'shorten-page').map((i) => i.title),
      )
      .toEqual([new URL(classic.server.url).host, 'Acme — current']);
    expect(background.menuItems.get('shorten-page')?.title).toBe('Shorten this page with');
    classic.server.clearRequests();
    current.server.clearRequests();
    background.clickMenuItem(`shorten-page@${id}`, 'https://example.com/menu');
    await expect.poll(() => creates(current).length).toBe(1);
    expect(creates(classic)).toHaveLength(0);
  });

  it('keeps a failed menu shortening with its server; Retry makes it there; notices name the server', async () => {
    const notices: string[] = [];
    // Restored after the test: files after this one in the worker use the fake's own.
    const fakeCreate = fakeBrowser.notifications.create;
    onTestFinished(() => {
      Object.assign(fakeBrowser.notifications, { create: fakeCreate });
    });
    Object.assign(fakeBrowser.notifications, {
      create: (options: { title: string; message: string }) => {
        notices.push(`${options.title}\n${options.message}`);
        return Promise.resolve('n');
      },
    });
    const id = await twoServers();
    current.server.addFault({ match: { method: 'POST', path: '/api/v1/links' }, status: 500, times: 1 });
    background.clickMenuItem(`shorten-page@${id}`, 'https://example.com/retry');
    await expect
      .poll(async () => ((await stored(STORAGE.recentLinks.key)) as RecentEntry[] | undefined)?.[0])
      .toMatchObject({ status: 'failed', serverId: id, pageUrl: 'https://example.com/retry' });
    await expect.poll(() => notices.at(-1)).toContain('On Acme — current.');
    const [failed] = (await stored(STORAGE.recentLinks.key)) as RecentEntry[];
    classic.server.clearRequests();
    current.server.clearRequests();
    // The current server is the classic one: Retry still goes where the shortening was asked for.
    const retried = await ask('recent/retry', { entryId: failed?.id ?? '' });
    expect(retried.link.shortUrl.startsWith(current.server.url)).toBe(true);
    expect([creates(classic).length, creates(current).length]).toEqual([0, 1]);
  });

  it('renames, reorders and makes another server current', async () => {
    const id = await twoServers();
    await ask('servers/rename', { id: FIRST_SERVER_ID, name: '  Old classic  ' });
    await ask('servers/move', { id, by: -1 });
    const overview = await ask('servers/use', { id });
    expect(overview.current).toBe(id);
    expect(overview.servers.map((s) => s.label)).toEqual(['Acme — current', 'Old classic']);
    await expect(ask('servers/rename', { id, name: 'x'.repeat(81) })).rejects.toMatchObject({
      kind: 'invalid-input',
      fields: { name: [expect.any(String)] },
    });
  });

  it('removes a server with its key, lists, state and links; the other keeps working', async () => {
    const id = await twoServers();
    await ask(
      'shorten/create',
      { requestId: 'r', pageUrl: 'https://example.com/r', draft: { destination: 'https://example.com/r' } },
      id,
    );
    await ask('spaces/refresh-cache', null, id);
    const { overview, freedOrigin } = await ask('servers/remove', { id });
    expect(overview.servers.map((s) => s.id)).toEqual([FIRST_SERVER_ID]);
    // Both servers listen on 127.0.0.1: the host permission is still needed by the first.
    expect(freedOrigin).toBeNull();
    const left = await browser.storage.local.get(null);
    expect(Object.keys(left).filter((key) => key.endsWith(`@${id}`))).toEqual([]);
    expect(JSON.stringify(left)).not.toContain(current.server.url);
    expect((await ask('links/list', {})).page.items).toBeInstanceOf(Array);
    await expect(ask('links/list', {}, id)).rejects.toMatchObject({ kind: 'not-configured' });
    // The last server on an origin frees its permission.
    expect((await ask('servers/remove', { id: FIRST_SERVER_ID })).freedOrigin).toBe('http://127.0.0.1/*');
    expect((await ask('servers/list', null)).current).toBeNull();
  });

  it('exports the servers and their defaults without any key, and imports them asking for each key', async () => {
    await twoServers();
    const file = await ask('servers/export', null);
    expect(file.servers.map((s) => s.serverUrl)).toEqual([classic.server.url, current.server.url]);
    expect(JSON.stringify(file)).not.toContain(TEST_KEY);
    await browser.storage.local.clear();
    const { added, overview } = await ask('servers/import', file);
    expect(added).toBe(2);
    expect(overview.servers.map((s) => [s.label, s.status.serverUrl, s.status.keySaved])).toEqual([
      [new URL(classic.server.url).host, classic.server.url, false],
      ['Acme — current', current.server.url, false],
    ]);
    await expect(ask('servers/import', { ...file, format: 'other' } as unknown as typeof file)).rejects.toMatchObject({
      kind: 'invalid-input',
    });
    // A file of an earlier release, its settings of version 3, is read as stored settings are: migrated.
    await browser.storage.local.clear();
    const { trackingParameters: _tracking, utmPresets: _presets, ...v3 } = { ...DEFAULT_SETTINGS, autoCopy: false };
    const earlier = {
      ...file,
      servers: file.servers.map((server) => ({ ...server, settings: { ...v3, version: 3 } })),
    };
    expect((await ask('servers/import', earlier as unknown as typeof file)).added).toBe(2);
    expect(await ask('settings/load', null)).toEqual({ ...DEFAULT_SETTINGS, autoCopy: false });
    const unreadable = { ...file, servers: [{ ...file.servers[0], settings: { version: 3, autoCopy: 'yes' } }] };
    await expect(ask('servers/import', unreadable as unknown as typeof file)).rejects.toMatchObject({
      kind: 'invalid-input',
    });
    // A key entered for an imported server connects it.
    expect((await ask('connection/save', connection(classic.server.url, OTHER_KEY))).test.ok).toBe(true);
  });
});
