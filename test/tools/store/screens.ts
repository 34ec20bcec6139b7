import type { Page } from 'playwright-core';
import type { MessageKey } from '../../../lib/i18n/messages';
import type { ChromeGlobal } from '../../e2e/support/chrome-api';
import type { ExtensionSession } from '../../e2e/support/extension-session';
import { waitUntil } from '../../e2e/support/wait-until';
import { assertNoLoopback } from './loopback-check';
import { SAMPLE_SITE, type SampleData } from './sample-data';
import type { ScreenName } from './screen-names';
import { PAGE_AREA, type Picture } from './stage';

/**
 * The five screens of the store pictures, walked in the real extension against the reference
 * server: the popup on a page (its form, then its result), the link manager, a link's statistics
 * and Shorten many. Each is found by the words of the language's catalog, and waited for by what
 * it shows, never by the clock.
 */

/** What one screen gives the picture: the page seen, and the popup open over it for popup screens. */
export interface ScreenShot {
  screen: ScreenName;
  page: Picture;
  /** The tab's title and what the address bar shows. */
  tab: { title: string; address: { kind: 'web'; url: string } | { kind: 'extension' } };
  popup?: Picture;
}

export interface ScreenWalk {
  session: ExtensionSession;
  sample: SampleData;
  /** A message of the catalog the browser shows, with its values. */
  say: (key: MessageKey, values?: Record<string, string>) => string;
}

/** Chrome's tallest popup; taller content scrolls inside it. */
const POPUP_MAX_HEIGHT = 600;
const POPUP_WIDTH = 360;
/** The options page is shown a little zoomed out, so a table's rows and a chart's lists fit the window. */
const OPTIONS_ZOOM = 0.9;

/** `page` as the picture shows it, at `size`, light, once nothing in it gives a test away or is cut off. */
async function picture(page: Page, what: string, size: { width: number; height: number }): Promise<Picture> {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(size);
  await page.evaluate(() => document.fonts.ready);
  await assertNoLoopback(page, what);
  // Content behind a scroll bar would be cut off in the picture (text cut with an ellipsis is the page's own design).
  const hidden = await page.evaluate(() =>
    [...document.querySelectorAll('*')]
      .filter((element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX))
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.getAttribute('class') ?? element.tagName),
  );
  if (hidden.length > 0) throw new Error(`${what}: ${hidden.join(', ')} scrolls sideways, its end cut off`);
  const png = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  return { dataUrl: `data:image/png;base64,${png.toString('base64')}`, ...size };
}

/** The popup at its real width and the height its content asks for, as Chrome sizes it. */
async function popupPicture(popup: Page, what: string): Promise<Picture> {
  await popup.setViewportSize({ width: POPUP_WIDTH, height: 100 });
  const height = await popup.evaluate(() => document.documentElement.scrollHeight);
  if (height > POPUP_MAX_HEIGHT) throw new Error(`${what}: the popup is ${String(height)} px high, over Chrome's 600`);
  return picture(popup, what, { width: POPUP_WIDTH, height });
}

/** The popup opened on the sample article: its form filled in, then the link made. */
export async function shootPopup(walk: ScreenWalk): Promise<[ScreenShot, ScreenShot]> {
  const { session, sample, say } = walk;
  const address = SAMPLE_SITE + sample.page.path;
  const tab = await session.openPage(address);
  const pageShot = await picture(tab, 'the article behind the popup', PAGE_AREA);
  const tabInfo = { title: sample.page.title, address: { kind: 'web' as const, url: address } };
  // A window of its own, as the toolbar's popup is no tab of the page's window (which the popup
  // counts for "Shorten all tabs of this window").
  const popupUrl = session.url(`popup.html?tabId=${String(await session.findTabId(address))}`);
  const [popup] = await Promise.all([
    session.context.waitForEvent('page', { predicate: (opened) => opened.url() === popupUrl }),
    session.serviceWorker.evaluate(async (url) => {
      await (globalThis as ChromeGlobal).chrome.windows.create({ url, type: 'popup' });
    }, popupUrl),
  ]);
  try {
    // The connection's sentence comes with the popup's later views, the space list from the server.
    await popup.getByText(say('stateConnectedCurrent')).waitFor();
    const space = popup.getByRole('combobox', { name: say('fieldSpace') });
    await space.locator('option', { hasText: sample.popup.space }).waitFor({ state: 'attached' });
    await space.selectOption({ label: sample.popup.space });
    await popup.getByRole('textbox', { name: say('fieldAlias') }).fill(sample.popup.alias);
    // Blur the field: a person's next move is to the Shorten button, not a caret in the alias.
    await popup.getByRole('textbox', { name: say('fieldAlias') }).blur();
    const form: ScreenShot = {
      screen: 'popup-form',
      page: pageShot,
      tab: tabInfo,
      popup: await popupPicture(popup, 'the popup form'),
    };
    await popup.getByRole('button', { name: say('shortenButton'), exact: true }).click();
    await popup.getByTestId('result').getByRole('img').waitFor();
    await popup.getByTestId('copy-status').getByText(say('copyCopied')).waitFor();
    return [
      form,
      { screen: 'popup-result', page: pageShot, tab: tabInfo, popup: await popupPicture(popup, 'the popup result') },
    ];
  } finally {
    await popup.close();
    await tab.close();
  }
}

/** The options page at `path`, once `ready` says it shows what the picture is of. */
async function optionsShot(
  walk: ScreenWalk,
  screen: ScreenName,
  path: string,
  ready: (page: Page) => Promise<void>,
): Promise<ScreenShot> {
  const page = await walk.session.openPage(walk.session.url(path));
  try {
    await page.setViewportSize(PAGE_AREA);
    // The browser zoomed out to 90 %, as a person does to see a whole table.
    await page.evaluate((zoom) => {
      document.documentElement.style.zoom = zoom;
    }, String(OPTIONS_ZOOM));
    await ready(page);
    const title = await page.title();
    return {
      screen,
      page: await picture(page, `the ${screen} screen`, PAGE_AREA),
      tab: { title, address: { kind: 'extension' } },
    };
  } finally {
    await page.close();
  }
}

/** The link manager: every sample link and the one made in the popup, newest first. */
export function shootLinks(walk: ScreenWalk): Promise<ScreenShot> {
  const expected = walk.sample.links.length + 1;
  return optionsShot(walk, 'links', 'options.html?view=links', async (page) => {
    const rows = page.getByTestId('link-row');
    await waitUntil(async () => (await rows.count()) === expected, {
      timeout: 15_000,
      failure: async () => `the link manager lists ${String(await rows.count())} links, not ${String(expected)}`,
    });
  });
}
/** The statistics of link `linkId`, scrolled to the chart and the first top lists. */
export function shootStats(walk: ScreenWalk, linkId: number): Promise<ScreenShot> {
  return optionsShot(walk, 'stats', `options.html?view=links&stats=${String(linkId)}`, async (page) => {
    await page.getByTestId('stats-total').waitFor();
    for (const list of ['country', 'city', 'language'])
      await page.getByTestId(`stats-list-${list}`).locator('tbody tr').first().waitFor();
    await page.getByRole('group', { name: walk.say('statsPeriod') }).evaluate((period) => {
      period.scrollIntoView({ block: 'start' });
      window.scrollBy(0, -12);
    });
  });
}

/** Shorten many: cells pasted from a spreadsheet, reviewed and shortened, every row done. */
export function shootBulk(walk: ScreenWalk): Promise<ScreenShot> {
  const { sample, say } = walk;
  const cells = [
    sample.bulk.header.join('\t'),
    ...sample.bulk.rows.map((row) => `${SAMPLE_SITE}${row.path}\t${row.alias}`),
  ].join('\n');
  return optionsShot(walk, 'bulk', 'options.html?view=bulk', async (page) => {
    await page.getByLabel(say('bulkPasteLabel')).fill(cells);
    await page.getByRole('button', { name: say('bulkReadList') }).click();
    await page.getByTestId('bulk-review').waitFor();
    await page.getByTestId('bulk-start').click();
    const run = page.getByTestId('bulk-run');
    await waitUntil(async () => (await run.getAttribute('data-status')) === 'finished', {
      timeout: 20_000,
      failure: () => 'the Shorten many run did not finish',
    });
    const done = page.locator('[data-testid="bulk-row"][data-state="done"]');
    if ((await done.count()) !== sample.bulk.rows.length)
      throw new Error(`${String(await done.count())} of ${String(sample.bulk.rows.length)} rows were shortened`);
  });
}
