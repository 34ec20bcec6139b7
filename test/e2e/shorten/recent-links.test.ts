import { describe } from 'vitest';
import { OptionsPage } from '../pages/options-page';
import { PopupPage } from '../pages/popup-page';
import type { ExtensionSession } from '../support/extension-session';
import { asksSettled, watchAsks } from '../support/page-asks';
import {
  createRequests,
  expect,
  resetExtension,
  serverClient,
  testWithServerOptions,
} from '../support/reference-server-fixtures';
import type { ReferenceServer } from '../../server/types';

// A real server's rate limit, as for every popup flow (see reference-server-fixtures.ts).
const test = testWithServerOptions({ rateLimitPerMinute: 60 });

/**
 * "Shortened before" offers only a link that works: one renamed or deleted in the extension's link
 * manager is offered as it is now or not at all, and one changed in phpShort's own dashboard (here:
 * the test's own API client) is checked with the server when the popup opens. Against a server of
 * today's release (current dialect); the offer's clicks on either kind of server.
 */

/** Shortens the tab from the popup and answers the short URL. */
async function shortenInPopup(extension: ExtensionSession, tabId: number): Promise<string> {
  const popup = await PopupPage.open(extension, tabId);
  await popup.shortenButton.click();
  await popup.result.waitFor();
  const shortUrl = (await popup.shortUrl.textContent()) ?? '';
  await popup.close();
  return shortUrl;
}

/** Where the short link sends a visitor: its destination (302) or nowhere (404). */
async function visit(shortUrl: string): Promise<{ status: number; location: string | null }> {
  const answer = await fetch(shortUrl, { redirect: 'manual' });
  return { status: answer.status, location: answer.headers.get('location') };
}

const aliasOf = (shortUrl: string) => shortUrl.slice(shortUrl.lastIndexOf('/') + 1);

/** Requests for one link by id: the popup's check of its offer. */
const linkShows = (server: ReferenceServer) =>
  server.requests().filter((r) => r.method === 'GET' && /^\/api\/v1\/links\/\d+$/.test(r.path));

describe('"Shortened before" follows the server', () => {
  test('a link renamed, then deleted, in the link manager: offered with its new short URL, then not at all', async ({
    extension,
    targetSite,
    currentServer: server,
  }) => {
    await resetExtension(extension, server);
    const target = await extension.openPage(targetSite.articleUrl);
    const tabId = await extension.findTabId(targetSite.articleUrl);
    const first = await shortenInPopup(extension, tabId);

    const options = await OptionsPage.open(extension, '?view=links');
    await options.waitForAliases([aliasOf(first)]);
    await options.page.getByRole('button', { name: `Edit ${aliasOf(first)}`, exact: true }).click();
    const dialog = options.dialog(`Edit ${aliasOf(first)}`);
    await dialog.getByLabel('Alias', { exact: true }).fill('renamed-here');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'detached' });

    let popup = await PopupPage.open(extension, tabId);
    await popup.recentOffer.waitFor();
    expect(await popup.shortUrl.textContent()).toBe(`${server.url}/renamed-here`);
    // What is offered works; what was offered before the fix answers 404.
    expect(await visit(`${server.url}/renamed-here`)).toEqual({ status: 302, location: targetSite.articleUrl });
    expect((await visit(first)).status).toBe(404);
    await popup.close();

    await options.waitForAliases(['renamed-here']);
    await options.page.getByRole('button', { name: 'Delete renamed-here', exact: true }).click();
    const confirm = options.dialog('Delete renamed-here?');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await options.waitForAliases([]);

    popup = await PopupPage.open(extension, tabId);
    await popup.urlField.waitFor();
    expect(await popup.recentOffer.count()).toBe(0);
    expect(await popup.urlField.inputValue()).toBe(targetSite.articleUrl);
    // Deleted through the extension: known, so there is nothing to check and nothing to explain.
    expect(await popup.page.getByTestId('earlier-gone').count()).toBe(0);
    await popup.close();

    // Several selected links deleted at once (the paced bulk delete) are forgotten the same way.
    const second = await shortenInPopup(extension, tabId);
    popup = await PopupPage.open(extension, tabId);
    await popup.recentOffer.waitFor();
    await popup.page.getByRole('button', { name: 'Create a new one anyway' }).click();
    await popup.shortenButton.click();
    await popup.result.waitFor();
    const third = (await popup.shortUrl.textContent()) ?? '';
    await popup.close();
    await options.page.reload();
    await options.waitForAliases([aliasOf(third), aliasOf(second)]);
    await options.page.getByRole('checkbox', { name: 'Select all links on this page' }).check();
    await options.page.getByRole('button', { name: 'Delete selected' }).click();
    await options.dialog('Delete 2 links?').getByRole('button', { name: 'Delete', exact: true }).click();
    await options.waitForAliases([]);
    popup = await PopupPage.open(extension, tabId);
    await popup.urlField.waitFor();
    expect(await popup.recentOffer.count()).toBe(0);
    expect(createRequests(server)).toHaveLength(3);
    await popup.close();
    await options.close();
    await target.close();
  });

  test("changes made in phpShort's own dashboard: the popup asks the server once and offers what works", async ({
    extension,
    targetSite,
    currentServer: server,
  }) => {
    await resetExtension(extension, server);
    await watchAsks(extension.context);
    await extension.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const dashboard = serverClient(server);
    const target = await extension.openPage(targetSite.articleUrl);
    const tabId = await extension.findTabId(targetSite.articleUrl);
    const first = await shortenInPopup(extension, tabId);
    const [made] = (await dashboard.links.list({})).items;
    if (!made) throw new Error('The popup made no link');

    // Renamed in the dashboard: the offer turns into the new short URL, and Copy copies that.
    await dashboard.links.update(made.id, { alias: 'renamed-there' });
    server.clearRequests();
    let popup = await PopupPage.open(extension, tabId);
    await popup.recentOffer.waitFor();
    await expect.poll(() => popup.shortUrl.textContent()).toBe(`${server.url}/renamed-there`);
    await popup.copyButton.click();
    await expect.poll(() => extension.readClipboard()).toBe(`${server.url}/renamed-there`);
    expect(linkShows(server)).toHaveLength(1);
    await popup.close();

    // The server cannot be asked: the offer stays as it was, and is not forgotten.
    server.clearRequests();
    server.addFault({ match: { method: 'GET', path: '/api/v1/links/' }, dropConnection: true });
    popup = await PopupPage.open(extension, tabId);
    await popup.recentOffer.waitFor();
    await asksSettled(popup.page, ['recent/check']);
    expect(await popup.shortUrl.textContent()).toBe(`${server.url}/renamed-there`);
    // (The browser itself sends a GET again on a dropped connection: the server may see it twice.)
    expect(linkShows(server).length).toBeGreaterThan(0);
    await popup.close();
    server.clearFaults();

    // Deleted in the dashboard: the form takes the offer's place and says why.
    await dashboard.links.remove(made.id);
    server.clearRequests();
    popup = await PopupPage.open(extension, tabId);
    const gone = popup.page.getByTestId('earlier-gone');
    await gone.waitFor();
    expect(await gone.textContent()).toBe(
      `The short link made before for this page, \u2066${server.url}/renamed-there\u2069, no longer exists on the server.`,
    );
    expect(await popup.recentOffer.count()).toBe(0);
    expect(await popup.urlField.inputValue()).toBe(targetSite.articleUrl);
    expect(linkShows(server)).toHaveLength(1);
    expect(popup.log.problems).toEqual([]);
    await popup.close();

    // Known to be gone: the next opening neither offers it nor asks about it.
    server.clearRequests();
    popup = await PopupPage.open(extension, tabId);
    await popup.urlField.waitFor();
    await asksSettled(popup.page);
    expect(await popup.recentOffer.count()).toBe(0);
    expect(linkShows(server)).toHaveLength(0);
    expect(first).not.toBe(`${server.url}/renamed-there`);
    await popup.close();
    await target.close();
  });
});

/** Requests for a link's statistics (current servers only have the route). */
const statsAsked = (server: ReferenceServer) => server.requests().filter((r) => r.path.startsWith('/api/v1/stats/'));

describe('"Shortened before" tells how the link is doing', () => {
  test("followed twice: the offer says 2 clicks so far, and draws the week's on a current server", async ({
    extension,
    targetSite,
    currentServer: server,
  }) => {
    await resetExtension(extension, server);
    const target = await extension.openPage(targetSite.articleUrl);
    const tabId = await extension.findTabId(targetSite.articleUrl);
    const shortUrl = await shortenInPopup(extension, tabId);
    // Visitors follow the short link: the server counts each (and records the day).
    for (let visitor = 0; visitor < 2; visitor++) expect((await visit(shortUrl)).status).toBe(302);

    const popup = await PopupPage.open(extension, tabId);
    await popup.recentOffer.waitFor();
    const clicks = popup.page.getByTestId('offer-clicks');
    await expect.poll(() => clicks.textContent()).toBe('2 clicks so far');
    await clicks.getByRole('img', { name: '2 clicks in the last 7 days', exact: true }).waitFor();
    expect(statsAsked(server)).toHaveLength(1);
    expect(statsAsked(server)[0]?.query.name).toBe('click');
    expect(popup.log.problems).toEqual([]);
    await popup.close();
    await target.close();
  });

  test('on a classic server: the clicks so far, no sparkline, no statistics request', async ({
    extension,
    targetSite,
    server,
  }) => {
    await resetExtension(extension, server);
    await watchAsks(extension.context);
    const target = await extension.openPage(targetSite.articleUrl);
    const tabId = await extension.findTabId(targetSite.articleUrl);
    const shortUrl = await shortenInPopup(extension, tabId);
    for (let visitor = 0; visitor < 2; visitor++) expect((await visit(shortUrl)).status).toBe(302);

    const popup = await PopupPage.open(extension, tabId);
    await popup.recentOffer.waitFor();
    const clicks = popup.page.getByTestId('offer-clicks');
    await expect.poll(() => clicks.textContent()).toBe('2 clicks so far');
    // Everything the popup asked is answered: a sparkline would have been asked for by now.
    await asksSettled(popup.page, ['recent/check']);
    expect(await clicks.getByRole('img').count()).toBe(0);
    expect(statsAsked(server)).toEqual([]);
    expect(popup.log.problems).toEqual([]);
    await popup.close();
    await target.close();
  });
});
