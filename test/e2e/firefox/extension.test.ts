import { describe } from 'vitest';
import { STORAGE } from '../../../lib/storage/registry';
import { getMessageIn } from '../../tools/i18n/browser-get-message';
import { DEFAULT_LOCALE, readCatalogs } from '../../tools/i18n/catalogs';
import { OptionsPage } from '../pages/options-page';
import { E2E_KEY, resetExtension } from '../support/extension-state';
import type { ExtensionGlobal } from './support/extension-global';
import { expect, test } from './support/fixtures';

describe('the built extension in Firefox', () => {
  test('is installed as the MV2 build, with the loopback origin granted', async ({ firefox }) => {
    expect(await firefox.addon()).toMatchObject({
      name: 'Link Shortener for phpShort',
      type: 'extension',
      isActive: true,
      temporarilyInstalled: true,
    });
    const { id, manifest, granted } = await firefox.inExtension(async () => {
      const { browser } = globalThis as ExtensionGlobal;
      return {
        id: browser.runtime.id,
        manifest: browser.runtime.getManifest(),
        granted: await browser.permissions.getAll(),
      };
    });
    expect(id).toBe(firefox.extensionId);
    expect(manifest.manifest_version).toBe(2);
    // A background page (Firefox resolves its script's URL), not an MV3 service worker.
    expect(manifest.background).toMatchObject({ scripts: [firefox.url('background.js')], service_worker: null });
    const browserAction = manifest.browser_action as { default_popup?: string } | undefined;
    expect(browserAction?.default_popup).toBe(firefox.url('popup.html'));
    expect(granted.origins).toEqual(['http://127.0.0.1/*']);
  });

  test('answers every message as the unit tests expect', async ({ firefox }) => {
    // Firefox here has only its English UI: the other languages are checked in Chromium
    // (test/e2e/i18n.test.ts); this checks how Firefox reads the package's catalogs.
    const english = readCatalogs().get(DEFAULT_LOCALE) ?? {};
    const keys = Object.keys(english);
    const substitutions = ['3', 'Work'];
    const answers = await firefox.inExtension(
      (input) => {
        const { names, values } = JSON.parse(input) as { names: string[]; values: string[] };
        // Untyped: WXT types getMessage for the English keys only.
        const { i18n } = (globalThis as ExtensionGlobal).browser as unknown as {
          i18n: { getMessage(name: string, substitutions: string[]): string };
        };
        return names.map((name) => i18n.getMessage(name, values));
      },
      JSON.stringify({ names: keys, values: substitutions }),
    );
    const expected = getMessageIn('en-US');
    expect(Object.fromEntries(keys.map((key, index) => [key, answers[index]]))).toEqual(
      Object.fromEntries(keys.map((key) => [key, expected(key, substitutions)])),
    );
  });

  test('saves a connection typed into the options page, tests it and says "Connected"', async ({ firefox, server }) => {
    await resetExtension(firefox, server, null);
    const options = await OptionsPage.open(firefox);
    await options.fillConnection(server.url, E2E_KEY);
    await options.saveButton.click();

    await expect.poll(() => options.connectionResult.textContent()).toBe('✓ Connected — phpShort, classic API');
    expect((await firefox.readLocalStorage())[STORAGE.connection.key]).toEqual({
      serverUrl: server.url,
      apiKey: E2E_KEY,
      allowInsecureHttp: false,
      dialect: 'automatic',
    });
    // Asked which API the server speaks (a classic server has no account route), then one small list.
    expect(server.requests().slice(0, 2)).toMatchObject([
      { method: 'GET', path: '/api/v1/account', headers: { authorization: 'Bearer ***' } },
      { method: 'GET', path: '/api/v1/spaces', headers: { authorization: 'Bearer ***' } },
    ]);
    expect(await options.apiKey.inputValue()).toBe('');
    await expect.poll(() => options.connectionStateText.textContent()).toBe('Connected — phpShort, classic API');
    expect(options.log.problems).toEqual([]);
    await options.close();
  });
});
