import { describe } from 'vitest';
import { OptionsPage } from '../pages/options-page';
import { resetExtension, serverClient } from '../support/extension-state';
import { daysBefore, followLink, todayIn, USER_AGENTS } from '../support/link-visits';
import { expect, test as base } from './support/fixtures';

/** A link's statistics in Firefox (issue 24), whose Intl names countries and languages its own way. */
const test = base.extend('serverOptions', { scope: 'file' }, { dialect: 'current' as const });

describe('statistics of a link in Firefox', () => {
  test('opened from its row: the period’s total and a top list with names, counts and shares', async ({
    firefox,
    server,
  }) => {
    await resetExtension(firefox, server);
    await serverClient(server).links.create({ destination: 'https://shop.example/promo', alias: 'promo' });
    await followLink(server, 'promo', {
      userAgent: USER_AGENTS.firefoxOnLinux,
      referer: 'https://news.example/a',
      acceptLanguage: 'de',
      geo: 'DE; Berlin',
    });
    await followLink(server, 'promo', { userAgent: USER_AGENTS.safariOnIphone });
    server.seedClicks([{ alias: 'promo', at: `${daysBefore(todayIn('UTC'), 3)}T12:00:00Z`, country: 'DE' }]);

    const options = await OptionsPage.open(firefox, '?view=links');
    await options.waitForAliases(['promo']);
    await options.page.getByRole('button', { name: 'Statistics of promo' }).click();
    const total = options.page.getByTestId('stats-total');
    await expect.poll(() => total.textContent()).toBe('3 clicks in this period None in the period before');
    const countries = (cells: string) => options.page.locator(`[data-testid="stats-list-country"] tbody ${cells}`);
    await expect.poll(() => countries('th').allTextContents()).toEqual(['Germany', 'Unknown']);
    expect(await countries('td').allTextContents()).toEqual(['2', '66.7%', '1', '33.3%']);
    expect(options.log.problems).toEqual([]);
    await options.close();
  });
});
