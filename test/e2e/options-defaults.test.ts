import { describe } from 'vitest';
import { migrateSettings, settingsSchema } from '../../entrypoints/background/settings';
import { STORAGE } from '../../lib/storage/registry';
import { OptionsPage } from './pages/options-page';
import { connectExtension, expect, serverClient, test } from './support/reference-server-fixtures';

/**
 * The popup (branch `shorten`) preselects space and privacy from `settings.linkDefaults`. Its form
 * is not on this branch, so this checks the contract between them: what the options page stores
 * is the current settings shape, read back unchanged by the same loader the popup uses.
 */
describe('options page: defaults', () => {
  test('saves each choice at once, in the settings shape the popup reads, and shows it after a reload', async ({
    extension,
    server,
  }) => {
    server.reset();
    const client = serverClient(server);
    const work = await client.spaces.create({ name: 'Work', color: 3 });
    await client.links.create({ destination: 'https://example.com/', domainId: 2 });
    await connectExtension(extension, server);
    // Listing the links once teaches the extension the server's domains.
    const links = await OptionsPage.open(extension, '?view=links');
    await links.linkRows.first().waitFor();
    await links.close();

    const options = await OptionsPage.open(extension, '?view=settings');
    const saved = options.page.getByTestId('settings-saved');
    await options.page.getByLabel('Default space').selectOption({ label: 'Work' });
    await expect.poll(() => saved.textContent()).toBe('✓ Saved');
    await options.page.getByLabel('Default domain').selectOption({ label: 'links.example' });
    await options.page.getByRole('radio', { name: 'Private' }).check();
    await options.page.getByLabel('Copy the short link to the clipboard automatically').uncheck();
    await options.page.getByLabel('Show a notification', { exact: false }).uncheck();
    await options.page.getByLabel('Shorten this link (right-click on a link)').uncheck();

    const expected = {
      version: 2,
      linkDefaults: { spaceId: work.id, domainId: 2, privacy: 'private' },
      autoCopy: false,
      notifications: false,
      contextMenu: { page: true, link: false, selection: true },
    };
    await expect.poll(async () => (await extension.readLocalStorage())[STORAGE.settings.key]).toEqual(expected);
    const stored = (await extension.readLocalStorage())[STORAGE.settings.key];
    expect(settingsSchema.safeParse(stored).success).toBe(true);
    expect(migrateSettings(stored)).toEqual(expected);

    await options.page.reload();
    await expect.poll(() => options.page.getByLabel('Default space').inputValue()).toBe(String(work.id));
    expect(await options.page.getByRole('radio', { name: 'Private' }).isChecked()).toBe(true);
    expect(await options.page.getByLabel('Copy the short link to the clipboard automatically').isChecked()).toBe(false);
    expect(options.log.problems).toEqual([]);
    await options.close();
  });
});
