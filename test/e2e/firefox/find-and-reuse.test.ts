import { describe } from 'vitest';
import type { ReferenceServer } from '../../server/types';
import { OptionsPage } from '../pages/options-page';
import { PopupPage } from '../pages/popup-page';
import { createRequests, resetExtension, serverClient } from '../support/extension-state';
import type { FirefoxPage } from './support/firefox-page';
import type { FirefoxSession } from './support/firefox-session';
import { expect, test as base } from './support/fixtures';

/**
 * Issue 35's essentials in Firefox: a link made on the server behind the extension's back is
 * offered by the popup and copied without a create; "Find a link" finds by alias and by title and
 * is driven by the keyboard alone. The server reads the target page's title (loopback), so the
 * article's links are titled "A test article" on the server, as phpShort would title them.
 */
const test = base.extend('serverOptions', { scope: 'file' }, { titleFetch: true });

/** The link list searched by URL: the look-up for links a page already has. */
const urlSearches = (server: ReferenceServer) =>
  server
    .requests()
    .filter((r) => r.method === 'GET' && r.path === '/api/v1/links' && r.query.by === 'url')
    .map((r) => r.query.search);

/** Puts `text` on the clipboard from an extension page (clipboardWrite), so a copy must replace it. */
async function setClipboard(page: FirefoxPage, text: string): Promise<void> {
  await page.puppeteer.evaluate((value) => navigator.clipboard.writeText(value), text);
}

/** Whether the element with `id` has the page's focus. */
async function focusedId(page: FirefoxPage): Promise<string> {
  return page.puppeteer.evaluate(() => document.activeElement?.id ?? '');
}

/** Settings: "Look for an existing short link when the popup opens", ticked as a person does. */
async function turnLookUpOn(firefox: FirefoxSession): Promise<void> {
  const options = await OptionsPage.open(firefox, '?view=settings');
  await options.page.getByRole('checkbox', { name: 'Look for an existing short link when the popup opens' }).click();
  await expect.poll(() => options.page.getByTestId('settings-saved').textContent()).toContain('Saved');
  expect(options.log.problems).toEqual([]);
  await options.close();
}

describe('Already on your server, in Firefox', () => {
  test('a link made behind the extension’s back is offered and copied with no create; a new one anyway', async ({
    firefox,
    targetSite,
    server,
  }) => {
    await resetExtension(firefox, server);
    const dashboard = serverClient(server);
    const there = await dashboard.links.create({ destination: targetSite.articleUrl });
    // Another page (a destination that merely begins with this one): never offered.
    await dashboard.links.create({ destination: `${targetSite.articleUrl}-2` });
    await turnLookUpOn(firefox);
    server.clearRequests();
    const target = await firefox.openPage(targetSite.articleUrl);
    const popup = await PopupPage.open(firefox, await firefox.findTabId(targetSite.articleUrl));

    const offer = popup.page.getByTestId('server-offer');
    await offer.waitFor();
    expect(await offer.getByTestId('server-offer-url').allTextContents()).toEqual([there.shortUrl]);
    expect(await popup.urlField.inputValue()).toBe(targetSite.articleUrl);

    await setClipboard(popup.page, 'before');
    await offer.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect.poll(() => firefox.readClipboard()).toBe(there.shortUrl);
    expect(await offer.getByTestId('server-offer-status').textContent()).toBe('Copied to the clipboard.');
    // Copy made nothing: one look-up by URL, no create.
    expect(createRequests(server)).toHaveLength(0);
    expect(urlSearches(server)).toHaveLength(1);

    await offer.getByRole('button', { name: 'Create a new one anyway' }).click();
    await popup.result.waitFor();
    const made = await popup.shortUrl.textContent();
    expect(made).toMatch(new RegExp(`^${server.url}/\\w+$`));
    expect(made).not.toBe(there.shortUrl);
    expect(createRequests(server).map((r) => r.form.url)).toEqual([targetSite.articleUrl]);
    expect(popup.log.problems).toEqual([]);
    await popup.close();
    await target.close();
  });
});

describe('Find a link, in Firefox', () => {
  test('by keyboard: `/` opens it, found by title and by alias, arrows and Enter copy, Escape closes, Ctrl+K', async ({
    firefox,
    targetSite,
    server,
  }) => {
    await resetExtension(firefox, server);
    const dashboard = serverClient(server);
    const older = await dashboard.links.create({ destination: targetSite.articleUrl, alias: 'fox-older' });
    const newer = await dashboard.links.create({ destination: 'https://example.com/', alias: 'fox-newer' });
    await dashboard.links.create({ destination: 'https://example.org/', alias: 'elsewhere' });
    expect(older.title).toBe('A test article');
    const target = await firefox.openPage(targetSite.articleUrl);
    const popup = await PopupPage.open(firefox, await firefox.findTabId(targetSite.articleUrl));
    const { page } = popup;
    const keyboard = page.puppeteer.keyboard;
    await page.getByTestId('finder-open').waitFor();
    server.clearRequests();

    // From the page, not a field: `/` opens the finder with its field focused.
    await page.puppeteer.evaluate(() => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    });
    await keyboard.press('/');
    // By its id: the finder's section bears the field's label too.
    const field = page.locator('#finder-field');
    await field.waitFor();
    await expect.poll(() => focusedId(page)).toBe('finder-field');
    const status = page.getByTestId('finder-status');
    expect(await status.textContent()).toContain('Type part of an alias');

    // By title: only the article's link is titled so; neither alias nor address says "test".
    const shortLinks = page.getByTestId('finder-short');
    await keyboard.type('test');
    await expect.poll(() => shortLinks.allTextContents()).toEqual([older.shortUrl]);

    // By alias: both "fox-" links, newest first.
    await field.fill('fox');
    await expect.poll(() => shortLinks.allTextContents()).toEqual([newer.shortUrl, older.shortUrl]);

    // Down to the first result, down again, Enter: the older link copied; up, Enter: the newer.
    await setClipboard(page, 'before');
    await keyboard.press('ArrowDown');
    await keyboard.press('ArrowDown');
    await keyboard.press('Enter');
    await expect.poll(() => status.textContent()).toBe('Copied to the clipboard.');
    await expect.poll(() => firefox.readClipboard()).toBe(older.shortUrl);
    await keyboard.press('ArrowUp');
    await keyboard.press('Enter');
    await expect.poll(() => firefox.readClipboard()).toBe(newer.shortUrl);
    expect(createRequests(server)).toHaveLength(0);

    // Up from the first result back to the field; emptied, Escape closes the finder.
    await keyboard.press('ArrowUp');
    await expect.poll(() => focusedId(page)).toBe('finder-field');
    await field.fill('');
    await keyboard.press('Escape');
    await field.waitFor({ state: 'detached' });
    await page.getByTestId('finder-open').waitFor();

    // Ctrl+K, even from a field the user types in: the finder again, its field focused.
    await popup.aliasField.click();
    await keyboard.down('Control');
    await keyboard.press('k');
    await keyboard.up('Control');
    await expect.poll(() => focusedId(page)).toBe('finder-field');
    expect(await field.inputValue()).toBe('');
    expect(popup.log.problems).toEqual([]);
    await popup.close();
    await target.close();
  });
});
