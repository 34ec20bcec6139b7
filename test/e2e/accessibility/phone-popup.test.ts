import { describe } from 'vitest';
import type { Page } from 'playwright-core';
import { PopupPage } from '../pages/popup-page';
import { asPhone, controlProblems, LARGE_PHONE, pageWidths, PHONE, phoneLayoutProblems } from '../support/phone';
import { expect, resetExtension, serverClient, test } from '../support/reference-server-fixtures';
import { DEFAULT_SETTINGS } from '../../../lib/settings';
import { STORAGE } from '../../../lib/storage/registry';
import { accessibilityProblems } from './scan';

/**
 * The popup on a phone (Firefox for Android opens it as the whole screen): at 360 × 640 with a
 * touch screen, no sideways scrolling, every control reached with Tab inside the screen's width
 * and tall enough to tap, and axe in light and dark, in each main state. On a desktop it keeps
 * its fixed width (Chrome sizes a popup to its content).
 */
const LINKS = { method: 'POST', path: '/api/v1/links' };

/** Everything the phone checks say about the popup as it is now, each line naming the state. */
async function phoneProblems(page: Page, state: string): Promise<string[]> {
  return [...(await phoneLayoutProblems(page, state)), ...(await accessibilityProblems(page, state))];
}

describe('the popup on a phone', () => {
  test('not connected', async ({ extension, targetSite, server }) => {
    await resetExtension(extension, server, null);
    const target = await extension.openPage(targetSite.articleUrl);
    const popup = await PopupPage.open(extension, await extension.findTabId(targetSite.articleUrl));
    try {
      await asPhone(popup.page);
      await popup.openSettingsButton.waitFor();
      expect.soft(await phoneProblems(popup.page, 'not connected')).toEqual([]);
    } finally {
      await popup.close();
      await target.close();
    }
  });

  test('a link already on the server, its others shown', async ({ extension, targetSite, server }) => {
    await resetExtension(extension, server);
    const client = serverClient(server);
    await client.links.create({ destination: targetSite.articleUrl });
    await client.links.create({ destination: targetSite.articleUrl });
    await extension.seedLocalStorage({ [STORAGE.settings.key]: { ...DEFAULT_SETTINGS, lookUpExisting: true } });
    const target = await extension.openPage(targetSite.articleUrl);
    const popup = await PopupPage.open(extension, await extension.findTabId(targetSite.articleUrl));
    try {
      await asPhone(popup.page);
      const offer = popup.page.getByTestId('server-offer');
      await offer.waitFor();
      await offer.getByRole('button', { name: '1 more' }).click();
      expect.soft(await phoneProblems(popup.page, 'already on your server')).toEqual([]);
    } finally {
      await popup.close();
      await target.close();
    }
  });

  test('the form with more options open, then the result with its QR code', async ({
    extension,
    targetSite,
    server,
  }) => {
    await resetExtension(extension, server);
    const target = await extension.openPage(targetSite.articleUrl);
    const popup = await PopupPage.open(extension, await extension.findTabId(targetSite.articleUrl));
    try {
      await asPhone(popup.page);
      await expect.poll(() => popup.urlField.inputValue()).toBe(targetSite.articleUrl);
      await popup.page.getByText('More options').click();
      await popup.page.getByRole('combobox', { name: 'Targeting' }).waitFor();
      expect.soft(await phoneProblems(popup.page, 'more options')).toEqual([]);

      await popup.shortenButton.click();
      await popup.result.getByRole('img').waitFor();
      await popup.copyStatus.waitFor();
      expect.soft(await phoneProblems(popup.page, 'result')).toEqual([]);
    } finally {
      await popup.close();
      await target.close();
    }
  });

  test('errors: an alias taken, and the server failing', async ({ extension, targetSite, server }) => {
    await resetExtension(extension, server);
    await serverClient(server).links.create({ destination: 'https://example.com/', alias: 'taken' });
    const target = await extension.openPage(targetSite.articleUrl);
    const popup = await PopupPage.open(extension, await extension.findTabId(targetSite.articleUrl));
    try {
      await asPhone(popup.page);
      await popup.aliasField.fill('taken');
      await popup.shortenButton.click();
      await expect.poll(() => popup.fieldMessage(popup.aliasField)).toContain('The alias has already been taken.');
      expect.soft(await phoneProblems(popup.page, 'alias taken')).toEqual([]);

      await popup.aliasField.fill('');
      server.addFault({ match: LINKS, status: 500, times: 1 });
      await popup.shortenButton.click();
      await expect.poll(() => popup.problem.textContent()).toContain('(HTTP 500)');
      expect.soft(await phoneProblems(popup.page, 'server error')).toEqual([]);
    } finally {
      await popup.close();
      await target.close();
    }
  });

  test('keeps its desktop width with a mouse, and takes a large phone’s whole width', async ({
    extension,
    targetSite,
    server,
  }) => {
    await resetExtension(extension, server);
    const target = await extension.openPage(targetSite.articleUrl);
    const popup = await PopupPage.open(extension, await extension.findTabId(targetSite.articleUrl));
    const bodyWidth = () => popup.page.evaluate(() => document.body.getBoundingClientRect().width);
    try {
      await expect.poll(() => popup.urlField.inputValue()).toBe(targetSite.articleUrl);
      // A tab as wide as a desktop's, a mouse: the popup's own 360 px, as Chrome sizes its window to it.
      expect(await bodyWidth()).toBe(360);

      await asPhone(popup.page, LARGE_PHONE);
      await expect.poll(bodyWidth).toBe(LARGE_PHONE.width);
      await popup.page.getByText('More options').click();
      await popup.page.getByRole('combobox', { name: 'Targeting' }).waitFor();
      const { scrollWidth, clientWidth } = await pageWidths(popup.page);
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      expect.soft(await controlProblems(popup.page)).toEqual([]);

      // Back at a small phone's width the same form fits too.
      await asPhone(popup.page, PHONE);
      await expect.poll(bodyWidth).toBe(PHONE.width);
    } finally {
      await popup.close();
      await target.close();
    }
  });
});
