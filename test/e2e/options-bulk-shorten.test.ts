import { describe } from 'vitest';
import type { Page } from 'playwright-core';
import type { ReferenceServer } from '../server/types';
import { OptionsPage } from './pages/options-page';
import { PopupPage } from './pages/popup-page';
import { axeViolations, type ColorScheme } from './support/axe';
import { clickContextMenu } from './support/chrome-api';
import { connectExtension, expect, serverClient, test } from './support/reference-server-fixtures';

/**
 * "Shorten many" (options page, `?view=bulk`): a pasted list or the window's tabs, one review
 * table, then a `shorten` job the background sends at the server's pace, kept in storage so that
 * a closed page loses nothing; the popup follows it. What the server made is read from its
 * request log and its data. The tests of this file share one browser: each ends its job with New
 * list, which leaves it seen.
 */

const creates = (server: ReferenceServer) =>
  server.requests().filter((r) => r.method === 'POST' && r.path === '/api/v1/links');

/** How many creates were sent for each address: exactly one each is the promise. */
function createsPerAddress(server: ReferenceServer): Map<string, number> {
  const counts = new Map<string, number>();
  for (const request of creates(server))
    counts.set(request.form.url ?? '', (counts.get(request.form.url ?? '') ?? 0) + 1);
  return counts;
}

async function expectNoViolations(page: Page, include: string) {
  for (const colorScheme of ['light', 'dark'] as ColorScheme[]) {
    expect(await axeViolations(page, { include, colorScheme }), `${colorScheme}: axe`).toEqual([]);
  }
}

const rowStates = (page: Page) =>
  page.getByTestId('bulk-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-state')));

describe('options page: Shorten many', () => {
  test('a pasted list: bad lines with their reasons, the table by keyboard, a refused alias, a failure retried, the page closed mid-run, the popup’s note dismissed', async ({
    extension,
    server,
    targetSite,
  }) => {
    server.reset();
    await connectExtension(extension, server);
    const client = serverClient(server);
    await client.links.create({ destination: 'https://example.com/earlier', alias: 'taken' });
    const options = await OptionsPage.open(extension, '?view=bulk');
    const { page } = options;
    await page
      .getByLabel('Addresses to shorten')
      .fill(
        [
          'name,alias,address',
          'One,,https://example.com/one?utm_source=news&fbclid=IwAR1',
          'Two,taken,https://example.com/two',
          'Broken,,see our site',
          ',,',
          'Three,,example.com/three?fbclid=x',
          'Again,,https://example.com/one',
          'Settings,,chrome://settings',
          'Four,,https://example.com/four',
          'Five,,https://example.com/five',
        ].join('\n'),
      );
    await page.getByRole('button', { name: 'Review the list' }).click();
    await expect
      .poll(() => page.getByTestId('bulk-skipped-line').allTextContents())
      .toEqual([
        'Line 1: header line name,alias,address',
        'Line 4: not a web address Broken,,see our site',
        'Line 5: empty ,,',
        'Line 7: duplicate of line 2 Again,,https://example.com/one',
        'Line 8: browser page, file or extension page: not shortened Settings,,chrome://settings',
      ]);
    const review = page.getByTestId('bulk-review-row');
    expect(await review.count()).toBe(5);
    expect(await page.getByLabel('Alias, row 2').inputValue()).toBe('taken');
    // Tracking parameters are out (the setting is on by default), and line 7 repeats line 2 once
    // they are; a bare host got https://.
    expect(await page.getByLabel('Address, row 1').inputValue()).toBe('https://example.com/one');
    expect(await page.getByLabel('Address, row 3').inputValue()).toBe('https://example.com/three');
    expect(await page.getByTestId('bulk-cleaned').allTextContents()).toEqual([
      '2 tracking parameters removed Removed: utm_source, fbclid — Keep them',
      '1 tracking parameter removed Removed: fbclid — Keep it',
    ]);
    expect(await page.getByTestId('bulk-cleaned-all').textContent()).toBe(
      'Tracking parameters removed from 2 addresses — Keep them all',
    );
    expect(await page.getByTestId('bulk-estimate').textContent()).toBe(
      'To shorten: 5. At the server’s pace this takes less than a minute.',
    );
    await expectNoViolations(page, '#panel-bulk');

    // Row 3 keeps its parameter: the address as pasted is back, and the keyboard with it.
    await page.getByRole('button', { name: 'Keep it, row 3' }).click();
    expect(await page.getByLabel('Address, row 3').inputValue()).toBe('https://example.com/three?fbclid=x');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Address, row 3');
    expect(await page.getByTestId('bulk-cleaned').count()).toBe(1);
    expect(await page.getByTestId('bulk-cleaned-all').count()).toBe(0);

    // An edit that is no address is said at its row, and blocks Start until corrected.
    await page.getByLabel('Address, row 5').fill('nowhere');
    await expect.poll(() => page.getByText('Correct or remove the rows marked above first.').count()).toBe(1);
    expect(await page.getByTestId('bulk-start').isDisabled()).toBe(true);
    await page.getByLabel('Address, row 5').fill('https://example.com/five');

    // Keyboard only: from row 4's alias, Tab reaches its Remove; Enter removes the row and the
    // focus stays in the table (on the next row's Remove); Tab goes on to Start.
    await page.getByLabel('Alias, row 4').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Remove row 4');
    await page.keyboard.press('Enter');
    await expect.poll(() => review.count()).toBe(4);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Remove row 4');

    // The first create meets a server error (not processed); the second is held until the page is closed.
    server.clearRequests();
    server.addFault({ match: { method: 'POST', path: '/api/v1/links' }, status: 500, times: 1 });
    server.addFault({ match: { method: 'POST', path: '/api/v1/links' }, hold: true, times: 1 });
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Shorten all');
    await page.keyboard.press('Enter');
    await page.getByTestId('bulk-run').waitFor();
    // Start went with the review: the run's status line has the focus, not the page.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('bulk-status');
    await expect.poll(() => server.heldCount()).toBe(1);
    await options.close();
    server.releaseHeld();

    // The background went on without the page: reopened, the run is there as it stands.
    const again = await OptionsPage.open(extension, '?view=bulk');
    await expect.poll(() => again.page.getByTestId('bulk-run').getAttribute('data-status')).toBe('finished');
    expect(await rowStates(again.page)).toEqual(['failed', 'refused', 'done', 'done']);
    const rows = again.page.getByTestId('bulk-row');
    expect(await rows.nth(1).textContent()).toMatch(/alias/i);
    expect(await again.page.getByTestId('bulk-status').textContent()).toBe(
      'Shorten many: finished — done 2, refused 1, failed 1',
    );
    await again.page.getByRole('button', { name: 'Retry row 1' }).click();
    await expect.poll(() => rowStates(again.page)).toEqual(['done', 'refused', 'done', 'done']);
    await expectNoViolations(again.page, '#panel-bulk');

    // The popup tells how the job ended until it is dismissed there; the page showing it keeps it.
    const article = await extension.openPage(targetSite.articleUrl);
    const popup = await PopupPage.open(extension, await extension.findTabId(targetSite.articleUrl));
    const note = popup.page.getByTestId('popup-job');
    await expect
      .poll(() => note.textContent())
      .toBe('Shorten many: finished — done 3, refused 1, failed 0 Show Dismiss');
    await expectNoViolations(popup.page, '[data-testid="popup-jobs"]');
    await note.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => note.count()).toBe(0);
    await popup.close();
    await article.close();
    expect(await again.page.getByTestId('bulk-run').getAttribute('data-status')).toBe('finished');

    // Each row sent the address it showed: row 1 cleaned, row 3 as kept.
    expect([...createsPerAddress(server).keys()].sort()).toEqual([
      'https://example.com/five',
      'https://example.com/one',
      'https://example.com/three?fbclid=x',
      'https://example.com/two',
    ]);
    // Exactly one link per address on the server (the failed create was never processed).
    const made = (await client.links.list({ perPage: 50 })).items.map((link) => link.destination).sort();
    expect(made).toEqual([
      'https://example.com/earlier',
      'https://example.com/five',
      'https://example.com/one',
      'https://example.com/three?fbclid=x',
    ]);

    // The results, copied as CSV (original ⇄ short): the original is the address each row sent.
    await extension.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await again.page.getByRole('button', { name: 'CSV', exact: true }).click();
    await expect.poll(() => again.page.getByTestId('bulk-copy-note').textContent()).toBe('Copied');
    const shorts = await again.page.getByTestId('bulk-short').allTextContents();
    expect(await extension.readClipboard()).toBe(
      'original,short\r\n' +
        ['one', 'three?fbclid=x', 'five'].map((name, i) => `https://example.com/${name},${shorts[i]}\r\n`).join(''),
    );
    await again.page.getByRole('button', { name: 'New list' }).click();
    await again.page.getByLabel('Addresses to shorten').waitFor();
    expect(again.log.problems).toEqual([]);
    await again.close();
  });

  test('100 addresses at the server’s pace: the wait said, pause and resume, cancel and resume, one create per address; the popup follows the job', async ({
    extension,
    server,
    targetSite,
  }) => {
    server.reset();
    await connectExtension(extension, server);
    const addresses = Array.from({ length: 100 }, (_, i) => `https://example.com/many/${i}`);
    const options = await OptionsPage.open(extension, '?view=bulk');
    const { page } = options;
    await page.getByLabel('Addresses to shorten').fill(addresses.join('\n'));
    await page.getByRole('button', { name: 'Review the list' }).click();
    expect(await page.getByTestId('bulk-estimate').textContent()).toBe(
      'To shorten: 100. phpShort allows 60 requests a minute: this takes about 2 minutes.',
    );
    // A window of 10 requests in 4 s, announced on every answer (too few to leave any to people):
    // the first 10 rows take far less than 4 s even on a loaded machine, so the job must wait, and
    // says so, for seconds. Paused there, it holds; cancelled, the rest go once resumed.
    server.setRateLimit(10, { windowMs: 4000, reset: 'always' });
    server.clearRequests();
    await page.getByTestId('bulk-start').click();
    const run = page.getByTestId('bulk-run');
    const status = page.getByTestId('bulk-status');
    await expect
      .poll(() => status.textContent())
      .toMatch(/^Shorten many: \d+ of 100 — waiting \d+ seconds? for the server’s rate limit$/);
    // A popup opened meanwhile says where the job stands.
    const article = await extension.openPage(targetSite.articleUrl);
    const tabId = await extension.findTabId(targetSite.articleUrl);
    const during = await PopupPage.open(extension, tabId);
    await expect
      .poll(() => during.page.getByTestId('popup-job').textContent())
      .toMatch(/^Shorten many: \d+ of 100 Show$/);
    await during.close();

    // Pause holds without cancelling: the row waiting for the server goes back to waiting.
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect.poll(() => run.getAttribute('data-status')).toBe('paused');
    await expect.poll(() => rowStates(page).then((states) => states.includes('sending'))).toBe(false);
    expect((await rowStates(page)).filter((state) => state === 'cancelled')).toEqual([]);
    expect(await status.textContent()).toMatch(/^Shorten many: paused at \d+ of 100$/);
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect.poll(() => run.getAttribute('data-status')).toBe('running');

    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => run.getAttribute('data-status')).toBe('cancelled');
    await expect.poll(() => rowStates(page).then((states) => states.includes('sending'))).toBe(false);
    const stopped = await rowStates(page);
    expect(stopped.filter((state) => state === 'cancelled').length).toBeGreaterThan(0);
    expect(await status.textContent()).toMatch(/^Shorten many: cancelled at \d+ of 100$/);
    await expectNoViolations(page, '#panel-bulk');
    // The server now allows many: the rest wait out the current window only, then go.
    server.setRateLimit(1000, { windowMs: 4000, reset: 'always' });
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect.poll(() => run.getAttribute('data-status')).toBe('running');
    // The page closes mid-run; the popup, opened now, follows the job to its end and opens it.
    await options.close();
    const after = await PopupPage.open(extension, tabId);
    const note = after.page.getByTestId('popup-job');
    await expect
      .poll(() => note.textContent(), { timeout: 90_000 })
      .toBe('Shorten many: finished — all 100 done Show Dismiss');
    await expectNoViolations(after.page, '[data-testid="popup-jobs"]');
    const opened = extension.context.waitForEvent('page');
    await note.getByRole('button', { name: 'Show' }).click();
    const reopened = await opened;
    const shown = new URL(reopened.url()).searchParams;
    expect([shown.get('view'), shown.get('server')]).toEqual(['bulk', '1']);
    await expect
      .poll(() => reopened.getByTestId('bulk-status').textContent())
      .toBe('Shorten many: finished — all 100 done');
    await article.close();
    const perAddress = createsPerAddress(server);
    expect([...perAddress.keys()].sort()).toEqual([...addresses].sort());
    expect([...perAddress.values()].every((count) => count === 1)).toBe(true);
    // Waited out, never refused: no 429 reached the job.
    expect(server.requests().filter((r) => r.status === 429)).toEqual([]);
    server.setRateLimit(100_000);
    await reopened.getByRole('button', { name: 'New list' }).click();
    await reopened.getByLabel('Addresses to shorten').waitFor();
    expect(options.log.problems).toEqual([]);
    await reopened.close();
  });

  test('the tabs of a window, from the popup and from the toolbar button’s menu: restricted pages skipped', async ({
    extension,
    server,
    targetSite,
  }) => {
    server.reset();
    await connectExtension(extension, server);
    const pages: Page[] = [];
    for (let i = 1; i <= 10; i++) pages.push(await extension.openPage(`${targetSite.origin}/article?id=${i}`));
    pages.push(await extension.openPage('about:blank'));
    pages.push(await extension.openPage('chrome://version'));
    const first = `${targetSite.origin}/article?id=1`;
    const tabId = await extension.findTabId(first);
    const expected = Array.from({ length: 10 }, (_, i) => `${targetSite.origin}/article?id=${i + 1}`);

    // The popup's entry, drawn after its form: it opens Shorten many with this window's tabs.
    const popup = await PopupPage.open(extension, tabId);
    const entry = popup.page.getByTestId('popup-bulk-tabs');
    await entry.waitFor();
    const opened = extension.context.waitForEvent('page');
    await entry.click();
    const fromPopup = await opened;
    await fromPopup.getByTestId('bulk-review').waitFor();
    const addressesIn = (page: Page) =>
      page
        .getByTestId('bulk-review-row')
        .locator('input[aria-label^="Address"]')
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(await addressesIn(fromPopup)).toEqual(expected);
    const skipped = await fromPopup.getByTestId('bulk-skipped-line').allTextContents();
    // about:blank, chrome://version and the extension's own pages (the popup, this page).
    for (const restricted of ['about:blank', 'chrome://version/'])
      expect(skipped.some((line) => line.includes(restricted) && line.includes('browser page'))).toBe(true);
    expect(skipped.every((line) => line.includes('browser page'))).toBe(true);
    // Taken once: the address no longer asks for the tabs, so a reload does not gather them again.
    expect(new URL(fromPopup.url()).searchParams.get('tabs')).toBeNull();
    await fromPopup.close();

    // The toolbar button's menu item: headless Chromium has no toolbar to right-click, so the
    // click is dispatched to the background's own menu listener, as the browser would.
    const openedByMenu = extension.context.waitForEvent('page');
    await clickContextMenu(extension.serviceWorker, { menuItemId: 'shorten-window-tabs', editable: false }, tabId);
    const fromMenu = await openedByMenu;
    await fromMenu.getByTestId('bulk-review').waitFor();
    expect(await addressesIn(fromMenu)).toEqual(expected);
    server.clearRequests();
    await fromMenu.getByTestId('bulk-start').click();
    await expect.poll(() => fromMenu.getByTestId('bulk-run').getAttribute('data-status')).toBe('finished');
    expect(await rowStates(fromMenu)).toEqual(Array(10).fill('done'));
    expect([...createsPerAddress(server).keys()].sort()).toEqual([...expected].sort());
    await fromMenu.close();

    // Asked for again after that job finished (not seen yet, so it would show by itself): the tabs
    // are shown for review, and the finished job is one click away.
    const again = await PopupPage.open(extension, tabId);
    const note = again.page.getByTestId('popup-job');
    await expect.poll(() => note.textContent()).toBe('Shorten many: finished — all 10 done Show Dismiss');
    const openedAgain = extension.context.waitForEvent('page');
    await again.page.getByTestId('popup-bulk-tabs').click();
    const asked = await openedAgain;
    await asked.getByTestId('bulk-review').waitFor();
    expect(await addressesIn(asked)).toEqual(expected);
    expect(await asked.getByTestId('bulk-run').count()).toBe(0);
    const lastRun = asked.getByTestId('bulk-last-run');
    expect(await lastRun.textContent()).toBe('Shorten many: finished — all 10 done Show it');
    await expectNoViolations(asked, '#panel-bulk');
    await lastRun.getByRole('button', { name: 'Show it' }).click();
    await expect.poll(() => asked.getByTestId('bulk-run').getAttribute('data-status')).toBe('finished');
    expect(await rowStates(asked)).toEqual(Array(10).fill('done'));
    // New list goes back to the tabs under review: nothing gathered is lost.
    await asked.getByRole('button', { name: 'New list' }).click();
    await asked.getByTestId('bulk-review').waitFor();
    expect(await addressesIn(asked)).toEqual(expected);
    await asked.close();

    for (const page of pages) await page.close();
  });
});
