import { describe } from 'vitest';
import { PopupPage } from '../pages/popup-page';
import { expect, resetExtension, serverClient, testWithServerOptions } from '../support/reference-server-fixtures';
import type { ReferenceServer } from '../../server/types';

// A real server's rate limit, as for every popup flow (see reference-server-fixtures.ts).
const test = testWithServerOptions({ rateLimitPerMinute: 60 });

/**
 * "Find a link" in the popup: the current server's links found as the user types, by keyboard
 * only: `/` opens it, the arrows choose, Enter copies, Ctrl+Enter opens, Q shows the QR code; a
 * failing server and the rate limit each say so.
 */

/** The texts the link list was searched for, one entry per request (alias, title and address each). */
const searches = (server: ReferenceServer) =>
  server
    .requests()
    .filter((r) => r.method === 'GET' && r.path === '/api/v1/links' && r.query.search !== undefined)
    .map((r) => `${r.query.by ?? ''}:${r.query.search ?? ''}`);

describe('Find a link', () => {
  test('by keyboard: one search per pause in typing, arrows and Enter copy, Ctrl+Enter opens, Q shows the QR', async ({
    extension,
    targetSite,
    server,
  }) => {
    await resetExtension(extension, server);
    await extension.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const dashboard = serverClient(server);
    const older = await dashboard.links.create({ destination: targetSite.articleUrl, alias: 'finder-older' });
    const newer = await dashboard.links.create({ destination: 'https://example.com/', alias: 'finder-newer' });
    await dashboard.links.create({ destination: 'https://example.com/', alias: 'elsewhere' });
    const target = await extension.openPage(targetSite.articleUrl);
    const tabId = await extension.findTabId(targetSite.articleUrl);
    const popup = await PopupPage.open(extension, tabId);
    await popup.page.getByTestId('finder-open').waitFor();
    server.clearRequests();

    // From the page (not a field): `/` opens the finder with its field focused.
    await popup.page.locator('body').focus();
    await popup.page.keyboard.press('/');
    const field = popup.page.getByRole('searchbox', { name: 'Find a link on this server' });
    await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);
    const status = popup.page.getByTestId('finder-status');
    expect(await status.textContent()).toContain('Type part of an alias');

    await popup.page.keyboard.type('finder');
    const shortLinks = popup.page.getByTestId('finder-short');
    await expect.poll(() => shortLinks.allTextContents()).toEqual([newer.shortUrl, older.shortUrl]);
    // Six letters typed quickly: one search (one request for each field), for the whole text.
    expect(searches(server).sort()).toEqual(['alias:finder', 'title:finder', 'url:finder']);
    const first = popup.page.getByTestId('finder-result').first();
    expect(await first.textContent()).toContain('0 clicks so far');
    expect(await first.getByTestId('finder-state').textContent()).toBe('Active');

    // Down to the field's first result, down again, Enter: the older link copied.
    await popup.page.evaluate(() => navigator.clipboard.writeText('before'));
    await popup.page.keyboard.press('ArrowDown');
    await popup.page.keyboard.press('ArrowDown');
    await popup.page.keyboard.press('Enter');
    await expect.poll(() => status.textContent()).toBe('Copied to the clipboard.');
    await expect.poll(() => extension.readClipboard()).toBe(older.shortUrl);

    // Q: the QR code of the chosen link, with its files.
    await popup.page.getByRole('button', { name: older.shortUrl }).focus();
    await popup.page.keyboard.press('q');
    await popup.page.getByRole('img', { name: new RegExp(older.shortUrl) }).waitFor();
    expect(
      await popup.page.getByRole('button', { name: 'QR code of finder-older' }).getAttribute('aria-expanded'),
    ).toBe('true');
    await popup.page.getByRole('group', { name: 'QR code files' }).waitFor();

    // Ctrl+Enter: the short link opened in a tab (the server sees the visit).
    const opened = extension.context.waitForEvent('page');
    await popup.page.keyboard.press('Control+Enter');
    const tab = await opened;
    await expect
      .poll(() => server.requests().some((r) => r.method === 'GET' && r.path === `/${older.alias}`))
      .toBe(true);

    // Back up to the field, and a text asked before: shown from memory, no request.
    await popup.page.getByRole('button', { name: newer.shortUrl }).focus();
    await popup.page.keyboard.press('ArrowUp');
    await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);
    await popup.page.keyboard.press('Backspace');
    await expect.poll(() => searches(server).length).toBe(6);
    await popup.page.keyboard.type('r');
    await expect.poll(() => shortLinks.allTextContents()).toEqual([newer.shortUrl, older.shortUrl]);
    expect(searches(server)).toHaveLength(6);

    await popup.page.keyboard.type('-nothing');
    await expect.poll(() => status.textContent()).toBe('No link matches “finder-nothing”.');
    expect(popup.log.problems).toEqual([]);
    await tab.close();
    await popup.close();
    await target.close();
  });

  test('a failing server and the rate limit each say so, with the wait', async ({ extension, targetSite, server }) => {
    await resetExtension(extension, server);
    await serverClient(server).links.create({ destination: 'https://example.com/', alias: 'finder-one' });
    const target = await extension.openPage(targetSite.articleUrl);
    const tabId = await extension.findTabId(targetSite.articleUrl);
    const popup = await PopupPage.open(extension, tabId);
    await popup.page.getByTestId('finder-open').click();
    const field = popup.page.getByRole('searchbox', { name: 'Find a link on this server' });
    const status = popup.page.getByTestId('finder-status');

    server.addFault({ match: { method: 'GET', path: '/api/v1/links' }, status: 500 });
    await field.fill('finder');
    await expect
      .poll(() => status.textContent())
      .toBe('The search did not work. The server had an internal error (HTTP 500). Try again later.');
    server.clearFaults();

    // Longer than a person's request waits in the queue (10 s): the finder says how long instead.
    server.addFault({ match: { method: 'GET', path: '/api/v1/links' }, status: 429, retryAfterSeconds: 12, times: 1 });
    await field.fill('finder-o');
    await expect.poll(() => status.textContent()).toMatch(/^The search did not work\. .*Try again in 1[12] seconds\.$/);
    await popup.close();
    await target.close();
  });
});
