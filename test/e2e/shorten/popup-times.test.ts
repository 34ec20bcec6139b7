import { describe } from 'vitest';
import type { ReferenceServer } from '../../server/types';
import { PopupPage } from '../pages/popup-page';
import type { ExtensionSession } from '../support/extension-session';
import type { TargetSite } from '../support/target-site';
import {
  createRequests,
  E2E_KEY,
  expect,
  resetExtension,
  testWithServerOptions,
} from '../support/reference-server-fixtures';

/**
 * The expiry window's times in the popup on a current server (issue 21, point 7), in a browser
 * whose zone has summer time: Berlin, UTC+1 in winter and UTC+2 in summer.
 */
const test = testWithServerOptions({ dialect: 'current', rateLimitPerMinute: 60 }).extend(
  'timeZone',
  { scope: 'file' },
  'Europe/Berlin',
);

const year = new Date().getFullYear() + 1;

/** A day in Berlin, `days` from today, as a date field takes it (YYYY-MM-DD). */
function berlinDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(Date.now() + days * 86_400_000);
}

/** The link's record as the server answers it (raw: its instants in UTC, as stored). */
async function storedRecord(server: ReferenceServer, alias: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${server.url}/api/v1/links?search=${alias}&search_by=alias`, {
    headers: { Authorization: `Bearer ${E2E_KEY}`, Accept: 'application/json' },
  });
  const body = (await res.json()) as { data: Record<string, unknown>[] };
  const record = body.data.find((link) => link.alias === alias);
  if (!record) throw new Error(`no link ${alias}`);
  return record;
}

async function openPopup(extension: ExtensionSession, server: ReferenceServer, targetSite: TargetSite) {
  await resetExtension(extension, server);
  await extension.openPage(targetSite.articleUrl);
  const popup = await PopupPage.open(extension, await extension.findTabId(targetSite.articleUrl));
  await expect.poll(() => popup.urlField.inputValue()).toBe(targetSite.articleUrl);
  await popup.expirySummary.click();
  return popup;
}

describe('popup: the expiry window’s times', () => {
  test('an end date alone lasts through that day, and the line says the exact time', async ({
    extension,
    targetSite,
    server,
  }) => {
    const popup = await openPopup(extension, server, targetSite);
    const page = popup.page;
    await page.getByLabel('End date').fill(`${String(year)}-01-15`);
    await expect
      .poll(async () => (await popup.expirySummary.textContent())?.replace(/\s/g, ' '))
      .toMatch(new RegExp(`Until Jan 15, ${String(year)}, 11:59 PM \\(GMT\\+1\\)`));
    await page.getByRole('textbox', { name: 'Alias' }).fill('through-the-day');
    await popup.shortenButton.click();
    await popup.result.waitFor();

    // 23:59 in Berlin's winter is 22:59 UTC: the last minute of Jan 15 where the user is.
    expect((await storedRecord(server, 'through-the-day')).active_period_end_at).toBe(
      `${String(year)}-01-15T22:59:00.000000Z`,
    );
    expect(popup.log.problems).toEqual([]);
    await popup.close();
  });

  test('an end alone that has passed: one message, at End, and nothing sent', async ({
    extension,
    targetSite,
    server,
  }) => {
    const popup = await openPopup(extension, server, targetSite);
    const page = popup.page;
    const end = page.getByLabel('End date');
    await end.fill(berlinDay(-1));
    server.clearRequests();
    await popup.shortenButton.click();

    await expect.poll(() => popup.fieldMessage(end)).toContain('This end has passed.');
    expect(await page.locator('.lf-expiry .form-error').count()).toBe(1);
    expect(await popup.fieldMessage(page.getByLabel('Start date'))).not.toMatch(/passed|before|required/i);
    expect(createRequests(server)).toEqual([]);
    // Nothing typed is lost: a later end goes through.
    await end.fill(berlinDay(2));
    await popup.shortenButton.click();
    await popup.result.waitFor();
    expect(createRequests(server)).toHaveLength(1);
    await popup.close();
  });

  test('the zone is named as it is on the window’s days: summer time in June', async ({
    extension,
    targetSite,
    server,
  }) => {
    const popup = await openPopup(extension, server, targetSite);
    const page = popup.page;
    const zone = page.getByTestId('expiry-zone');
    await page.getByLabel('End date').fill(`${String(year)}-06-30`);
    await expect.poll(() => zone.textContent()).toBe('Times are in Central European Summer Time.');
    await page.getByLabel('End date').fill(`${String(year)}-01-30`);
    await expect.poll(() => zone.textContent()).toBe('Times are in Central European Standard Time.');
    // A window across the change names both.
    await page.getByLabel('Start date').fill(`${String(year)}-03-01`);
    await page.getByLabel('End date').fill(`${String(year)}-04-30`);
    await expect
      .poll(() => zone.textContent())
      .toBe('Times are in Central European Standard Time at the start and Central European Summer Time at the end.');
    await popup.close();
  });
});
