import { describe } from 'vitest';
import { PopupPage } from '../pages/popup-page';
import { nthNotice, notices, pressShortcut, recordNotices, setClipboard } from '../support/background-notices';
import { clickContextMenu } from '../support/chrome-api';
import type { ExtensionSession } from '../support/extension-session';
import { asksSettled, watchAsks } from '../support/page-asks';
import { OptionsPage } from '../pages/options-page';
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

const clickMenu = (extension: ExtensionSession, info: Record<string, unknown>, tabId: number) =>
  clickContextMenu(extension.serviceWorker, info, tabId);

/** Requests for one link by id: the check of a link made before. */
const linkShows = (server: ReferenceServer) =>
  server.requests().filter((r) => r.method === 'GET' && /^\/api\/v1\/links\/\d+$/.test(r.path));

/** What the link list was searched for by URL: the look-up for links a page already has. */
const urlSearches = (server: ReferenceServer) =>
  server
    .requests()
    .filter((r) => r.method === 'GET' && r.path === '/api/v1/links' && r.query.by === 'url')
    .map((r) => r.query.search);

describe('context menu and keyboard shortcut', () => {
  test('"Shorten this page": copied through the offscreen document and announced', async ({
    extension,
    targetSite,
    server,
  }) => {
    await resetExtension(extension, server);
    await extension.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await recordNotices(extension.serviceWorker);
    await setClipboard(extension, 'before');
    const target = await extension.openPage(targetSite.articleUrl);
    const tabId = await extension.findTabId(targetSite.articleUrl);

    await clickMenu(extension, { menuItemId: 'shorten-page', pageUrl: targetSite.articleUrl, editable: false }, tabId);
    await expect.poll(() => notices(extension.serviceWorker)).toHaveLength(1);
    const [request] = createRequests(server);
    expect(request?.form.url).toBe(targetSite.articleUrl);
    const [notice] = await notices(extension.serviceWorker);
    expect(notice?.title).toBe('Short link copied');
    expect(notice?.message).toMatch(new RegExp(`^${server.url}/\\w+$`));
    expect(await extension.readClipboard()).toBe(notice?.message);
    expect(createRequests(server)).toHaveLength(1);
    await target.close();
  });

  test('"Shorten this link" shortens the link target, not the page', async ({ extension, targetSite, server }) => {
    await resetExtension(extension, server);
    await recordNotices(extension.serviceWorker);
    const target = await extension.openPage(targetSite.articleUrl);
    const tabId = await extension.findTabId(targetSite.articleUrl);

    await clickMenu(
      extension,
      {
        menuItemId: 'shorten-link',
        pageUrl: targetSite.articleUrl,
        linkUrl: 'https://example.com/linked',
        editable: false,
      },
      tabId,
    );
    await expect.poll(() => notices(extension.serviceWorker)).toHaveLength(1);
    expect(createRequests(server).map((r) => r.form.url)).toEqual(['https://example.com/linked']);
    await target.close();
  });

  test('"Shorten selected URL" refuses text that is not an address, without a request', async ({
    extension,
    targetSite,
    server,
  }) => {
    await resetExtension(extension, server);
    await recordNotices(extension.serviceWorker);
    const target = await extension.openPage(targetSite.articleUrl);
    const tabId = await extension.findTabId(targetSite.articleUrl);

    await clickMenu(
      extension,
      { menuItemId: 'shorten-selection', selectionText: 'just some words', editable: false },
      tabId,
    );
    await expect
      .poll(() => notices(extension.serviceWorker))
      .toEqual([
        {
          title: 'The selection is not a web address',
          message: expect.stringContaining('"just some words" is not one') as string,
        },
      ]);
    await clickMenu(
      extension,
      { menuItemId: 'shorten-selection', selectionText: '  https://example.com/selected  ', editable: false },
      tabId,
    );
    await expect.poll(() => notices(extension.serviceWorker)).toHaveLength(2);
    expect(createRequests(server).map((r) => r.form.url)).toEqual(['https://example.com/selected']);
    await target.close();
  });

  test('the keyboard command shortens the current tab with the default options', async ({
    extension,
    targetSite,
    server,
  }) => {
    await resetExtension(extension, server);
    await extension.seedLocalStorage({
      settings: {
        version: 2,
        linkDefaults: { spaceId: null, domainId: 2, privacy: 'private' },
        autoCopy: true,
        notifications: true,
        contextMenu: { page: true, link: true, selection: true },
      },
    });
    await recordNotices(extension.serviceWorker);
    const target = await extension.openPage(targetSite.articleUrl);
    const tabId = await extension.findTabId(targetSite.articleUrl);

    await pressShortcut(extension, tabId);
    await expect.poll(() => notices(extension.serviceWorker)).toHaveLength(1);
    const [request] = createRequests(server);
    expect(request?.form).toMatchObject({ url: targetSite.articleUrl, privacy: '1', domain: '2' });
    expect((await notices(extension.serviceWorker))[0]?.message).toMatch(/^https:\/\/links\.example\/\w+$/);
    await target.close();
  });

  test('a failed menu shortening is announced with its reason and retried from the popup', async ({
    extension,
    targetSite,
    server,
  }) => {
    await resetExtension(extension, server);
    await recordNotices(extension.serviceWorker);
    server.addFault({ match: { method: 'POST', path: '/api/v1/links' }, status: 500, times: 1 });
    const target = await extension.openPage(targetSite.articleUrl);
    const tabId = await extension.findTabId(targetSite.articleUrl);

    await clickMenu(extension, { menuItemId: 'shorten-page', pageUrl: targetSite.articleUrl, editable: false }, tabId);
    await expect.poll(() => notices(extension.serviceWorker)).toHaveLength(1);
    const [notice] = await notices(extension.serviceWorker);
    expect(notice?.title).toBe('Could not shorten the link');
    expect(notice?.message).toContain('The server had an internal error (HTTP 500).');

    const popup = await PopupPage.open(extension, tabId);
    await popup.failedShortenings.waitFor();
    expect(await popup.failedShortenings.textContent()).toContain('Menu: The server had an internal error (HTTP 500).');
    await popup.failedShortenings.getByRole('button', { name: `Retry ${targetSite.articleUrl}` }).click();
    await popup.result.waitFor();
    expect(await popup.shortUrl.textContent()).toMatch(new RegExp(`^${server.url}/\\w+$`));
    expect(createRequests(server)).toHaveLength(2);
    await popup.close();

    // Retried: the popup now offers the link instead of the failure.
    const again = await PopupPage.open(extension, tabId);
    await again.recentOffer.waitFor();
    expect(await again.failedShortenings.count()).toBe(0);
    await again.close();
    await target.close();
  });
});

describe('menu and shortcut failures are kept, said truly, and can be dismissed', () => {
  test('the server unreachable before any profile was known: listed in the popup, and Retry really retries', async ({
    extension,
    targetSite,
    server,
  }) => {
    // A fresh install: the connection is saved, but the server never answered, so no profile is stored.
    await resetExtension(extension, server, { serverUrl: server.url });
    await recordNotices(extension.serviceWorker);
    server.addFault({ dropConnection: true });
    const target = await extension.openPage(targetSite.articleUrl);
    const tabId = await extension.findTabId(targetSite.articleUrl);

    await pressShortcut(extension, tabId);
    expect(await nthNotice(extension, 1)).toEqual({
      title: 'Could not shorten the link',
      message: `Could not reach the server at ${new URL(server.url).host}: its name was not found, or nothing answered there. Check the address and your connection. The popup lists it under “Not shortened yet”, with Retry.`,
    });
    expect(createRequests(server)).toHaveLength(0);

    // The server is back: the popup lists the shortening, and Retry makes the link.
    server.clearFaults();
    const popup = await PopupPage.open(extension, tabId);
    await popup.failedShortenings.waitFor();
    expect(await popup.failedShortenings.textContent()).toContain(
      `Shortcut: Could not reach the server at ${new URL(server.url).host}: its name was not found, or nothing answered there.`,
    );
    await popup.failedShortenings.getByRole('button', { name: `Retry ${targetSite.articleUrl}` }).click();
    await popup.result.waitFor();
    expect(await popup.shortUrl.textContent()).toMatch(new RegExp(`^${server.url}/\\w+$`));
    expect(createRequests(server).map((r) => r.form.url)).toEqual([targetSite.articleUrl]);
    expect(popup.log.problems).toEqual([]);
    await popup.close();
    await target.close();
  });

  test('a 2100-character address from the menu: its length named, nothing sent, no Retry, and Dismiss', async ({
    extension,
    targetSite,
    server,
  }) => {
    await resetExtension(extension, server);
    await watchAsks(extension.context);
    await recordNotices(extension.serviceWorker);
    const target = await extension.openPage(targetSite.articleUrl);
    const tabId = await extension.findTabId(targetSite.articleUrl);
    const base = 'https://example.com/search?q=';
    const long = `${base}${'x'.repeat(2100 - base.length)}`;

    await clickMenu(extension, { menuItemId: 'shorten-link', pageUrl: targetSite.articleUrl, linkUrl: long }, tabId);
    const reason = 'This address is too long for phpShort: 2,100 characters, and the server accepts at most 2,048.';
    expect(await nthNotice(extension, 1)).toEqual({
      title: 'Could not shorten the link',
      message: `${reason} The popup lists it under “Not shortened yet”.`,
    });
    expect(createRequests(server)).toHaveLength(0);

    let popup = await PopupPage.open(extension, tabId);
    const failed = popup.failedShortenings;
    await failed.waitFor();
    expect(await failed.textContent()).toContain(`Menu: ${reason}`);
    // Retrying cannot make the address shorter: no Retry is offered for it.
    expect(await failed.getByRole('button', { name: /^Retry/ }).count()).toBe(0);
    await failed.getByRole('button', { name: `Dismiss ${long}` }).click();
    await failed.waitFor({ state: 'detached' });
    await popup.close();

    popup = await PopupPage.open(extension, tabId);
    await popup.urlField.waitFor();
    await asksSettled(popup.page);
    expect(await popup.failedShortenings.count()).toBe(0);
    expect(createRequests(server)).toHaveLength(0);
    await popup.close();
    await target.close();
  });
});

describe('an address shortened before gets its link again', () => {
  test('the shortcut copies the link made before, checked with the server, and says so; the setting makes a new one', async ({
    extension,
    targetSite,
    server,
  }) => {
    await resetExtension(extension, server);
    await extension.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await recordNotices(extension.serviceWorker);
    const dashboard = serverClient(server);
    const target = await extension.openPage(targetSite.articleUrl);
    const tabId = await extension.findTabId(targetSite.articleUrl);

    await pressShortcut(extension, tabId);
    const first = (await nthNotice(extension, 1))?.message ?? '';
    expect(first).toMatch(new RegExp(`^${server.url}/\\w+$`));

    // Pressed again: the same link, after one request asking the server whether it still works.
    server.clearRequests();
    await setClipboard(extension, 'before');
    await pressShortcut(extension, tabId);
    const again = await nthNotice(extension, 2);
    expect(again?.title).toBe('Short link made before, copied');
    expect(again?.message).toMatch(new RegExp(`^${first}\\nMade for this address on .+; no new link was made\\.$`));
    expect(await extension.readClipboard()).toBe(first);
    expect(createRequests(server)).toHaveLength(0);
    expect(linkShows(server)).toHaveLength(1);

    // Renamed in phpShort's dashboard: the new short URL is copied.
    const [made] = (await dashboard.links.list({})).items;
    if (!made) throw new Error('The shortcut made no link');
    const renamed = await dashboard.links.update(made.id, { alias: 'renamed-there' });
    await pressShortcut(extension, tabId);
    expect((await nthNotice(extension, 3))?.message.split('\n')[0]).toBe(renamed.shortUrl);
    expect(await extension.readClipboard()).toBe(renamed.shortUrl);

    // The context menu's "Shorten this page" means the same page: the same link.
    await clickMenu(extension, { menuItemId: 'shorten-page', pageUrl: targetSite.articleUrl }, tabId);
    expect((await nthNotice(extension, 4))?.title).toBe('Short link made before, copied');
    expect(createRequests(server)).toHaveLength(0);

    // Deleted in the dashboard: never copied; a new link is made.
    await dashboard.links.remove(made.id);
    await pressShortcut(extension, tabId);
    const fresh = await nthNotice(extension, 5);
    expect(fresh?.title).toBe('Short link copied');
    expect(fresh?.message).not.toBe(renamed.shortUrl);
    expect(createRequests(server)).toHaveLength(1);

    // "Always make a new short link" (Settings) brings back a new link on every press.
    const options = await OptionsPage.open(extension, '?view=settings');
    const always = options.page.getByRole('checkbox', {
      name: 'Always make a new short link from the menu or the keyboard shortcut',
    });
    await always.check();
    await expect.poll(() => options.page.getByTestId('settings-saved').textContent()).toContain('Saved');
    await options.close();
    await pressShortcut(extension, tabId);
    const newer = await nthNotice(extension, 6);
    expect(newer?.title).toBe('Short link copied');
    expect(newer?.message).not.toBe(fresh?.message);
    expect(createRequests(server)).toHaveLength(2);
    await target.close();
  });

  test('a link made on the server behind the extension’s back is copied, no create; the setting makes a new one', async ({
    extension,
    targetSite,
    server,
  }) => {
    await resetExtension(extension, server);
    await extension.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await recordNotices(extension.serviceWorker);
    // Made in phpShort's dashboard (or another browser): this extension's recent links know neither.
    const dashboard = serverClient(server);
    await dashboard.links.create({ destination: targetSite.articleUrl });
    const newest = await dashboard.links.create({ destination: targetSite.articleUrl });
    await dashboard.links.create({ destination: `${targetSite.articleUrl}?page=2` });
    server.clearRequests();
    const target = await extension.openPage(targetSite.articleUrl);
    const tabId = await extension.findTabId(targetSite.articleUrl);

    await pressShortcut(extension, tabId);
    expect(await nthNotice(extension, 1)).toEqual({
      title: 'Short link made before, copied',
      message: `${newest.shortUrl}\nThis address already had a short link on your server; no new link was made.`,
    });
    expect(await extension.readClipboard()).toBe(newest.shortUrl);
    expect(createRequests(server)).toHaveLength(0);
    expect(urlSearches(server)).toEqual([targetSite.articleUrl]);

    // "Always make a new short link": no look-up, a new link.
    const options = await OptionsPage.open(extension, '?view=settings');
    await options.page
      .getByRole('checkbox', { name: 'Always make a new short link from the menu or the keyboard shortcut' })
      .check();
    await expect.poll(() => options.page.getByTestId('settings-saved').textContent()).toContain('Saved');
    await options.close();
    server.clearRequests();
    await clickMenu(extension, { menuItemId: 'shorten-page', pageUrl: targetSite.articleUrl }, tabId);
    const made = await nthNotice(extension, 2);
    expect(made?.title).toBe('Short link copied');
    expect(made?.message).not.toBe(newest.shortUrl);
    expect(createRequests(server)).toHaveLength(1);
    expect(urlSearches(server)).toEqual([]);
    await target.close();
  });
});
