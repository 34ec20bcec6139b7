import { describe } from 'vitest';
import { STORAGE } from '../../../lib/storage/registry';
import type { ServerList } from '../../../lib/servers';
import type { ReferenceServer } from '../../server/types';
import { accessibilityProblems } from '../accessibility/scan';
import { PopupPage } from '../pages/popup-page';
import type { BrowserSession } from '../support/browser-session';
import { addExtensionServer } from '../support/extension-state';
import { createRequests, expect, resetExtension, test } from '../support/reference-server-fixtures';
import type { Page } from 'playwright-core';

/**
 * The popup with two servers of the two dialects (issue 23): the header names the server the
 * link goes to, its menu switches this shortening to another one, and the form then offers what
 * that server offers. Each link is made on the chosen server alone.
 */

/** The classic server is the first and current one, the current-dialect server the second. */
async function twoServers(
  extension: BrowserSession<Page>,
  classic: ReferenceServer,
  current: ReferenceServer,
): Promise<void> {
  await resetExtension(extension, classic);
  current.reset();
  const stored = await extension.readLocalStorage();
  const list = stored[STORAGE.servers.key] as ServerList;
  await extension.seedLocalStorage({
    [STORAGE.servers.key]: { ...list, byId: { ...list.byId, '1': { id: '1', name: 'Classic office' } } },
  });
  await addExtensionServer(extension, current, { id: '2', name: 'Acme current' });
}

const targetingKinds = (popup: PopupPage<Page>) =>
  popup.page.getByRole('combobox', { name: 'Targeting' }).locator('option').allTextContents();

const focusedTestId = (popup: PopupPage<Page>) =>
  popup.page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.textContent);

describe('popup with several servers', () => {
  test('switches by keyboard to the other dialect, keeps what was typed, shortens there alone; axe on the menu', async ({
    extension,
    targetSite,
    server,
    currentServer,
  }) => {
    await twoServers(extension, server, currentServer);
    const target = await extension.openPage(targetSite.articleUrl);
    const tabId = await extension.findTabId(targetSite.articleUrl);
    let popup = await PopupPage.open(extension, tabId);
    const { page } = popup;
    try {
      await expect.poll(() => popup.urlField.inputValue()).toBe(targetSite.articleUrl);
      await expect.poll(() => popup.serverButton.getAttribute('aria-label')).toBe('Server: Classic office');
      // A classic server: an expiry date (no window), Disabled, the classic targeting kinds.
      await page.getByText('More options').click();
      await page.getByRole('checkbox', { name: 'Disabled' }).waitFor();
      expect(await targetingKinds(popup)).toEqual(['None', 'Country', 'Operating system', 'Language', 'Rotation']);
      await popup.aliasField.fill('kept-alias');
      await popup.expirySummary.click();
      await page.getByRole('textbox', { name: 'Click limit' }).fill('42');

      // Keyboard only: back from the URL, past Re-check and Find a link, to the server's name; the
      // arrow opens the menu on the chosen one.
      await popup.urlField.focus();
      await page.keyboard.press('Shift+Tab');
      expect(await focusedTestId(popup)).toBe('Re-check');
      await page.keyboard.press('Shift+Tab');
      expect(await focusedTestId(popup)).toBe('finder-open');
      await page.keyboard.press('Shift+Tab');
      expect(await focusedTestId(popup)).toBe('server-button');
      await page.keyboard.press('ArrowDown');
      await popup.serverMenu.waitFor();
      const items = popup.serverMenu.getByRole('menuitemradio');
      expect(await items.allTextContents()).toEqual([
        expect.stringMatching(/^Classic office\s*current/),
        expect.stringMatching(/^Acme current/),
      ]);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-checked'))).toBe('true');
      expect.soft(await accessibilityProblems(page, 'switcher open')).toEqual([]);
      // Escape closes it and gives the focus back to the button.
      await page.keyboard.press('Escape');
      expect(await popup.serverMenu.count()).toBe(0);
      expect(await focusedTestId(popup)).toBe('server-button');

      const before = { classic: server.requests().length, current: currentServer.requests().length };
      await page.keyboard.press('ArrowDown');
      await popup.serverMenu.waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect.poll(() => popup.serverButton.getAttribute('aria-label')).toBe('Server: Acme current');
      expect(await focusedTestId(popup)).toBe('server-button');
      // Drawn from storage: the typed values stay, the form is the current dialect's.
      expect(await popup.aliasField.inputValue()).toBe('kept-alias');
      await page.getByText('More options').click();
      await expect.poll(() => targetingKinds(popup)).toContain('Continent');
      expect(await page.getByRole('checkbox', { name: 'Disabled' }).count()).toBe(0);
      // The expiry is open since it holds a click limit; the current dialect's window replaces the date.
      expect(await page.getByRole('textbox', { name: 'Click limit' }).inputValue()).toBe('42');
      await page.getByLabel('Start date').waitFor();
      // Its lists are asked for behind the form, of the chosen server only.
      const domains = page.getByRole('combobox', { name: 'Domain' }).locator('option');
      await expect.poll(() => domains.allTextContents()).toContain('links.example');
      expect(server.requests().length).toBe(before.classic);
      expect(await popup.makeCurrentButton.textContent()).toBe('Make Acme current the current server');

      await popup.shortenButton.click();
      await popup.result.waitFor();
      expect(await popup.shortUrl.textContent()).toBe(`${currentServer.url}/kept-alias`);
      expect(createRequests(currentServer)).toHaveLength(1);
      expect(createRequests(server)).toHaveLength(0);
      await popup.close();

      // The link was made on the second server: the first (current) does not offer it, the second does.
      popup = await PopupPage.open(extension, tabId);
      await expect.poll(() => popup.serverButton.getAttribute('aria-label')).toBe('Server: Classic office');
      expect(await popup.urlField.inputValue()).toBe(targetSite.articleUrl);
      expect(await popup.recentOffer.count()).toBe(0);
      await popup.serverButton.click();
      await popup.serverMenu.getByRole('menuitemradio', { name: /^Acme current/ }).click();
      await popup.recentOffer.waitFor();
      expect(await popup.shortUrl.textContent()).toBe(`${currentServer.url}/kept-alias`);
      await popup.serverButton.click();
      await popup.serverMenu.getByRole('menuitemradio', { name: /^Classic office/ }).click();
      await popup.urlField.waitFor();
      expect(await popup.recentOffer.count()).toBe(0);
      expect(createRequests(server)).toHaveLength(0);
    } finally {
      await popup.close();
      await target.close();
    }
  });

  test('reopens on the server the draft was switched to; Make current keeps it for good', async ({
    extension,
    targetSite,
    server,
    currentServer,
  }) => {
    await twoServers(extension, server, currentServer);
    const target = await extension.openPage(targetSite.articleUrl);
    const tabId = await extension.findTabId(targetSite.articleUrl);
    let popup = await PopupPage.open(extension, tabId);
    try {
      await expect.poll(() => popup.serverButton.getAttribute('aria-label')).toBe('Server: Classic office');
      await popup.serverButton.click();
      await popup.serverMenu.getByRole('menuitemradio', { name: /^Acme current/ }).click();
      await expect.poll(() => popup.serverButton.getAttribute('aria-label')).toBe('Server: Acme current');
      await popup.aliasField.fill('drafted');
      await popup.close();

      popup = await PopupPage.open(extension, tabId);
      await expect.poll(() => popup.serverButton.getAttribute('aria-label')).toBe('Server: Acme current');
      expect(await popup.aliasField.inputValue()).toBe('drafted');
      await popup.makeCurrentButton.click();
      await popup.page.getByText('Acme current is now the current server.').waitFor();
      await expect
        .poll(async () => ((await extension.readLocalStorage())[STORAGE.servers.key] as ServerList).current)
        .toBe('2');
      await popup.shortenButton.click();
      await popup.result.waitFor();
      expect(createRequests(currentServer)).toHaveLength(1);
      expect(createRequests(server)).toHaveLength(0);
    } finally {
      await popup.close();
      await target.close();
    }
  });
});
