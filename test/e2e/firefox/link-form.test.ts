import { describe } from 'vitest';
import { PopupPage } from '../pages/popup-page';
import { createRequests, resetExtension, serverClient } from '../support/extension-state';
import type { FirefoxLocator } from './support/firefox-locator';
import { expect, test as base } from './support/fixtures';

/** The link form's essentials of issue 21 in Firefox, whose Intl names codes its own way, on a current server. */
const test = base.extend('serverOptions', { scope: 'file' }, { dialect: 'current' as const });

/** Every entry of a key select reads as a name (no bare code, no two alike); the empty prompt left out. */
async function readableOptions(select: FirefoxLocator) {
  const options = (await select.options()).filter((option) => option.value !== '');
  for (const { value, label } of options) expect(label.toLowerCase(), value).not.toBe(value.toLowerCase());
  expect(new Set(options.map((option) => option.label)).size).toBe(options.length);
  return options;
}

describe('link form in Firefox', () => {
  test('targeting offers the server’s own keys by name; the chosen name sends the server’s key', async ({
    firefox,
    targetSite,
    server,
  }) => {
    await resetExtension(firefox, server);
    const target = await firefox.openPage(targetSite.articleUrl);
    const popup = await PopupPage.open(firefox, await firefox.findTabId(targetSite.articleUrl));
    const page = popup.page;
    await expect.poll(() => popup.urlField.inputValue()).toBe(targetSite.articleUrl);
    await popup.aliasField.waitFor();
    await page.locator('summary', { hasText: 'More options' }).click();
    const kinds = page.getByRole('combobox', { name: 'Targeting' });

    await kinds.selectOption('country');
    const countries = await readableOptions(page.getByRole('combobox', { name: 'Country 1' }));
    expect(countries).toHaveLength(263);
    for (const refused of ['SS', 'CW', 'SX']) expect(countries.map((c) => c.value)).not.toContain(refused);

    await kinds.selectOption('language');
    const language = page.getByRole('combobox', { name: 'Language 1' });
    const languages = await readableOptions(language);
    expect(languages).toHaveLength(186);
    expect(languages.map((l) => l.value)).not.toContain('ae');

    await kinds.selectOption('browser');
    const browser = page.getByRole('combobox', { name: 'Browser 1' });
    const browsers = (await browser.options()).filter((option) => option.value !== '');
    expect(browsers).toHaveLength(20);
    expect(browsers.find((option) => option.label === 'Maxthon')?.value).toBe('Maxtho');
    await browser.selectOption('Maxtho');
    await page.getByRole('textbox', { name: 'Destination 1' }).fill('https://example.com/one');
    await popup.aliasField.fill('ff-lists');
    await popup.shortenButton.click();
    await popup.result.waitFor();
    const made = (await serverClient(server).links.list({ search: 'ff-lists', searchIn: 'alias' })).items[0];
    expect(made?.targeting).toEqual({
      kind: 'browser',
      rules: [{ browser: 'Maxtho', destination: 'https://example.com/one' }],
    });
    expect(popup.log.problems).toEqual([]);
    await popup.close();
    await target.close();
  });

  test('an end alone that has passed: one message, at End, and nothing sent', async ({
    firefox,
    targetSite,
    server,
  }) => {
    await resetExtension(firefox, server);
    const target = await firefox.openPage(targetSite.articleUrl);
    const popup = await PopupPage.open(firefox, await firefox.findTabId(targetSite.articleUrl));
    const page = popup.page;
    await expect.poll(() => popup.urlField.inputValue()).toBe(targetSite.articleUrl);
    await popup.aliasField.waitFor();
    await popup.expirySummary.click();
    const yesterday = new Date(Date.now() - 86_400_000);
    const two = (n: number) => String(n).padStart(2, '0');
    const end = page.getByLabel('End date');
    await end.fill(`${String(yesterday.getFullYear())}-${two(yesterday.getMonth() + 1)}-${two(yesterday.getDate())}`);
    await popup.shortenButton.click();

    await expect.poll(() => popup.fieldMessage(end)).toContain('This end has passed.');
    expect(await page.locator('.lf-expiry .form-error').count()).toBe(1);
    expect(createRequests(server)).toEqual([]);
    expect(popup.log.problems).toEqual([]);
    await popup.close();
    await target.close();
  });
});
