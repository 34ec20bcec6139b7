import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { SERVER_LINKS_READ_MARK } from '../../../entrypoints/popup/server-links-once';
import { PAGE_LINKS_READ_MARK } from '../../../entrypoints/popup/page-links/page-links-once';
import { OptionsPage } from '../pages/options-page';
import { PopupPage } from '../pages/popup-page';
import type { ExtensionSession } from '../support/extension-session';
import { waitUntil } from '../support/wait-until';
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
 * "Already on your server" in the popup: a link made on the server behind the extension's back
 * (phpShort's dashboard, another browser: here the test's own API client) is offered when the user
 * turned the look-up on, copied without a create, and set aside for a new one; and the popup's
 * copy format, remembered from one opening to the next.
 */

/** What the link list was searched for by URL: the look-up for links a page already has. */
const urlSearches = (server: ReferenceServer) =>
  server
    .requests()
    .filter((r) => r.method === 'GET' && r.path === '/api/v1/links' && r.query.by === 'url')
    .map((r) => r.query.search);

/** Settings: "Look for an existing short link when the popup opens", ticked. */
async function turnLookUpOn(extension: ExtensionSession): Promise<void> {
  const options = await OptionsPage.open(extension, '?view=settings');
  await options.page.getByRole('checkbox', { name: 'Look for an existing short link when the popup opens' }).check();
  await expect.poll(() => options.page.getByTestId('settings-saved').textContent()).toContain('Saved');
  await options.close();
}

/** Waits until the popup has set `mark` (performance marks: the popup's own word that something is done). */
async function waitForMark(popup: { page: Page }, mark: string) {
  await waitUntil(() => popup.page.evaluate((name) => performance.getEntriesByName(name).length > 0, mark), {
    failure: () => `The popup never set ${mark}`,
  });
}

describe('Already on your server', () => {
  test('a link made behind the extension’s back is offered and copied with no create; N more; a new one anyway', async ({
    extension,
    targetSite,
    server,
  }) => {
    await resetExtension(extension, server);
    await extension.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const dashboard = serverClient(server);
    const older = await dashboard.links.create({ destination: targetSite.articleUrl });
    const newest = await dashboard.links.create({ destination: targetSite.articleUrl });
    // Another page (a destination that merely begins with this one): never offered.
    await dashboard.links.create({ destination: `${targetSite.articleUrl}-2` });
    await turnLookUpOn(extension);
    server.clearRequests();
    const target = await extension.openPage(targetSite.articleUrl);
    const tabId = await extension.findTabId(targetSite.articleUrl);

    const popup = await PopupPage.open(extension, tabId);
    const offer = popup.page.getByTestId('server-offer');
    await offer.waitFor();
    const urls = offer.getByTestId('server-offer-url');
    expect(await urls.allTextContents()).toEqual([newest.shortUrl]);
    expect(await offer.getByTestId('server-offer-link').first().textContent()).toContain('0 clicks so far');
    // The form stays as it was, usable, under the offer's heading.
    expect(await popup.urlField.inputValue()).toBe(targetSite.articleUrl);

    await popup.page.evaluate(() => navigator.clipboard.writeText('before'));
    await offer.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect.poll(() => extension.readClipboard()).toBe(newest.shortUrl);
    expect(await offer.getByTestId('server-offer-status').textContent()).toBe('Copied to the clipboard.');

    const more = offer.getByRole('button', { name: '1 more' });
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    await more.click();
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    const others = offer.getByRole('list', { name: 'Other short links for this page' });
    expect(await others.getByTestId('server-offer-url').allTextContents()).toEqual([older.shortUrl]);
    await others.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect.poll(() => extension.readClipboard()).toBe(older.shortUrl);

    // Copy made nothing: one look-up, no create.
    expect(createRequests(server)).toHaveLength(0);
    expect(urlSearches(server)).toHaveLength(1);

    await offer.getByRole('button', { name: 'Create a new one anyway' }).click();
    await popup.result.waitFor();
    const made = await popup.shortUrl.textContent();
    expect([newest.shortUrl, older.shortUrl]).not.toContain(made);
    expect(createRequests(server).map((r) => r.form.url)).toEqual([targetSite.articleUrl]);
    await popup.close();
    await target.close();
  });

  test('with the setting off, no look-up reaches the server', async ({ extension, targetSite, server }) => {
    await resetExtension(extension, server);
    await serverClient(server).links.create({ destination: targetSite.articleUrl });
    // Off by default: nothing to change in Settings.
    server.clearRequests();
    const target = await extension.openPage(targetSite.articleUrl);
    const tabId = await extension.findTabId(targetSite.articleUrl);

    const popup = await PopupPage.open(extension, tabId);
    // The offers under the form have had their turn (the page's are read in the same moment).
    await waitForMark(popup, PAGE_LINKS_READ_MARK);
    await popup.shortenButton.click();
    await popup.result.waitFor();
    expect(createRequests(server)).toHaveLength(1);
    expect(urlSearches(server)).toEqual([]);
    expect(await popup.page.evaluate((name) => performance.getEntriesByName(name).length, SERVER_LINKS_READ_MARK)).toBe(
      0,
    );
    await popup.close();
    await target.close();
  });

  test('Copy as Markdown or HTML, remembered from one opening to the next', async ({
    extension,
    targetSite,
    server,
  }) => {
    await resetExtension(extension, server);
    await extension.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const target = await extension.openPage(targetSite.articleUrl);
    const tabId = await extension.findTabId(targetSite.articleUrl);

    let popup = await PopupPage.open(extension, tabId);
    await popup.shortenButton.click();
    await popup.result.waitFor();
    const made = (await popup.shortUrl.textContent()) ?? '';
    // The automatic copy is the address, as before any choice.
    await expect.poll(() => extension.readClipboard()).toBe(made);
    const format = popup.page.getByRole('combobox', { name: 'Copy as' });
    expect(await format.inputValue()).toBe('plain');
    await format.selectOption({ label: 'Markdown link' });
    await popup.copyButton.click();
    // The words are the tab's title (the server titled the link after its host).
    await expect.poll(() => extension.readClipboard()).toBe(`[A test article](${made})`);
    await expect
      .poll(async () => ((await extension.readLocalStorage()).settings as { copyFormat?: string }).copyFormat)
      .toBe('markdown');
    await popup.close();

    // Opened again: the "shortened before" offer, copying in the format chosen last time.
    popup = await PopupPage.open(extension, tabId);
    await popup.recentOffer.waitFor();
    const again = popup.page.getByRole('combobox', { name: 'Copy as' });
    expect(await again.inputValue()).toBe('markdown');
    await again.selectOption({ label: 'HTML link' });
    await popup.page.evaluate(() => navigator.clipboard.writeText('before'));
    await popup.copyButton.click();
    await expect.poll(() => extension.readClipboard()).toBe(`<a href="${made}">A test article</a>`);
    expect(createRequests(server)).toHaveLength(1);
    await popup.close();
    await target.close();
  });
});
