import { describe } from 'vitest';
import { PopupPage } from '../pages/popup-page';
import { clickContextMenu } from '../support/chrome-api';
import {
  createRequests,
  expect,
  resetExtension,
  serverClient,
  testWithServerOptions,
} from '../support/reference-server-fixtures';
import { CREATE_LINK } from '../support/hostile-faults';
import { waitUntil } from '../support/wait-until';
import type { ReferenceServer } from '../../server/types';

// A real server's rate limit, as for every popup flow (see reference-server-fixtures.ts).
const test = testWithServerOptions({ rateLimitPerMinute: 60 });

/**
 * A create the server stored but never answered (`storeThenHang`, its socket then broken with
 * `endHanging`, so nobody waits the 20 s create timeout; the `timeout` kind itself is proven in
 * test/unit/background/unanswered-create.test.ts): the user is told the link may exist, and the
 * next try finds it instead of making a second one.
 */

const MAY_EXIST =
  'The connection to the server broke while its answer was arriving. Try again. The server may have made the link all the same: the next try looks for it first, so no second link is made. Your entries are kept.';
const FOUND = 'The server had made this link on the try that did not answer; no second link was made.';

async function linksFor(server: ReferenceServer, destination: string) {
  const page = await serverClient(server).links.list({ perPage: 100 });
  return page.items.filter((link) => link.destination === destination);
}

/** Once the hanging create has stored link number `stored`, its answer is broken off. */
async function storeThenBreak(server: ReferenceServer, destination: string, stored: number): Promise<void> {
  await waitUntil(async () => (await linksFor(server, destination)).length === stored, {
    failure: () => `The server never stored link ${stored} for ${destination}`,
  });
  expect(server.endHanging()).toBe(1);
}

describe('a create the server stored without answering is found, never made twice', () => {
  test('popup: without an alias, with one, and one the server never got', async ({ extension, targetSite, server }) => {
    await resetExtension(extension, server);
    const url = targetSite.articleUrl;
    const target = await extension.openPage(url);
    const popup = await PopupPage.open(extension, await extension.findTabId(url));

    // 1. No alias: found among the newest links for the address.
    server.addFault({ match: CREATE_LINK, storeThenHang: true, times: 1 });
    await popup.shortenButton.click();
    await storeThenBreak(server, url, 1);
    await expect.poll(() => popup.problem.textContent()).toBe(MAY_EXIST);
    expect(await popup.urlField.inputValue()).toBe(url);
    await popup.shortenButton.click();
    await popup.result.waitFor();
    const [stored] = await linksFor(server, url);
    expect(await popup.shortUrl.textContent()).toBe(stored?.shortUrl);
    expect(await popup.page.getByTestId('found-stored').textContent()).toBe(FOUND);
    expect(createRequests(server)).toHaveLength(1);

    // 2. With an alias: found by it.
    await popup.page.getByRole('button', { name: 'Shorten another' }).click();
    await popup.aliasField.fill('said-nothing');
    server.addFault({ match: CREATE_LINK, storeThenHang: true, times: 1 });
    await popup.shortenButton.click();
    await storeThenBreak(server, url, 2);
    await expect.poll(() => popup.problem.textContent()).toBe(MAY_EXIST);
    expect(await popup.aliasField.inputValue()).toBe('said-nothing');
    await popup.shortenButton.click();
    await popup.result.waitFor();
    expect(await popup.shortUrl.textContent()).toBe(`${server.url}/said-nothing`);
    expect(await popup.page.getByTestId('found-stored').textContent()).toBe(FOUND);
    expect(createRequests(server)).toHaveLength(2);
    expect((await linksFor(server, url)).filter((link) => link.alias === 'said-nothing')).toHaveLength(1);

    // 3. Broken off before the server processed it (`dropMidBody` answers instead of the route;
    // `dropConnection` would not do: Chromium sends the POST again by itself on a reused
    // connection): the next try looks, finds nothing new (the two links above are known), and
    // makes the one link.
    await popup.page.getByRole('button', { name: 'Shorten another' }).click();
    server.addFault({ match: CREATE_LINK, dropMidBody: true, times: 1 });
    await popup.shortenButton.click();
    await expect.poll(() => popup.problem.textContent()).toBe(MAY_EXIST);
    expect(await linksFor(server, url)).toHaveLength(2);
    await popup.shortenButton.click();
    await popup.result.waitFor();
    expect(await popup.page.getByTestId('found-stored').count()).toBe(0);
    expect(createRequests(server)).toHaveLength(4);
    expect(await linksFor(server, url)).toHaveLength(3);
    expect(popup.log.problems).toEqual([]);
    await popup.close();
    await target.close();
  });

  test('menu: kept under "Not shortened yet" with the same sentence; Retry finds the link', async ({
    extension,
    targetSite,
    server,
  }) => {
    await resetExtension(extension, server);
    const url = targetSite.articleUrl;
    const target = await extension.openPage(url);
    const tabId = await extension.findTabId(url);
    server.addFault({ match: CREATE_LINK, storeThenHang: true, times: 1 });
    await clickContextMenu(
      extension.serviceWorker,
      { menuItemId: 'shorten-page', pageUrl: url, editable: false },
      tabId,
    );
    await storeThenBreak(server, url, 1);

    const popup = await PopupPage.open(extension, tabId);
    await expect
      .poll(() => popup.failedShortenings.textContent())
      .toContain(
        'Menu: The connection to the server broke while its answer was arriving. Try again. The server may have made the link all the same',
      );
    await popup.failedShortenings.getByRole('button', { name: `Retry ${url}` }).click();
    await popup.result.waitFor();
    const [stored] = await linksFor(server, url);
    expect(await popup.shortUrl.textContent()).toBe(stored?.shortUrl);
    expect(await popup.page.getByTestId('found-stored').textContent()).toBe(FOUND);
    expect(createRequests(server)).toHaveLength(1);
    expect(await linksFor(server, url)).toHaveLength(1);
    expect(popup.log.problems).toEqual([]);
    await popup.close();
    await target.close();
  });
});
