import { describe } from 'vitest';
import { OptionsPage } from '../pages/options-page';
import { PopupPage } from '../pages/popup-page';
import { ageServerKnowledge } from '../support/age-server-knowledge';
import { createRequests, resetExtension, serverClient, startE2EServer } from '../support/extension-state';
import { expect, test } from './support/fixtures';

/** Past the 15 seconds lists and the account are trusted for (entrypoints/background/lists/list-freshness.ts). */
const OLDER_THAN_FRESH = 16_000;

/**
 * Issue 21, points 2 and 8 in Firefox: a current server's account defaults reach Settings and the
 * popup's link, and a space made in phpShort's dashboard shows once the stored list is old.
 */
describe('account defaults and fresh lists in Firefox', () => {
  test("the account's defaults are named in Settings and preselected in the popup; an old list shows a new space", async ({
    firefox,
    targetSite,
  }) => {
    const server = await startE2EServer({ dialect: 'current' });
    try {
      await resetExtension(firefox, server);
      const dashboard = serverClient(server);
      const team = await dashboard.spaces.create({ name: 'Team', color: 4 });
      server.setAccountDefaults(0, { default_space: team.id, default_stats: 1 });
      await ageServerKnowledge(firefox, OLDER_THAN_FRESH);

      const options = await OptionsPage.open(firefox, '?view=settings');
      await options.page.getByRole('radio', { name: 'Your account’s default (Private)' }).waitFor();
      await options.page
        .locator('.form-hint', { hasText: `Team — your account’s default on ${new URL(server.url).host}` })
        .waitFor();
      // The spaces list has come too (stored with its time, which the next step moves back).
      await expect.poll(() => options.page.locator('option').allTextContents()).toContain('Team');
      expect(options.log.problems).toEqual([]);
      await options.close();

      // Made in the dashboard after the extension listed the spaces: shown once the list is old.
      await dashboard.spaces.create({ name: 'Fresh', color: 2 });
      await ageServerKnowledge(firefox, OLDER_THAN_FRESH);
      const target = await firefox.openPage(targetSite.articleUrl);
      const popup = await PopupPage.open(firefox, await firefox.findTabId(targetSite.articleUrl));
      const space = popup.page.getByRole('combobox', { name: 'Space' });
      await expect.poll(() => popup.page.locator('option').allTextContents()).toContain('Fresh');
      expect(await space.inputValue()).toBe(String(team.id));
      expect(await popup.page.getByRole('combobox', { name: 'Privacy' }).inputValue()).toBe('private');
      await popup.aliasField.waitFor();
      await popup.shortenButton.click();
      await popup.result.waitFor();
      expect(createRequests(server).map((request) => request.form)).toEqual([
        expect.objectContaining({ space_id: String(team.id), privacy: '1' }),
      ]);
      expect(popup.log.problems).toEqual([]);
      await popup.close();
      await target.close();
    } finally {
      await server.close();
    }
  });
});
