import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { FIRST_SERVER_ID, type ServerList } from '../../lib/servers';
import { STORAGE } from '../../lib/storage/registry';
import { EARLIER_SHAPES, type EarlierShape } from '../unit/storage/earlier-shapes';
import type { ReferenceServer } from '../server/types';
import { PopupPage } from './pages/popup-page';
import type { ChromeGlobal } from './support/chrome-api';
import type { ExtensionSession } from './support/extension-session';
import { E2E_KEY, expect, serverClient, test } from './support/reference-server-fixtures';
import { stopServiceWorker } from './support/stop-service-worker';

/**
 * An update from each earlier release's storage (test/unit/storage/earlier-shapes.ts) to the list
 * of servers, in the built extension: server 1 is listed and current, its recent links say so,
 * and the popup shows what it showed before. The snapshots' addresses are moved onto this file's
 * servers and target site (a snapshot's server is not running here); nothing else of them changes.
 */

const shapeNamed = (name: string): EarlierShape => {
  const shape = EARLIER_SHAPES.find((each) => each.name.startsWith(name));
  if (!shape) throw new Error(`No earlier shape named ${name}`);
  return shape;
};

/** The snapshot with its servers, keys and web pages moved to the ones this file runs. */
function retargeted(
  shape: EarlierShape,
  place: { classic: ReferenceServer; current: ReferenceServer; pages: string },
): { local: Record<string, unknown>; session: Record<string, unknown> } {
  const move = (area: Record<string, unknown>) =>
    JSON.parse(
      JSON.stringify(area)
        .replaceAll('http://127.0.0.1:8787', place.classic.url)
        .replaceAll('http://192.168.1.20', place.classic.url)
        .replaceAll('http://localhost:8788', place.current.url)
        .replaceAll('k'.repeat(64), E2E_KEY)
        .replaceAll('c'.repeat(64), E2E_KEY)
        // The target site answers every /article address with a page.
        .replaceAll('https://example.org/', `${place.pages}/article?org=`)
        .replaceAll('https://example.net/', `${place.pages}/article?net=`),
    ) as Record<string, unknown>;
  return { local: move(shape.local), session: move(shape.session) };
}

/**
 * The extension updated on `shape`'s storage, in a background of its own: the one before is stopped
 * and a new one started and settled (woken by an ask, its start-up work done), so nothing it kept in
 * memory of the previous snapshot counts. Storage then becomes exactly the snapshot (its keys written
 * first, the others, the list of servers among them, then removed), and the background, finding no
 * list, migrates it as at the start after an update. Storage is read and written from an extension
 * page (`storagePage`): the session's handle on the first worker is dead.
 */
async function updateOn(
  extension: ExtensionSession,
  storagePage: Page,
  { local, session }: { local: Record<string, unknown>; session: Record<string, unknown> },
): Promise<{ list: ServerList; servers: (string | undefined)[] }> {
  await stopServiceWorker(extension.context);
  await storagePage.evaluate(() =>
    (globalThis as ChromeGlobal).chrome.runtime.sendMessage({ channel: 'phpshort', name: 'recent/list', input: null }),
  );
  await storagePage.evaluate(
    async ({ local, session }) => {
      const { chrome } = globalThis as ChromeGlobal;
      await chrome.storage.session.clear();
      await chrome.storage.session.set(session);
      await chrome.storage.local.set(local);
      const others = Object.keys(await chrome.storage.local.get(null)).filter((key) => !(key in local));
      await chrome.storage.local.remove(others);
    },
    { local, session },
  );
  const stored = () =>
    storagePage.evaluate(() => (globalThis as ChromeGlobal).chrome.storage.local.get<Record<string, unknown>>(null));
  await expect
    .poll(async () => (await stored())[STORAGE.servers.key], { message: 'the new background lists the servers' })
    .toBeDefined();
  const after = await stored();
  const recent = (after[STORAGE.recentLinks.key] ?? []) as { serverId?: string }[];
  return { list: after[STORAGE.servers.key] as ServerList, servers: recent.map((entry) => entry.serverId) };
}

const ONE_SERVER = {
  current: FIRST_SERVER_ID,
  order: [FIRST_SERVER_ID],
  byId: { [FIRST_SERVER_ID]: { id: '1', name: '' } },
};

describe('an update from every earlier stored shape', () => {
  test('the single connection becomes server 1, current, its recent links its own, the popup as before', async ({
    extension,
    targetSite,
    server,
    currentServer,
  }) => {
    const place = { classic: server, current: currentServer, pages: new URL(targetSite.articleUrl).origin };
    // Any extension page may use the storage and tabs APIs; this one asks the background nothing.
    const storagePage = await extension.openPage(extension.url('offscreen.html'));
    const tabIdOf = (url: string) =>
      storagePage.evaluate(async (wanted) => {
        const tabs = await (globalThis as ChromeGlobal).chrome.tabs.query({});
        return tabs.find((tab) => tab.url === wanted)?.id ?? -1;
      }, url);
    const open = async (pageUrl: string) => {
      const target = await extension.openPage(pageUrl);
      const popup = await PopupPage.open(extension, await tabIdOf(pageUrl));
      return { popup, close: () => Promise.all([popup.close(), target.close()]) };
    };

    // Before dialects: a connection alone.
    server.reset();
    expect(
      await updateOn(extension, storagePage, retargeted(shapeNamed('connection without a dialect'), place)),
    ).toMatchObject({ list: ONE_SERVER, servers: [] });
    let shown = await open(targetSite.articleUrl);
    await expect.poll(() => shown.popup.urlField.inputValue()).toBe(targetSite.articleUrl);
    await shown.close();

    // 0.1.0: its two links, the failed one, and the offer for a page shortened before. The server
    // holds the links under the ids the release stored (11 and 12), so the popup's check finds them.
    server.reset();
    const client = serverClient(server);
    for (let id = 1; id <= 10; id++) await client.links.create({ destination: `https://example.com/${String(id)}` });
    await client.links.create({ destination: `${place.pages}/article?org=guide`, alias: 'guide' });
    await client.links.create({ destination: `${place.pages}/article?org=news/today`, alias: 'news-today' });
    expect(await updateOn(extension, storagePage, retargeted(shapeNamed('0.1.0 install'), place))).toMatchObject({
      list: ONE_SERVER,
      servers: ['1', '1', '1'],
    });
    shown = await open(`${place.pages}/article?org=news/today`);
    await shown.popup.recentOffer.waitFor();
    expect(await shown.popup.shortUrl.textContent()).toBe(`${server.url}/news-today`);
    expect(await shown.popup.connectionStateText.textContent()).toBe('Connected — phpShort, classic API');
    await shown.popup.failedShortenings.waitFor();
    expect(await shown.popup.failedShortenings.textContent()).toContain(`${place.pages}/article?org=unreachable-day`);
    await shown.close();

    // Settings v2 whose key was forgotten: listed all the same, and the popup still asks for the key.
    expect(
      await updateOn(extension, storagePage, retargeted(shapeNamed('settings v2 with alwaysNewLink'), place)),
    ).toMatchObject({ list: ONE_SERVER, servers: [] });
    shown = await open(targetSite.articleUrl);
    await expect.poll(() => shown.popup.connectionStateText.textContent()).toBe('Not connected yet');
    await shown.close();

    // Today's shapes before the list, on a current server: recent links and failures kept as its own.
    currentServer.reset();
    expect(
      await updateOn(extension, storagePage, retargeted(shapeNamed('v3 with account defaults'), place)),
    ).toMatchObject({ list: ONE_SERVER, servers: ['1', '1', '1'] });
    shown = await open(targetSite.articleUrl);
    await shown.popup.failedShortenings.waitFor();
    const failed = (await shown.popup.failedShortenings.textContent()) ?? '';
    expect(failed).toContain(`${place.pages}/article?net=slow-day`);
    expect(failed).toContain(`${place.pages}/article?net=rate`);
    // The stored "unreachable" gives way to what the running server answers the popup's asks.
    await expect.poll(() => shown.popup.connectionStateText.textContent()).toBe('Connected — phpShort, current API');
    await shown.close();
  });
});
