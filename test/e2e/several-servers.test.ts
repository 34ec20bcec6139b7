import { describe } from 'vitest';
import { STORAGE } from '../../lib/storage/registry';
import type { ReferenceServer } from '../server/types';
import { nthNotice, pressShortcut, recordNotices } from './support/background-notices';
import { clickContextMenu } from './support/chrome-api';
import type { ExtensionSession } from './support/extension-session';
import { CREATE_LINK } from './support/hostile-faults';
import { createRequests, E2E_KEY, expect, test } from './support/reference-server-fixtures';
import {
  askBackground,
  healthOf,
  menuItems,
  menuWithServers,
  PLAIN_MENU,
  recordMenu,
  twoServers,
} from './support/several-servers';

/**
 * Two servers in one extension, as the background keeps them apart (issue 23): a classic server
 * (id 1, current) and a current one (id 2). What each one is asked, and what the extension says
 * and stores about each, is read from the servers and from storage.
 */

const CLASSIC = 'Acme — classic';
const CURRENT = 'Acme — current';
const TWO_SERVER_MENU = menuWithServers([
  { id: '1', label: CLASSIC },
  { id: '2', label: CURRENT },
]);

const shortenPageWith = (extension: ExtensionSession, server: '1' | '2', pageUrl: string, tabId: number) =>
  clickContextMenu(
    extension.serviceWorker,
    { menuItemId: `shorten-page@${server}`, parentMenuItemId: 'shorten-page', pageUrl, editable: false },
    tabId,
  );

/** A short link of `server`, and the line that names the server it was made on. */
const madeOn = (server: ReferenceServer, name: string) => new RegExp(`^${server.url}/[\\w-]+\\nOn ${name}\\.$`);

describe('two servers', () => {
  test('the menu offers each server; an item shortens on its server alone; the shortcut follows the current one', async ({
    extension,
    targetSite,
    server,
    currentServer,
  }) => {
    await recordMenu(extension.serviceWorker);
    await twoServers(extension, server, currentServer, { firstName: CLASSIC, secondName: CURRENT });
    await recordNotices(extension.serviceWorker);
    await expect.poll(() => menuItems(extension.serviceWorker)).toEqual(TWO_SERVER_MENU);

    const page = targetSite.articleUrl;
    const target = await extension.openPage(page);
    const tabId = await extension.findTabId(page);
    await shortenPageWith(extension, '2', page, tabId);
    const onSecond = await nthNotice(extension, 1);
    expect(onSecond?.title).toBe('Short link copied');
    expect(onSecond?.message).toMatch(madeOn(currentServer, CURRENT));
    expect(createRequests(currentServer).map((r) => r.form.url)).toEqual([page]);
    expect(createRequests(server)).toEqual([]);

    // The shortcut: on the current server, which knows no link for this page yet.
    await pressShortcut(extension, tabId);
    expect((await nthNotice(extension, 2))?.message).toMatch(madeOn(server, CLASSIC));
    expect(createRequests(server).map((r) => r.form.url)).toEqual([page]);
    expect(createRequests(currentServer)).toHaveLength(1);

    // Made current, the second server takes the shortcut.
    const asking = await extension.openPage(extension.url('options.html'));
    await askBackground(asking, 'servers/use', { id: '2' });
    const other = `${new URL(page).origin}/article?id=43`;
    const otherTarget = await extension.openPage(other);
    await pressShortcut(extension, await extension.findTabId(other));
    expect((await nthNotice(extension, 3))?.message).toMatch(madeOn(currentServer, CURRENT));
    expect(createRequests(currentServer).map((r) => r.form.url)).toEqual([page, other]);
    expect(createRequests(server)).toHaveLength(1);
    await Promise.all([asking.close(), otherTarget.close(), target.close()]);
  });

  test('a wrong key or a rate limit on one server leaves the other connected and its requests unheld', async ({
    extension,
    targetSite,
    server,
    currentServer,
  }) => {
    await twoServers(extension, server, currentServer, {
      firstName: CLASSIC,
      secondName: CURRENT,
      firstKey: 'wrong'.padEnd(64, '0'),
    });
    await recordNotices(extension.serviceWorker);
    const page = targetSite.articleUrl;
    const target = await extension.openPage(page);
    const tabId = await extension.findTabId(page);

    await shortenPageWith(extension, '1', page, tabId);
    expect((await nthNotice(extension, 1))?.title).toBe('Could not shorten the link');
    await expect.poll(() => healthOf(extension, STORAGE.connectionState.key)).toBe('key-rejected');
    await shortenPageWith(extension, '2', page, tabId);
    expect((await nthNotice(extension, 2))?.message).toMatch(madeOn(currentServer, CURRENT));
    await expect.poll(() => healthOf(extension, `${STORAGE.connectionState.key}@2`)).toBe('connected');
    expect(await healthOf(extension, STORAGE.connectionState.key)).toBe('key-rejected');

    // The first server's key mended; then it refuses with a 429 asking for ten minutes.
    await extension.seedLocalStorage({ [STORAGE.connection.key]: { serverUrl: server.url, apiKey: E2E_KEY } });
    await expect.poll(() => healthOf(extension, STORAGE.connectionState.key)).not.toBe('key-rejected');
    server.addFault({ match: CREATE_LINK, status: 429, retryAfterSeconds: 600, times: 1 });
    await shortenPageWith(extension, '1', page, tabId);
    const limited = await nthNotice(extension, 3);
    expect(limited?.title).toBe('Could not shorten the link');
    expect(limited?.message).toContain('The server is limiting requests. Try again in 10 minutes.');
    expect(createRequests(server).map((r) => r.status)).toEqual([401, 429]);

    // The second server's budget is its own: its shortening goes at once.
    const other = `${new URL(page).origin}/article?id=43`;
    await shortenPageWith(extension, '2', other, tabId);
    expect((await nthNotice(extension, 4))?.message).toMatch(madeOn(currentServer, CURRENT));
    expect(createRequests(currentServer).map((r) => r.form.url)).toEqual([page, other]);
    expect(await healthOf(extension, `${STORAGE.connectionState.key}@2`)).toBe('connected');
    // While the first server's requests are held back for its ten minutes, none of them sent.
    await shortenPageWith(extension, '1', other, tabId);
    const held = await nthNotice(extension, 5);
    expect(held?.title).toBe('Could not shorten the link');
    expect(held?.message).toContain('The server is limiting requests. Try again in 10 minutes.');
    expect(createRequests(server)).toHaveLength(2);
    await target.close();
  });

  test('removing a server drops its keys, its recent links and its submenu; the other keeps working', async ({
    extension,
    targetSite,
    server,
    currentServer,
  }) => {
    await recordMenu(extension.serviceWorker);
    await twoServers(extension, server, currentServer, { firstName: CLASSIC, secondName: CURRENT });
    await recordNotices(extension.serviceWorker);
    const page = targetSite.articleUrl;
    const target = await extension.openPage(page);
    const tabId = await extension.findTabId(page);
    await shortenPageWith(extension, '2', page, tabId);
    await nthNotice(extension, 1);
    await shortenPageWith(extension, '1', page, tabId);
    await nthNotice(extension, 2);
    await expect.poll(() => menuItems(extension.serviceWorker)).toEqual(TWO_SERVER_MENU);
    const before = await extension.readLocalStorage();
    expect(Object.keys(before).filter((key) => key.endsWith('@2'))).toEqual(
      expect.arrayContaining(['connection@2', 'serverProfile@2', 'connectionState@2']),
    );
    const serversOfRecent = (stored: Record<string, unknown>) =>
      ((stored[STORAGE.recentLinks.key] ?? []) as { serverId?: string }[]).map((entry) => entry.serverId);
    expect(serversOfRecent(before)).toEqual(['1', '2']);

    const asking = await extension.openPage(extension.url('options.html'));
    await askBackground(asking, 'servers/remove', { id: '2' });
    const after = await extension.readLocalStorage();
    expect(Object.keys(after).filter((key) => key.includes('@'))).toEqual([]);
    expect(serversOfRecent(after)).toEqual(['1']);
    await expect.poll(() => menuItems(extension.serviceWorker)).toEqual(PLAIN_MENU);

    // The first server goes on as the only one: its notification names no server.
    const other = `${new URL(page).origin}/article?id=43`;
    const otherTarget = await extension.openPage(other);
    await pressShortcut(extension, await extension.findTabId(other));
    expect((await nthNotice(extension, 3))?.message).toMatch(new RegExp(`^${server.url}/[\\w-]+$`));
    expect(createRequests(server).map((r) => r.form.url)).toEqual([page, other]);
    expect(createRequests(currentServer)).toHaveLength(1);
    await Promise.all([asking.close(), otherTarget.close(), target.close()]);
  });
});
