import { describe } from 'vitest';
import { STORAGE } from '../../../lib/storage/registry';
import { OptionsPage } from '../pages/options-page';
import { E2E_KEY, resetExtension, serverClient } from '../support/extension-state';
import { expect, test } from './support/fixtures';

describe('the options page in Firefox', () => {
  test('refuses an address with a space at the field; a new key that fails keeps the saved one', async ({
    firefox,
    server,
  }) => {
    await resetExtension(firefox, server, null);
    const options = await OptionsPage.open(firefox);
    await options.fillConnection('hello world', E2E_KEY);
    await options.saveButton.click();
    await expect
      .poll(() => options.page.locator('#server-url-error').textContent())
      .toBe('A server address has no spaces. Enter something like https://s.example.');
    expect((await firefox.readLocalStorage())[STORAGE.connection.key]).toBeUndefined();
    expect(server.requests()).toEqual([]);

    await options.fillConnection(server.url, E2E_KEY);
    await options.saveButton.click();
    await expect.poll(() => options.connectionResult.textContent()).toBe('✓ Connected — phpShort, classic API');
    const saved = (await firefox.readLocalStorage())[STORAGE.connection.key];

    await options.apiKey.fill('a-key-that-was-revoked');
    await options.saveButton.click();
    await expect
      .poll(() => options.connectionResult.textContent())
      .toContain('⚠ Not saved: the connection saved before is kept. Wrong API key');
    expect((await firefox.readLocalStorage())[STORAGE.connection.key]).toEqual(saved);
    expect(await options.connectionStateText.textContent()).toBe('Connected — phpShort, classic API');
    expect(options.log.problems).toEqual([]);
    await options.close();
  });

  test('counts a space name as the server does and refuses one too long at the field', async ({ firefox, server }) => {
    await resetExtension(firefox, server);
    const options = await OptionsPage.open(firefox, '?view=spaces');
    await options.page.getByTestId('spaces-empty').waitFor();
    const create = options.page.getByRole('form', { name: 'New space' });
    const family = '👨‍👩‍👧';
    await create.getByLabel('Name').fill(family.repeat(7));
    await expect
      .poll(() => options.page.locator('#new-space-name-error').textContent())
      .toBe('3 characters too many: space names are 32 characters at most.');
    await create.getByRole('button', { name: 'Create space' }).click();
    expect(await create.getByLabel('Name').inputValue()).toBe(family.repeat(7));
    expect(server.requests().filter((r) => r.method === 'POST')).toEqual([]);

    // 20 rockets and a family: 25 characters for the server, stored whole.
    await create.getByLabel('Name').fill(`${'🚀'.repeat(20)}${family}`);
    await expect.poll(() => options.page.locator('#new-space-name-hint').textContent()).toBe('7 of 32 characters left');
    await create.getByRole('button', { name: 'Create space' }).click();
    await expect.poll(() => options.page.getByTestId('spaces-notice').textContent()).toContain('Created space');
    expect((await serverClient(server).spaces.list({})).items.map((s) => s.name)).toEqual([
      `${'🚀'.repeat(20)}${family}`,
    ]);
    expect(options.log.problems).toEqual([]);
    await options.close();
  });
});
