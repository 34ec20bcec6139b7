import { describe } from 'vitest';
import type { Targeting } from '../../../lib/api/model/link';
import { ApiError } from '../../../lib/api/errors';
import type { ApiClient } from '../../../lib/api/client';
import { PopupPage } from '../pages/popup-page';
import { DIALECTS, expect, resetExtension, serverClient, serverOf, test } from '../support/reference-server-fixtures';
import type { Page } from 'playwright-core';

interface Offered {
  value: string;
  label: string;
}

/** What a row's key select offers, its empty prompt left out. */
async function offered(page: Page, name: string): Promise<Offered[]> {
  const select = page.getByRole('combobox', { name, exact: true });
  const options = await select.evaluate((element) =>
    [...(element as HTMLSelectElement).options].map((option) => ({ value: option.value, label: option.text })),
  );
  return options.filter((option) => option.value !== '');
}

/** The kind's rows keyed by `keys`, each to its own destination (the server takes at most 100 a link). */
function targetingOf(kind: 'country' | 'language' | 'browser', keys: readonly string[]): Targeting {
  const rules = keys.map((key, i) => ({ [kind]: key, destination: `https://t.example/${String(i)}` }));
  return { kind, rules } as Targeting;
}

/** Creates links at the server holding every key, 100 rows at a time; the server's refusal fails the test. */
async function createWithEvery(api: ApiClient, kind: 'country' | 'language' | 'browser', keys: readonly string[]) {
  for (let from = 0; from < keys.length; from += 100) {
    const batch = keys.slice(from, from + 100);
    const link = await api.links.create({ destination: 'https://every.example/', targeting: targetingOf(kind, batch) });
    const stored = await api.links.get(link.id);
    expect(stored.targeting).toMatchObject({ kind, rules: batch.map((key) => ({ [kind]: key })) });
  }
}

/** The model paths of the server's 422 for a link keyed by `key` alone. */
async function refusal(api: ApiClient, kind: 'country' | 'language' | 'browser', key: string): Promise<string[]> {
  try {
    await api.links.create({ destination: 'https://refused.example/', targeting: targetingOf(kind, [key]) });
    return [];
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return Object.keys(error.fields);
  }
}

/** Every entry reads as a name: none is a bare code, no two read alike. */
function expectReadable(choices: Offered[]) {
  for (const { value, label } of choices) expect(label.toLowerCase(), value).not.toBe(value.toLowerCase());
  const labels = choices.map((choice) => choice.label);
  expect(new Set(labels).size).toBe(labels.length);
}

/**
 * Targeting offers exactly the keys the server takes (issue 21, point 4): phpShort 49's lists on
 * a current server, 2.4.0's on a classic one, each by a readable name; every offered key is
 * accepted by the reference server and the ones it refuses are not offered.
 */
describe.each(DIALECTS)('targeting lists on a %s server', (dialect) => {
  const current = dialect === 'current';

  test('offers the server’s own keys by name, and the server accepts each of them', async ({
    extension,
    targetSite,
    server: classicServer,
    currentServer,
  }) => {
    const server = serverOf(dialect, { server: classicServer, currentServer });
    await resetExtension(extension, server);
    await extension.openPage(targetSite.articleUrl);
    const popup = await PopupPage.open(extension, await extension.findTabId(targetSite.articleUrl));
    const page = popup.page;
    await expect.poll(() => popup.urlField.inputValue()).toBe(targetSite.articleUrl);
    await page.getByText('More options').click();
    const kinds = page.getByRole('combobox', { name: 'Targeting' });

    await kinds.selectOption('country');
    const countries = await offered(page, 'Country 1');
    expect(countries).toHaveLength(current ? 263 : 264);
    const countryCodes = countries.map((choice) => choice.value);
    for (const refused of ['SS', 'CW', 'SX', 'XK']) expect(countryCodes).not.toContain(refused);
    expect(countryCodes.includes('DD')).toBe(!current);
    expectReadable(countries);
    expect(countries.find((choice) => choice.value === 'SU')?.label).toBe('Union of Soviet Socialist Republics');

    await kinds.selectOption('language');
    const languages = await offered(page, 'Language 1');
    expect(languages).toHaveLength(current ? 186 : 184);
    const languageCodes = languages.map((choice) => choice.value);
    expect(languageCodes.includes('ae')).toBe(!current);
    expect(languageCodes.includes('cn')).toBe(current);
    expectReadable(languages);
    // Chromium names these by their successor ("Akan", "Romanian") or not at all: the server's names.
    expect(languages.find((choice) => choice.value === 'tw')?.label).toBe('Twi');
    expect(languages.find((choice) => choice.value === 'ab')?.label).toBe('Abkhazian');

    const api = serverClient(server);
    await createWithEvery(api, 'country', countryCodes);
    await createWithEvery(api, 'language', languageCodes);
    if (current) {
      for (const refused of ['SS', 'CW', 'SX']) expect(await refusal(api, 'country', refused)).toHaveLength(1);
      expect(await refusal(api, 'language', 'ae')).toHaveLength(1);
      expect(await refusal(api, 'browser', 'Maxthon')).toHaveLength(1);
    } else {
      for (const refused of ['SS', 'CW', 'SX']) expect(await refusal(api, 'country', refused)).toHaveLength(1);
      expect(await refusal(api, 'language', 'cn')).toHaveLength(1);
    }

    if (current) {
      await kinds.selectOption('browser');
      const browsers = await offered(page, 'Browser 1');
      expect(browsers).toHaveLength(20);
      expect(new Set(browsers.map((choice) => choice.label)).size).toBe(20);
      expect(browsers.find((choice) => choice.label === 'Maxthon')?.value).toBe('Maxtho');
      await createWithEvery(
        api,
        'browser',
        browsers.map((choice) => choice.value),
      );
      // Through the form itself: the readable name sends the server's spelling.
      await page.getByRole('combobox', { name: 'Browser 1' }).selectOption({ label: 'Maxthon' });
    } else {
      await page.getByRole('combobox', { name: 'Language 1' }).selectOption({ label: 'Avestan' });
    }
    await page.getByRole('textbox', { name: 'Destination 1' }).fill('https://example.com/one');
    await page.getByRole('textbox', { name: 'Alias' }).fill(`lists-${dialect}`);
    await popup.shortenButton.click();
    await popup.result.waitFor();
    const made = (await api.links.list({ search: `lists-${dialect}`, searchIn: 'alias' })).items[0];
    if (!made) throw new Error('the link was not created');
    expect((await api.links.get(made.id)).targeting).toEqual(
      current
        ? { kind: 'browser', rules: [{ browser: 'Maxtho', destination: 'https://example.com/one' }] }
        : { kind: 'language', rules: [{ language: 'ae', destination: 'https://example.com/one' }] },
    );
    expect(popup.log.problems).toEqual([]);
    await popup.close();
  });
});
