import { OptionsPage } from './pages/options-page';
import { PopupPage } from './pages/popup-page';
import { expect, resetExtension, serverClient, test } from './support/reference-server-fixtures';

/**
 * What the extension costs phpShort's rate limit (60 requests a minute per client address, shared
 * with everyone behind it): lists the popup and the options page show are not fetched on every
 * opening, and a bulk delete larger than the limit finishes by waiting, not by failing.
 */

const PHPSHORT_LIMIT = 60;
const BULK = 100;

test('five popup openings ask for the spaces once, and for the domains and pixels once', async ({
  extension,
  targetSite,
  currentServer: server,
}) => {
  await resetExtension(extension, server);
  const target = await extension.openPage(targetSite.articleUrl);
  const tabId = await extension.findTabId(targetSite.articleUrl);
  for (let opening = 0; opening < 5; opening++) {
    const popup = await PopupPage.open(extension, tabId);
    await popup.page.getByRole('combobox', { name: 'Space' }).waitFor();
    await popup.page.getByText('More options').click();
    await popup.page.getByRole('combobox', { name: 'Domain' }).waitFor();
    // Let whatever the opening asks for reach the server before counting.
    await popup.page.waitForLoadState('networkidle');
    await popup.page.waitForTimeout(150);
    expect(popup.log.problems).toEqual([]);
    await popup.close();
  }
  const gets = (path: string) => server.requests().filter((r) => r.method === 'GET' && r.path === path);
  expect(gets('/api/v1/spaces')).toHaveLength(1);
  expect(gets('/api/v1/domains')).toHaveLength(1);
  expect(gets('/api/v1/pixels')).toHaveLength(1);

  // The options page shows the same lists: still fresh, not asked again.
  const options = await OptionsPage.open(extension, '?view=links');
  await options.page.getByTestId('links-empty').waitFor();
  await options.page.waitForTimeout(300);
  expect(gets('/api/v1/spaces')).toHaveLength(1);
  expect(gets('/api/v1/domains')).toHaveLength(1);
  await options.close();
  await target.close();
});

test(
  `deletes ${BULK} selected links against phpShort's ${PHPSHORT_LIMIT} a minute: progress, the wait, no error, nothing left`,
  { timeout: 180_000 },
  async ({ extension, server }) => {
    await resetExtension(extension, server);
    // Seeded before the limit applies: the test's own requests must not spend the extension's budget.
    const client = serverClient(server);
    for (let i = 0; i < BULK; i++) await client.links.create({ destination: `https://example.com/bulk/${i}` });
    server.setRateLimit(PHPSHORT_LIMIT);
    server.clearRequests();

    const options = await OptionsPage.open(extension, '?view=links&per=100');
    await expect.poll(() => options.page.getByTestId('link-row').count(), { timeout: 15_000 }).toBe(BULK);
    await options.page.getByRole('checkbox', { name: 'Select all links on this page' }).check();
    await options.page.getByRole('button', { name: 'Delete selected' }).click();
    const dialog = options.dialog(`Delete ${BULK} links?`);
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();

    const status = dialog.getByRole('status');
    await expect
      .poll(() => status.textContent(), { timeout: 60_000 })
      .toMatch(/^Deleted \d+ of 100 — waiting \d+ s for the server's rate limit$/);
    const waiting = /^Deleted (\d+) of 100 — waiting (\d+) s/.exec((await status.textContent()) ?? '');
    // The page's own requests (the list, the spaces) and the deletes share the window's 60.
    expect(Number(waiting?.[1])).toBeGreaterThan(40);
    expect(Number(waiting?.[1])).toBeLessThan(PHPSHORT_LIMIT);
    expect(Number(waiting?.[2])).toBeLessThanOrEqual(60);

    await dialog.waitFor({ state: 'detached', timeout: 150_000 });
    await expect.poll(() => options.linksNotice.textContent()).toBe(`Deleted ${BULK} links.`);
    expect(await options.page.getByRole('alert').count()).toBe(0);
    expect(options.log.problems).toEqual([]);
    // The server refused nothing: every request waited for its turn instead.
    expect(server.requests().filter((r) => r.status === 429)).toEqual([]);

    server.setRateLimit(100_000);
    expect((await client.links.list({})).total).toBe(0);
    await options.close();
  },
);
