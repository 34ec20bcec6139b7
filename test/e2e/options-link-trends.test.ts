import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { STORAGE } from '../../lib/storage/registry';
import type { ReferenceServer } from '../server/types';
import { OptionsPage } from './pages/options-page';
import { asksSettled, watchAsks } from './support/page-asks';
import {
  connectExtension,
  detectedProfile,
  expect,
  resetExtension,
  serverClient,
  test,
} from './support/reference-server-fixtures';
import { startE2EServer } from './support/extension-state';

/**
 * The Links list's "Show the last 30 days": a sparkline per row, offered only where the server
 * keeps statistics, asked only for the rows on screen, and paced to the server's rate limit
 * behind the user's own requests (no 429 ever reaches the page).
 */

const DAY_MS = 86_400_000;
const SHOW = 'Show the last 30 days';
/**
 * The paced run: more rows than one window allows. 24 a window leaves 2 of each to people (bulk
 * work keeps a twelfth, entrypoints/background/transport/request-queue.ts), so the edit goes at once; the
 * window is long enough for the test to edit while the rest waits, short enough to end soon.
 */
const PACED_LINKS = 40;
const PACED_LIMIT = 24;
const PACED_WINDOW_MS = 5_000;

const statsRequests = (server: ReferenceServer) =>
  server.requests().filter((r) => r.method === 'GET' && r.path.startsWith('/api/v1/stats/'));

/** Links `t000`…, oldest first (the list shows them newest first); answers their ids in that order. */
async function seedLinks(server: ReferenceServer, count: number): Promise<number[]> {
  const client = serverClient(server);
  const ids: number[] = [];
  for (let i = 0; i < count; i++)
    ids.push(
      (await client.links.create({ destination: `https://shop.example/${i}`, alias: `t${String(i).padStart(3, '0')}` }))
        .id,
    );
  return ids;
}

/** The sparkline in link `linkId`'s row (any, or the one whose accessible name is `name`). */
const sparklineOf = (options: OptionsPage<Page>, linkId: number, name?: string) =>
  options.page
    .locator(`tr[data-link-id="${linkId}"]`)
    .getByTestId('link-trend')
    .getByRole('img', name === undefined ? {} : { name, exact: true });

describe('options page: the sparklines of the Links list', () => {
  test('not offered on a classic server nor on a plan without statistics: no column, no request, even with trend=1', async ({
    extension,
    server: classic,
  }) => {
    await resetExtension(extension, classic);
    await watchAsks(extension.context);
    await seedLinks(classic, 1);
    let options = await OptionsPage.open(extension, '?view=links&trend=1');
    await options.waitForAliases(['t000']);
    await asksSettled(options.page, ['links/list']);
    expect(await options.page.getByRole('checkbox', { name: SHOW }).count()).toBe(0);
    expect(await options.page.getByTestId('link-trend').count()).toBe(0);
    expect(statsRequests(classic)).toEqual([]);
    await options.close();

    const planless = await startE2EServer({ dialect: 'current', plan: { features: { link_stats: 0 } } });
    try {
      await connectExtension(extension, planless);
      const profile = detectedProfile(planless);
      if (!profile.account) throw new Error('a current server has an account');
      // What the background detects of this plan: `link_stats` off locks who may see statistics.
      await extension.seedLocalStorage({
        [STORAGE.serverProfile.key]: { ...profile, account: { ...profile.account, featuresOff: ['privacy'] } },
      });
      await seedLinks(planless, 1);
      options = await OptionsPage.open(extension, '?view=links&trend=1');
      await options.waitForAliases(['t000']);
      await asksSettled(options.page, ['links/list']);
      // The toolbar is there (the page is done), only the choice is not.
      await options.linksNotice.waitFor({ state: 'attached' });
      expect(await options.page.getByRole('checkbox', { name: SHOW }).count()).toBe(0);
      expect(await options.page.getByTestId('link-trend').count()).toBe(0);
      expect(statsRequests(planless)).toEqual([]);
      expect(options.log.problems).toEqual([]);
      await options.close();
    } finally {
      await planless.close();
    }
  });

  test("turned on: the rows on screen get their 30 days' clicks, the others as they scroll into view", async ({
    extension,
    currentServer: server,
  }) => {
    await resetExtension(extension, server);
    await watchAsks(extension.context);
    const ids = await seedLinks(server, 100);
    const [oldest] = ids;
    const newest = ids.at(-1);
    if (oldest === undefined || newest === undefined) throw new Error('no links seeded');
    const now = Date.now();
    // Three clicks in the last 30 days and one before them on the top row; one on the bottom row.
    server.seedClicks([
      { linkId: newest, at: now - DAY_MS },
      { linkId: newest, at: now - 5 * DAY_MS },
      { linkId: newest, at: now - 20 * DAY_MS },
      { linkId: newest, at: now - 40 * DAY_MS },
      { linkId: oldest, at: now - 2 * DAY_MS },
    ]);
    server.clearRequests();

    const options = await OptionsPage.open(extension, '?view=links&per=100');
    await options.page.setViewportSize({ width: 1280, height: 600 });
    await expect.poll(() => options.linkRows.count()).toBe(100);
    await options.page.getByRole('checkbox', { name: SHOW }).check();
    await expect.poll(() => new URL(options.page.url()).searchParams.get('trend')).toBe('1');

    await sparklineOf(options, newest, '3 clicks in the last 30 days').waitFor();
    await asksSettled(options.page, ['stats/clicks']);
    const firstAsked = statsRequests(server).length;
    // A 600-pixel window holds a few rows of the page's 100.
    expect(firstAsked).toBeGreaterThan(0);
    expect(firstAsked).toBeLessThan(50);
    expect(await sparklineOf(options, oldest).count()).toBe(0);
    expect(await options.page.getByTestId('trends-status').textContent()).toBe('');

    // The user scrolls to the end of the page, where the oldest link is. Rows off screen are laid
    // out at an estimated height until shown (content-visibility), so the end moves while scrolling.
    const bottomRow = options.page.locator(`tr[data-link-id="${oldest}"]`);
    await expect
      .poll(async () => {
        await bottomRow.scrollIntoViewIfNeeded();
        return sparklineOf(options, oldest, '1 click in the last 30 days').count();
      })
      .toBe(1);
    await asksSettled(options.page, ['stats/clicks']);
    const asked = statsRequests(server);
    expect(asked.length).toBeGreaterThan(firstAsked);
    expect(asked.length).toBeLessThan(100);
    // Each link asked once, for the last 30 days of clicks.
    expect(new Set(asked.map((r) => r.path)).size).toBe(asked.length);
    expect(asked.every((r) => r.query.name === 'click')).toBe(true);
    expect(options.log.problems).toEqual([]);
    await options.close();
  });

  test("under the server's rate limit: every row gets its sparkline by waiting, never a 429; an edit meanwhile goes first", async ({
    extension,
    currentServer: server,
  }) => {
    await resetExtension(extension, server);
    const ids = await seedLinks(server, PACED_LINKS);
    try {
      // Seeded before the limit applies. The server announces its window's end on every answer (as
      // request-budget.test.ts): the queue waits exactly that long instead of phpShort's minute.
      server.setRateLimit(PACED_LIMIT, { windowMs: PACED_WINDOW_MS, reset: 'always' });
      server.clearRequests();
      const options = await OptionsPage.open(extension, '?view=links&per=50');
      // Every row on screen at once: all of them ask in the first window.
      await options.page.setViewportSize({ width: 1280, height: 3200 });
      await expect.poll(() => options.linkRows.count()).toBe(PACED_LINKS);
      await options.page.getByRole('checkbox', { name: SHOW }).check();

      // The user edits a link while the sparklines are held for the rate limit.
      await options.page.getByRole('button', { name: 'Edit t000', exact: true }).click();
      const dialog = options.dialog('Edit t000');
      await dialog.getByLabel('Alias', { exact: true }).fill('edited-meanwhile');
      const status = options.page.getByTestId('trends-status');
      await expect
        .poll(() => status.textContent(), { timeout: PACED_WINDOW_MS })
        .toMatch(/^Last 30 days: \d+ of \d+ loaded — waiting \d+ s for the server's rate limit$/);
      const sentBeforeEdit = statsRequests(server).length;
      // What the status line says the moment the edit's dialog closes (its answer came), noted in
      // the page itself: read afterwards, a busy machine could let the rest of the window pass first.
      await options.page.evaluate(() => {
        const page = window as Window & { statusWhenSaved?: string };
        const observer = new MutationObserver(() => {
          if (document.querySelector('dialog[open]')) return;
          page.statusWhenSaved = document.querySelector('[data-testid="trends-status"]')?.textContent ?? '';
          observer.disconnect();
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
      });
      await dialog.getByRole('button', { name: 'Save changes' }).click();
      await dialog.waitFor({ state: 'detached' });
      // Saved while sparklines still wait: the edit was sent before them, not behind them.
      const statusWhenSaved = await options.page.evaluate(
        () => (window as Window & { statusWhenSaved?: string }).statusWhenSaved,
      );
      expect(statusWhenSaved).not.toBe('');
      expect(statusWhenSaved).toBeDefined();
      const [edit] = server.requests().filter((r) => r.method === 'PATCH');
      expect(edit?.status).toBe(200);

      // Every row ends with its sparkline; nothing failed on the way.
      const sparklines = options.page.getByTestId('link-trend').getByRole('img');
      await expect.poll(() => sparklines.count(), { timeout: 3 * PACED_WINDOW_MS }).toBe(PACED_LINKS);
      expect(await options.page.getByText('Not loaded').count()).toBe(0);
      expect(await options.page.getByRole('alert').count()).toBe(0);
      await expect.poll(() => status.textContent()).toBe('');
      expect(server.requests().filter((r) => r.status === 429)).toEqual([]);
      // The sparklines held when the user saved went to the server after the edit: it did not wait behind them.
      const held = statsRequests(server).slice(sentBeforeEdit);
      expect(held.length).toBeGreaterThan(0);
      expect(held.filter((r) => edit === undefined || r.at < edit.at)).toEqual([]);
      expect(new Set(statsRequests(server).map((r) => r.path))).toEqual(
        new Set(ids.map((id) => `/api/v1/stats/${id}`)),
      );
      expect(options.log.problems).toEqual([]);
      await options.close();
    } finally {
      server.setRateLimit(100_000);
    }
  });
});
