import { describe } from 'vitest';
import { STORAGE } from '../../lib/storage/registry';
import { OptionsPage } from './pages/options-page';
import { PopupPage } from './pages/popup-page';
import type { ChromeGlobal } from './support/chrome-api';
import { expect, test } from './support/fixtures';

describe('the built extension in Chromium', () => {
  test('loads as the E2E build, with the loopback origin pre-granted', async ({ extension }) => {
    expect(extension.extensionId).toMatch(/^[a-p]{32}$/);
    const manifest = await extension.serviceWorker.evaluate(() => {
      const { chrome } = globalThis as ChromeGlobal;
      return chrome.runtime.getManifest();
    });
    expect(manifest.name).toBe('Link Shortener for phpShort');
    expect(manifest.manifest_version).toBe(3);
    expect(manifest.host_permissions).toEqual(['http://127.0.0.1/*']);
  });

  test('has a live service worker that reaches extension storage', async ({ extension }) => {
    const probe = { e2eProbe: `alive-${Date.now()}` };
    await extension.seedLocalStorage(probe);
    expect(await extension.readLocalStorage()).toMatchObject(probe);
    await extension.clearLocalStorage();
    expect(await extension.readLocalStorage()).not.toHaveProperty('e2eProbe');
    // The background answers a cleared storage by writing the connection state again: none saved.
    await expect
      .poll(async () => (await extension.readLocalStorage())[STORAGE.connectionState.key])
      .toMatchObject({ configured: false, serverOrigin: null });
  });
});

describe('popup', () => {
  test('shows the not-connected state', async ({ extension, targetSite }) => {
    const target = await extension.openPage(targetSite.articleUrl);
    const popup = await PopupPage.open(extension, await extension.findTabId(targetSite.articleUrl));

    await expect.poll(() => popup.connectionStateText.textContent()).toBe('Not connected yet');
    expect(await popup.recheckButton.count()).toBe(0);
    expect(await popup.openSettingsButton.isVisible()).toBe(true);
    expect(popup.log.problems).toEqual([]);

    await popup.close();
    await target.close();
  });

  test('"Open settings" opens the options page', async ({ extension, targetSite }) => {
    const target = await extension.openPage(targetSite.articleUrl);
    const popup = await PopupPage.open(extension, await extension.findTabId(targetSite.articleUrl));

    const optionsOpened = extension.context.waitForEvent('page', {
      predicate: (page) => page.url() === extension.url(OptionsPage.path),
    });
    await popup.openSettingsButton.click();
    const options = await optionsOpened;
    expect(options.url()).toBe(extension.url(OptionsPage.path));
    expect(popup.log.problems).toEqual([]);

    await options.close();
    await popup.close();
    await target.close();
  });

  test('says what the saved address answered (a web page is not an API), never the key', async ({
    extension,
    targetSite,
  }) => {
    const apiKey = 'e2e-secret-key-0123456789';
    await extension.seedLocalStorage({
      [STORAGE.connection.key]: { serverUrl: `${targetSite.origin}/`, apiKey },
    });
    try {
      const target = await extension.openPage(targetSite.articleUrl);
      const popup = await PopupPage.open(extension, await extension.findTabId(targetSite.articleUrl));

      // A saved address is not a connection: the popup asks for the spaces, and a web page answers.
      await expect.poll(() => popup.connectionStateText.textContent()).toBe('Not a phpShort API at this address');
      expect(await popup.connectionState.getAttribute('title')).toBe(targetSite.origin);
      expect(await popup.openSettingsButton.count()).toBe(0);
      expect(await popup.page.content()).not.toContain(apiKey);
      expect(popup.log.problems).toEqual([]);

      await popup.close();
      await target.close();
    } finally {
      await extension.clearLocalStorage();
    }
  });
});

describe('options page', () => {
  test('renders its heading and the not-connected state', async ({ extension }) => {
    const options = await OptionsPage.open(extension);

    expect(await options.heading.textContent()).toBe('Link Shortener for phpShort');
    await expect.poll(() => options.connectionStateText.textContent()).toBe('Not connected yet');
    await expect.poll(() => options.page.title()).toBe('Link Shortener for phpShort — Settings');
    expect(options.log.problems).toEqual([]);

    await options.close();
  });
});
