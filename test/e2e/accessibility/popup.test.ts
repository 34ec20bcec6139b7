import { describe } from 'vitest';
import { PopupPage } from '../pages/popup-page';
import { clickContextMenu } from '../support/chrome-api';
import { expect, releaseHeld, resetExtension, serverClient, test } from '../support/reference-server-fixtures';
import { DEFAULT_SETTINGS } from '../../../lib/settings';
import { STORAGE } from '../../../lib/storage/registry';
import { accessibilityProblems } from './scan';

/**
 * axe-core on every state of the popup, light and dark (issue 13: 0 violations). One popup walks
 * through a group of states; `expect.soft` lets one run list every state that fails.
 */
const LINKS = { method: 'POST', path: '/api/v1/links' };

describe('accessibility of the popup', () => {
  test('not connected', async ({ extension, targetSite, server }) => {
    await resetExtension(extension, server, null);
    const target = await extension.openPage(targetSite.articleUrl);
    const popup = await PopupPage.open(extension, await extension.findTabId(targetSite.articleUrl));
    try {
      await popup.openSettingsButton.waitFor();
      expect.soft(await accessibilityProblems(popup.page, 'not connected')).toEqual([]);
    } finally {
      await popup.close();
      await target.close();
    }
  });

  test('a link already on the server, with its others shown and one copied', async ({
    extension,
    targetSite,
    server,
  }) => {
    await resetExtension(extension, server);
    await extension.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const client = serverClient(server);
    await client.links.create({ destination: targetSite.articleUrl });
    await client.links.create({ destination: targetSite.articleUrl });
    await extension.seedLocalStorage({ [STORAGE.settings.key]: { ...DEFAULT_SETTINGS, lookUpExisting: true } });
    const target = await extension.openPage(targetSite.articleUrl);
    const popup = await PopupPage.open(extension, await extension.findTabId(targetSite.articleUrl));
    try {
      const offer = popup.page.getByTestId('server-offer');
      await offer.waitFor();
      expect.soft(await accessibilityProblems(popup.page, 'already on your server')).toEqual([]);
      await offer.getByRole('button', { name: '1 more' }).click();
      await offer.getByRole('button', { name: 'Copy', exact: true }).first().click();
      await expect.poll(() => offer.getByTestId('server-offer-status').textContent()).not.toBe('');
      expect.soft(await accessibilityProblems(popup.page, 'already on your server, others, copied')).toEqual([]);
    } finally {
      await popup.close();
      await target.close();
    }
  });

  test('the finder: hint, results with a QR code, nothing found, a failure, the rate limit', async ({
    extension,
    targetSite,
    server,
  }) => {
    await resetExtension(extension, server);
    const client = serverClient(server);
    await client.links.create({ destination: 'https://example.com/', alias: 'finder-a' });
    await client.links.create({ destination: 'https://example.com/', alias: 'finder-b', disabled: true });
    const target = await extension.openPage(targetSite.articleUrl);
    const popup = await PopupPage.open(extension, await extension.findTabId(targetSite.articleUrl));
    try {
      await popup.page.getByTestId('finder-open').waitFor();
      expect.soft(await accessibilityProblems(popup.page, 'finder closed')).toEqual([]);
      await popup.page.getByTestId('finder-open').click();
      const field = popup.page.getByRole('searchbox', { name: 'Find a link on this server' });
      const status = popup.page.getByTestId('finder-status');
      expect.soft(await accessibilityProblems(popup.page, 'finder hint')).toEqual([]);

      await field.fill('finder');
      await expect.poll(() => popup.page.getByTestId('finder-result').count()).toBe(2);
      await popup.page.getByRole('button', { name: 'QR code of finder-a' }).click();
      await popup.page.getByRole('group', { name: 'QR code files' }).waitFor();
      expect.soft(await accessibilityProblems(popup.page, 'finder results, a QR code')).toEqual([]);

      await field.fill('nothing-here');
      await expect.poll(() => status.textContent()).toContain('No link matches');
      expect.soft(await accessibilityProblems(popup.page, 'finder, nothing found')).toEqual([]);

      server.addFault({ match: { method: 'GET', path: '/api/v1/links' }, status: 500 });
      await field.fill('finder-x');
      await expect.poll(() => status.textContent()).toContain('(HTTP 500)');
      expect.soft(await accessibilityProblems(popup.page, 'finder, server error')).toEqual([]);
      server.clearFaults();

      server.addFault({
        match: { method: 'GET', path: '/api/v1/links' },
        status: 429,
        retryAfterSeconds: 42,
        times: 1,
      });
      await field.fill('finder-y');
      await expect.poll(() => status.textContent()).toContain('Try again in');
      expect.soft(await accessibilityProblems(popup.page, 'finder, rate limited')).toEqual([]);
    } finally {
      await popup.close();
      await target.close();
    }
  });

  test('the form, more options, progress, the result, and a page shortened before', async ({
    extension,
    targetSite,
    server,
  }) => {
    await resetExtension(extension, server);
    const target = await extension.openPage(targetSite.articleUrl);
    const tabId = await extension.findTabId(targetSite.articleUrl);
    const popup = await PopupPage.open(extension, tabId);
    try {
      await expect.poll(() => popup.urlField.inputValue()).toBe(targetSite.articleUrl);
      expect.soft(await accessibilityProblems(popup.page, 'form')).toEqual([]);

      await popup.page.getByText('More options').click();
      await popup.page.getByRole('combobox', { name: 'Targeting' }).waitFor();
      expect.soft(await accessibilityProblems(popup.page, 'more options')).toEqual([]);

      // Held at the server while the progress is scanned (in both schemes).
      server.addFault({ match: LINKS, hold: true, times: 1 });
      await popup.shortenButton.click();
      await popup.progress.waitFor();
      // The form says it is busy, and the progress line is a status that is read out.
      expect(await popup.page.locator('form.shorten-form').getAttribute('aria-busy')).toBe('true');
      expect(await popup.progress.getAttribute('role')).toBe('status');
      expect.soft(await accessibilityProblems(popup.page, 'progress')).toEqual([]);

      await releaseHeld(server);
      await popup.result.waitFor();
      await popup.copyStatus.waitFor();
      expect(await popup.copyStatus.getAttribute('role')).toBe('status');
      // The QR code and its files (PNG, SVG, Copy image) come a frame later, from the lazy chunk.
      await popup.page.getByRole('group', { name: 'QR code files' }).waitFor();
      expect.soft(await accessibilityProblems(popup.page, 'result')).toEqual([]);
    } finally {
      await popup.close();
    }
    const again = await PopupPage.open(extension, tabId);
    try {
      await again.recentOffer.waitFor();
      expect.soft(await accessibilityProblems(again.page, 'shortened before')).toEqual([]);
    } finally {
      await again.close();
    }
    // Deleted on the server since: the form replaces the offer and says why.
    const client = serverClient(server);
    for (const link of (await client.links.list({})).items) await client.links.remove(link.id);
    const gone = await PopupPage.open(extension, tabId);
    try {
      await gone.page.getByTestId('earlier-gone').waitFor();
      expect(await gone.page.getByTestId('earlier-gone').getAttribute('role')).toBe('status');
      expect.soft(await accessibilityProblems(gone.page, 'shortened before, gone')).toEqual([]);
    } finally {
      await gone.close();
      await target.close();
    }
  });

  test('every error the popup can show', async ({ extension, targetSite, server }) => {
    await resetExtension(extension, server);
    await serverClient(server).links.create({ destination: 'https://example.com/', alias: 'taken' });
    const target = await extension.openPage(targetSite.articleUrl);
    const tabId = await extension.findTabId(targetSite.articleUrl);
    // A menu shortening that failed: the popup lists it with Retry.
    server.addFault({ match: LINKS, status: 500, times: 1 });
    await clickContextMenu(
      extension.serviceWorker,
      { menuItemId: 'shorten-link', pageUrl: targetSite.articleUrl, linkUrl: 'https://example.org/failed' },
      tabId,
    );
    await expect
      .poll(async () => JSON.stringify((await extension.readLocalStorage()).recentLinks ?? []))
      .toContain('"status":"failed"');
    const popup = await PopupPage.open(extension, tabId);
    try {
      await popup.failedShortenings.waitFor();
      // A Retry that fails again changes the reason in place: the list is a live region.
      expect(await popup.failedShortenings.getByRole('list').getAttribute('aria-live')).toBe('polite');
      expect.soft(await accessibilityProblems(popup.page, 'failed shortenings')).toEqual([]);

      await popup.aliasField.fill('taken');
      await popup.shortenButton.click();
      await expect.poll(() => popup.fieldMessage(popup.aliasField)).toContain('The alias has already been taken.');
      expect.soft(await accessibilityProblems(popup.page, '422 at a field')).toEqual([]);
      await popup.aliasField.fill('');

      server.addFault({ match: LINKS, status: 500, times: 1 });
      await popup.shortenButton.click();
      await expect.poll(() => popup.problem.textContent()).toContain('(HTTP 500)');
      expect(await popup.problem.getAttribute('role')).toBe('alert');
      expect.soft(await accessibilityProblems(popup.page, 'server error')).toEqual([]);

      server.addFault({ match: LINKS, status: 429, retryAfterSeconds: 42, times: 1 });
      await popup.shortenButton.click();
      await expect.poll(() => popup.problem.textContent()).toContain('Try again in');
      expect.soft(await accessibilityProblems(popup.page, 'rate limited')).toEqual([]);

      // A connection stored afresh also forgets the rate limit's wait.
      await resetExtension(extension, server, { apiKey: 'not-the-key' });
      await popup.shortenButton.click();
      await expect.poll(() => popup.problem.textContent()).toContain('The server rejected the API key.');
      expect.soft(await accessibilityProblems(popup.page, 'key rejected')).toEqual([]);

      await resetExtension(extension, server, { serverUrl: 'http://127.0.0.1:9' });
      await popup.shortenButton.click();
      await expect.poll(() => popup.problem.textContent()).toContain('Could not reach the server at 127.0.0.1:9:');
      expect.soft(await accessibilityProblems(popup.page, 'server unreachable')).toEqual([]);
    } finally {
      await popup.close();
      await target.close();
    }
  });

  test('a page without a web address', async ({ extension, server }) => {
    await resetExtension(extension, server);
    // An extension page has no web address to shorten, as chrome:// pages do not.
    const optionsUrl = extension.url('options.html');
    const restricted = await extension.openPage(optionsUrl);
    const popup = await PopupPage.open(extension, await extension.findTabId(optionsUrl));
    try {
      await popup.restrictedNotice.waitFor();
      expect.soft(await accessibilityProblems(popup.page, 'restricted page')).toEqual([]);
    } finally {
      await popup.close();
      await restricted.close();
    }
  });
});
