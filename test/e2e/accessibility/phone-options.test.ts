import { describe } from 'vitest';
import type { Page } from 'playwright-core';
import { OptionsPage } from '../pages/options-page';
import { asPhone, dialogProblems, phoneLayoutProblems } from '../support/phone';
import type { ReferenceServer } from '../../server/types';
import type { ExtensionSession } from '../support/extension-session';
import { expect, resetExtension, serverClient, test } from '../support/reference-server-fixtures';
import { accessibilityProblems } from './scan';

/**
 * The options page on a phone (Firefox for Android opens it as a tab of the screen's width): at
 * 360 × 640 with a touch screen, each section without sideways scrolling of the page, its controls
 * reached with Tab and tall enough to tap, the dialogs inside the screen, and axe in light and dark.
 */
async function problems(page: Page, state: string): Promise<string[]> {
  return [...(await phoneLayoutProblems(page, state)), ...(await accessibilityProblems(page, state))];
}

const ALIASES = ['a-much-longer-alias-for-a-campaign', 'two', 'one'];

/** The extension connected to `server`, which holds three links with long addresses in a space with a long name. */
async function seedLinks(extension: ExtensionSession, server: ReferenceServer): Promise<void> {
  await resetExtension(extension, server);
  const api = serverClient(server);
  const space = await api.spaces.create({ name: 'Customer success — EMEA partners', color: 3 });
  for (const alias of [...ALIASES].reverse()) {
    await api.links.create({
      destination: `https://www.example.com/blog/${alias}/with/a/long/path?utm_source=newsletter`,
      alias,
      spaceId: space.id,
    });
  }
}

describe('the options page on a phone', () => {
  test('links as cards, with and without their last 30 days', async ({ extension, currentServer }) => {
    await seedLinks(extension, currentServer);
    const options = await OptionsPage.open(extension, '?view=links');
    try {
      await asPhone(options.page);
      await options.waitForAliases(ALIASES);
      expect.soft(await problems(options.page, 'links')).toEqual([]);

      await options.page.getByRole('checkbox', { name: 'Show the last 30 days' }).check();
      // A row's last 30 days are asked for once it comes on screen: on a phone, after some scrolling.
      const trends = options.page.getByTestId('link-trend');
      for (const [row] of ALIASES.entries()) await trends.nth(row).scrollIntoViewIfNeeded();
      await expect.poll(() => trends.getByRole('img').count()).toBe(ALIASES.length);
      expect.soft(await problems(options.page, 'links with their last 30 days')).toEqual([]);
    } finally {
      await options.close();
    }
  });

  test('editing and deleting a link in dialogs, and its statistics', async ({ extension, currentServer }) => {
    await seedLinks(extension, currentServer);
    const options = await OptionsPage.open(extension, '?view=links');
    try {
      await asPhone(options.page);
      await options.waitForAliases(ALIASES);
      await options.page.getByRole('button', { name: 'Edit two', exact: true }).click();
      const edit = options.dialog('Edit two');
      await edit.waitFor();
      await edit.getByText('More options').click();
      await edit.getByRole('combobox', { name: 'Targeting' }).waitFor();
      expect.soft(await dialogProblems(options.page, 'edit link')).toEqual([]);
      expect.soft(await accessibilityProblems(options.page, 'edit link')).toEqual([]);
      await edit.getByRole('button', { name: 'Cancel' }).click();
      await edit.waitFor({ state: 'detached' });

      await options.page.getByRole('button', { name: 'Delete one', exact: true }).click();
      const confirm = options.dialog('Delete one?');
      await confirm.waitFor();
      expect.soft(await dialogProblems(options.page, 'delete link')).toEqual([]);
      expect.soft(await accessibilityProblems(options.page, 'delete link')).toEqual([]);
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'detached' });

      await options.page.getByRole('button', { name: 'Statistics of two', exact: true }).click();
      await options.page.getByTestId('stats-total').waitFor();
      expect.soft(await problems(options.page, 'statistics')).toEqual([]);
    } finally {
      await options.close();
    }
  });

  test('spaces, Shorten many’s review, and the settings', async ({ extension, currentServer }) => {
    await resetExtension(extension, currentServer);
    const api = serverClient(currentServer);
    await api.spaces.create({ name: 'Marketing', color: 2 });
    await api.spaces.create({ name: 'Customer success — EMEA partners', color: 3 });
    const options = await OptionsPage.open(extension, '?view=spaces');
    try {
      await asPhone(options.page);
      await expect.poll(() => options.page.getByTestId('space-row').count()).toBe(2);
      expect.soft(await problems(options.page, 'spaces')).toEqual([]);

      await options.page.getByRole('button', { name: 'Delete space Marketing' }).click();
      const confirm = options.dialog(/^Delete space Marketing/);
      await confirm.getByTestId('space-link-count').getByText(/\S/).waitFor();
      expect.soft(await dialogProblems(options.page, 'delete space')).toEqual([]);
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'detached' });

      await options.page
        .getByRole('navigation', { name: 'Sections' })
        .getByRole('button', { name: 'Shorten many' })
        .click();
      await options.page
        .getByLabel('Addresses to shorten')
        .fill(
          [
            'https://www.example.com/blog/spring-sale?utm_source=newsletter&fbclid=IwAR0',
            'https://www.example.com/docs/getting-started/a-rather-long-path/that-goes/on-and-on',
            'see website',
          ].join('\n'),
        );
      await options.page.getByRole('button', { name: 'Review the list' }).click();
      await options.page.getByTestId('bulk-review').waitFor();
      expect.soft(await problems(options.page, 'Shorten many, review')).toEqual([]);

      await options.section('Settings').click();
      await options.keySaved.waitFor();
      await options.page.getByRole('radio', { name: 'Your account’s default (Public)' }).waitFor();
      expect.soft(await problems(options.page, 'settings')).toEqual([]);
    } finally {
      await options.close();
    }
  });
});
