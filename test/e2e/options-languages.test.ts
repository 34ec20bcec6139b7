import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMessageIn } from '../tools/i18n/browser-get-message';
import { clickContextMenu } from './support/chrome-api';
import type { ExtensionSession } from './support/extension-session';
import { launchExtension } from './support/launch-extension';
import { E2E_EXTENSION_DIR } from './support/paths';

/**
 * The options page and the background's notifications in Chromium set to another language: the
 * page takes the catalog's language and direction before it draws, its forms and their errors
 * speak it, and so does a notification of the service worker (which has no page to ask).
 */
const LANGUAGES = [
  { language: 'ar', dir: 'rtl' },
  { language: 'de', dir: 'ltr' },
] as const;

interface Notice {
  title: string;
  message: string;
}

/** The service worker's notifications, replaced by a recorder that still shows them. */
type RecordingGlobal = typeof globalThis & {
  chrome: { notifications: { create: (options: Notice) => unknown } };
  recordedNotices?: Notice[];
};

describe.each(LANGUAGES)('the options page in a $language browser', ({ language, dir }) => {
  const expected = getMessageIn(language);
  let extension: ExtensionSession;

  beforeAll(async () => {
    extension = await launchExtension({ extensionDir: E2E_EXTENSION_DIR, language });
  });
  afterAll(async () => {
    await extension.close();
  });

  it('speaks the language, in its direction, down to the error of a field', async () => {
    const { page } = await extension.openExtensionPage('options.html?view=settings');
    try {
      const heading = page.getByRole('heading', { name: expected('serversHeading') });
      await heading.waitFor();
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
        language,
        dir,
      ]);
      // Placeholders in alphabetical order of their names: name, then section.
      expect(await page.title()).toBe(
        expected('optionsWindowTitle', [expected('extensionName'), expected('sectionSettings')]),
      );
      await expect
        .poll(() => page.getByLabel(expected('connectApiLabel'), { exact: true }).locator('option').allTextContents())
        .toEqual(['dialectAutomatic', 'dialectClassic', 'dialectCurrent'].map((key) => expected(key)));

      // A plain-HTTP address elsewhere than this computer is refused at the field, quoting the checkbox.
      await page.getByLabel(expected('connectServerUrlLabel')).fill('http://short.example.com');
      await page.getByLabel(expected('connectApiKeyLabel'), { exact: true }).fill('key');
      await page.getByRole('button', { name: expected('connectSave') }).click();
      await expect
        .poll(() => page.getByText(expected('connectHttpRefused', [expected('connectAllowHttp')])).count())
        .toBe(1);
    } finally {
      await page.close();
    }
  });

  it("writes the background's notification in the language", async () => {
    const { page } = await extension.openExtensionPage('options.html');
    try {
      const tabId = await extension.findTabId(extension.url('options.html'));
      await extension.serviceWorker.evaluate(() => {
        const g = globalThis as RecordingGlobal;
        g.recordedNotices = [];
        const original = g.chrome.notifications.create.bind(g.chrome.notifications);
        g.chrome.notifications.create = (options) => {
          g.recordedNotices?.push({ title: options.title, message: options.message });
          return original(options);
        };
      });
      // "Shorten this page" on the extension's own page: nothing to shorten, and it says so.
      await clickContextMenu(extension.serviceWorker, { menuItemId: 'shorten-page', editable: false }, tabId);
      await expect
        .poll(() => extension.serviceWorker.evaluate(() => (globalThis as RecordingGlobal).recordedNotices ?? []))
        .toEqual([{ title: expected('quickPageTitle'), message: expected('quickPageMessage') }]);
    } finally {
      await page.close();
    }
  });
});
