import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMessageIn } from '../tools/i18n/browser-get-message';
import { readCatalogs } from '../tools/i18n/catalogs';
import type { ChromeGlobal } from './support/chrome-api';
import type { ExtensionSession } from './support/extension-session';
import { launchExtension } from './support/launch-extension';
import { E2E_EXTENSION_DIR } from './support/paths';

/**
 * The extension in Chromium set to each of its other languages: the browser takes the catalogs
 * (it refuses an extension whose catalog is malformed), answers every message exactly as the unit
 * tests' stand-in does (so t() and tCount() tested there behave the same here), localises the
 * manifest, and the converted parts of the pages speak the language.
 */
const LANGUAGES = ['ar', 'de', 'es', 'fr', 'pt-BR', 'zh-CN'] as const;
const catalogs = readCatalogs();
const everyKey = [...new Set([...catalogs.values()].flatMap((catalog) => Object.keys(catalog)))];
const substitutions = ['3', 'Work'];

describe.each(LANGUAGES)('the extension in a %s browser', (language) => {
  const expected = getMessageIn(language);
  let extension: ExtensionSession;

  beforeAll(async () => {
    extension = await launchExtension({ extensionDir: E2E_EXTENSION_DIR, language });
  });
  afterAll(async () => {
    await extension.close();
  });

  it('answers every message as the unit tests expect, substitutions included', async () => {
    const answers = await extension.serviceWorker.evaluate(
      ([names, values]) => {
        // Untyped: WXT types getMessage for the English keys only, and plural forms go beyond them.
        const { i18n } = (globalThis as ChromeGlobal).chrome as unknown as {
          i18n: { getMessage(name: string, substitutions: readonly string[]): string };
        };
        return names.map((name) => i18n.getMessage(name, values));
      },
      [everyKey, substitutions] as const,
    );
    expect(Object.fromEntries(everyKey.map((key, index) => [key, answers[index]]))).toEqual(
      Object.fromEntries(everyKey.map((key) => [key, expected(key, substitutions)])),
    );
  });

  it("has its name, command and toolbar button's title in the language", async () => {
    const manifest = await extension.serviceWorker.evaluate(() => {
      const { chrome } = globalThis as ChromeGlobal;
      return chrome.runtime.getManifest();
    });
    expect(manifest.name).toBe(expected('extensionName'));
    expect(manifest.description).toBe(expected('extensionDescription'));
    expect(manifest.commands?.['shorten-current-tab']?.description).toBe(expected('commandShortenCurrentTab'));
    // The manifest type of the test's Chrome API leaves `action` untyped.
    const action = manifest.action as { default_title?: string } | undefined;
    expect(action?.default_title).toBe(expected('actionTitle'));
  });

  it('opens the popup in the language: lang, dir, title and its first words', async () => {
    const { page } = await extension.openExtensionPage('popup.html');
    try {
      await page.getByTestId('not-configured').getByText(expected('popupConnectPrompt')).waitFor();
      const root = await page.evaluate(() => [
        document.documentElement.lang,
        document.documentElement.dir,
        document.title,
      ]);
      expect(root).toEqual([expected('catalogLanguage'), expected('catalogDirection'), expected('actionTitle')]);
      expect(await page.getByRole('button', { name: expected('popupOpenSettings') }).count()).toBe(1);
    } finally {
      await page.close();
    }
  });

  it("labels the options page's sections in the language", async () => {
    const { page } = await extension.openExtensionPage('options.html?view=settings');
    try {
      const sections = page.getByRole('navigation', { name: expected('sectionsLabel') }).getByRole('button');
      await sections.first().waitFor();
      expect(await sections.allTextContents()).toEqual(
        ['sectionLinks', 'sectionSpaces', 'sectionBulk', 'sectionImport', 'sectionSettings'].map((key) =>
          expected(key),
        ),
      );
    } finally {
      await page.close();
    }
  });
});
