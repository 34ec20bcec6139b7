import { describe } from 'vitest';
import { OptionsPage } from './pages/options-page';
import { PopupPage } from './pages/popup-page';
import { axeViolations, describeViolations, type ColorScheme } from './support/axe';
import { expect, resetExtension, serverClient, test } from './support/reference-server-fixtures';

/**
 * axe-core on the extension's pages, in light and dark. Issue 13 asks for 0 violations on every
 * state of the popup and of the options page; these are the first states (dialogs, errors,
 * progress and loading follow as their pages are extracted to the catalogs).
 */
const SCHEMES: readonly ColorScheme[] = ['light', 'dark'];

describe.each(SCHEMES)('accessibility (%s)', (colorScheme) => {
  const scan = async (page: Parameters<typeof axeViolations>[0]) =>
    describeViolations(await axeViolations(page, { colorScheme }));

  test('options page, settings section, not connected', async ({ extension, server }) => {
    await resetExtension(extension, server, null);
    const options = await OptionsPage.open(extension, '?view=settings');
    try {
      await options.serverUrl.waitFor();
      expect(await scan(options.page)).toEqual([]);
    } finally {
      await options.close();
    }
  });

  test('options page, connected: settings, links and spaces sections', async ({ extension, server }) => {
    await resetExtension(extension, server);
    const api = serverClient(server);
    await api.spaces.create({ name: 'Work', color: 3 });
    await api.links.create({ destination: 'https://example.com/a' });
    const options = await OptionsPage.open(extension, '?view=settings');
    try {
      await options.keySaved.waitFor();
      expect(await scan(options.page)).toEqual([]);
      await options.section('Links').click();
      await options.linkRows.first().waitFor();
      expect(await scan(options.page)).toEqual([]);
      await options.section('Spaces').click();
      await options.page.getByTestId('space-row').first().waitFor();
      expect(await scan(options.page)).toEqual([]);
    } finally {
      await options.close();
    }
  });

  test('popup: not connected', async ({ extension, targetSite, server }) => {
    await resetExtension(extension, server, null);
    const target = await extension.openPage(targetSite.articleUrl);
    const popup = await PopupPage.open(extension, await extension.findTabId(targetSite.articleUrl));
    try {
      await popup.openSettingsButton.waitFor();
      expect(await scan(popup.page)).toEqual([]);
    } finally {
      await popup.close();
      await target.close();
    }
  });

  test('popup: the form, then with more options open, then the result', async ({ extension, targetSite, server }) => {
    await resetExtension(extension, server);
    const target = await extension.openPage(targetSite.articleUrl);
    const popup = await PopupPage.open(extension, await extension.findTabId(targetSite.articleUrl));
    try {
      await expect.poll(() => popup.urlField.inputValue()).toBe(targetSite.articleUrl);
      expect(await scan(popup.page)).toEqual([]);
      await popup.page.getByText('More options').click();
      await popup.page.getByRole('combobox', { name: 'Targeting' }).waitFor();
      expect(await scan(popup.page)).toEqual([]);
      await popup.shortenButton.click();
      await popup.result.waitFor();
      expect(await scan(popup.page)).toEqual([]);
    } finally {
      await popup.close();
      await target.close();
    }
  });
});
