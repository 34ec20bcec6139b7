import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceServer } from '../server/types';
import { getMessageIn } from '../tools/i18n/browser-get-message';
import { OptionsPage } from './pages/options-page';
import type { ExtensionSession } from './support/extension-session';
import { connectExtension, serverClient, startE2EServer } from './support/extension-state';
import { launchExtension } from './support/launch-extension';
import { E2E_EXTENSION_DIR } from './support/paths';

/**
 * The link and space managers in Chromium set to another language: headings, badges, dates,
 * counted sentences (Arabic has a dual: "رابطان") and dialogs in that language, the way the
 * browser's own `Intl` writes numbers and dates for it. The English flows are options-links and
 * options-spaces; this checks the words and forms, not the flows again.
 */
describe.each(['ar', 'de'] as const)('the link and space managers in a %s browser', (language) => {
  const expected = getMessageIn(language);
  let extension: ExtensionSession;
  let server: ReferenceServer;

  beforeAll(async () => {
    server = await startE2EServer();
    extension = await launchExtension({ extensionDir: E2E_EXTENSION_DIR, language });
  });
  afterAll(async () => {
    await extension.close();
    await server.close();
  });

  it('lists, counts and deletes links in the language', async () => {
    server.reset();
    const client = serverClient(server);
    const work = await client.spaces.create({ name: 'Work', color: 2 });
    const links = [
      await client.links.create({ destination: 'https://shop.example/1', alias: 'one', spaceId: work.id }),
      await client.links.create({ destination: 'https://shop.example/2', alias: 'two' }),
      await client.links.create({ destination: 'https://shop.example/3', alias: 'three' }),
    ];
    await connectExtension(extension, server);
    const options = await OptionsPage.open(extension, '?view=links');
    const { page } = options;
    try {
      await options.waitForAliases(['three', 'two', 'one']);
      // What this browser's Intl makes of a number, a date and a count, for the page's language.
      const intl = await page.evaluate(
        ([lang, created]) => ({
          two: new Intl.NumberFormat(lang).format(2),
          twoForm: new Intl.PluralRules(lang).select(2),
          created: new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(new Date(created)),
        }),
        [language, links[0]?.createdAt ?? ''] as const,
      );

      const headings = await page.locator('.link-table thead th').allTextContents();
      expect(headings.slice(1)).toEqual(
        [
          'linkTableShortLink',
          'linkTableTitleAndDestination',
          'linkTableSpace',
          'linkTableClicks',
          'linkTableState',
          'linkTableCreated',
          'linkTableActions',
        ].map((key) => expected(key)),
      );
      const first = options.linkRows.last();
      expect(await first.getByTestId('link-state').textContent()).toBe(expected('linkStateActive'));
      expect(await first.locator('.col-created').textContent()).toBe(intl.created);
      expect(await page.getByLabel(expected('filterSearch'), { exact: true }).getAttribute('placeholder')).toBe(
        expected('filterSearchPlaceholder'),
      );

      // Two rows ticked: Arabic's dual, German's plural.
      for (const alias of ['two', 'three']) {
        await page.getByRole('checkbox', { name: expected('linkSelectLabel', [alias]) }).check();
      }
      expect(await page.locator('.bulk-bar span').textContent()).toBe(
        expected(`bulkSelected_${intl.twoForm}`, [intl.two]),
      );
      await page.getByRole('button', { name: expected('bulkDelete') }).click();
      const dialog = options.dialog(expected(`linkDeleteTitle_${intl.twoForm}`, [intl.two]));
      expect(await dialog.textContent()).toContain(expected('linkDeleteManyWarning'));
      await dialog.getByRole('button', { name: expected('linkDeleteConfirm'), exact: true }).click();
      await expect
        .poll(() => options.linksNotice.textContent())
        .toBe(expected(`linksDeleted_${intl.twoForm}`, [intl.two]));
    } finally {
      await options.close();
    }
  });

  it('deletes a space after saying, in the language, that its link goes with it', async () => {
    server.reset();
    const client = serverClient(server);
    const work = await client.spaces.create({ name: 'Work', color: 2 });
    await client.links.create({ destination: 'https://shop.example/1', alias: 'one', spaceId: work.id });
    await connectExtension(extension, server);
    const options = await OptionsPage.open(extension, '?view=spaces');
    const { page } = options;
    try {
      const one = await page.evaluate((lang) => new Intl.NumberFormat(lang).format(1), language);
      // The page draws the space manager once the background answered: wait for it, then count.
      await expect.poll(() => page.getByRole('heading', { name: expected('spaceCreateHeading') }).count()).toBe(1);
      await page.getByRole('button', { name: expected('spaceDeleteLabel', ['Work']) }).click();
      // Placeholders go by the alphabetical order of their names: count, then name.
      const dialog = options.dialog(expected('deleteSpaceTitle_one', [one, 'Work']));
      await expect
        .poll(() => dialog.getByTestId('space-link-count').textContent())
        .toBe(expected('spaceDeleteLinksWarning_one', [one]));
      await dialog.getByRole('button', { name: expected('spaceDeleteConfirm'), exact: true }).click();
      await expect.poll(() => page.getByTestId('spaces-notice').textContent()).toBe(expected('spaceDeleted', ['Work']));
    } finally {
      await options.close();
    }
  });
});
