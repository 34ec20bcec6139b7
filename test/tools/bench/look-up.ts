import type { Page } from 'playwright-core';
import { LOOK_UP_KEPT_MS } from '../../../entrypoints/background/shortening/find-existing';
import { SERVER_LINKS_READ_MARK } from '../../../entrypoints/popup/server-links-once';
import { DEFAULT_SETTINGS } from '../../../lib/settings';
import { STORAGE } from '../../../lib/storage/registry';
import { detectedProfile } from '../../e2e/support/extension-state';
import { launchExtension } from '../../e2e/support/launch-extension';
import { startTargetSite } from '../../e2e/support/target-site';
import { waitUntil } from '../../e2e/support/wait-until';
import { startReferenceServer } from '../../server/index';
import type { LoggedRequest } from '../../server/types';
import { emptyPageLoaded } from './empty-page';

const KEY = 'bench'.padEnd(64, '0');
/** Openings on as many pages: each one's look-up is timed against its first paint, and all are counted. */
const PAGES = 10;
/** Openings on one page, which the background's kept answer (LOOK_UP_KEPT_MS) serves after the first. */
const SAME_PAGE_OPENINGS = 5;
/** Popup.tsx's INTERACTIVE_MARK (its module draws the popup: not for Node to import). */
const INTERACTIVE_MARK = 'popup-interactive';

export interface LookUpFigures {
  /** Per opening: the look-up's arrival at the server after the popup's first contentful paint (ms; < 0: before). */
  afterFirstPaintMs: number[];
  /** Per opening: its arrival after the popup's own "interactive" mark (the form usable). */
  afterInteractiveMs: number[];
  /** Per opening: time to interactive with the look-up on, and the empty page's floor after it. */
  interactive: number[];
  floor: number[];
  /** The same with the look-up off, an opening before each of those. */
  interactiveOff: number[];
  floorOff: number[];
  /** Look-up requests the server saw for the PAGES openings on as many pages. */
  pagesRequests: number;
  /** Look-up requests for SAME_PAGE_OPENINGS openings on one page, and how long those openings took. */
  samePageRequests: number;
  samePageSpanMs: number;
}

/**
 * The look-up as a current server sees it: its links searched by address
 * (entrypoints/background/shortening/find-existing.ts; nothing else searches by address here).
 */
const isLookUp = (r: LoggedRequest) => r.method === 'GET' && r.path === '/api/v1/links' && r.query.search_by === 'url';

/**
 * "Already on your server" with its setting on, in the production build against a current
 * reference server: when each opening's look-up reaches the server compared with the popup's first
 * paint (the look-up must come after it), the popup's time to interactive with it on, and how many
 * look-ups openings send, on ten pages and five times on one page (the server's log).
 */
export async function measureLookUp(extensionDir: string): Promise<LookUpFigures> {
  const server = await startReferenceServer({
    apiKeys: [KEY],
    titleFetch: false,
    rateLimitPerMinute: 10_000,
    dialect: 'current',
  });
  const site = await startTargetSite();
  const session = await launchExtension({ extensionDir });
  try {
    // After the background's own start (it lists what it finds), or it would list it over ours.
    await waitUntil(async () => STORAGE.servers.key in (await session.readLocalStorage()), {
      timeout: 10_000,
      failure: () => 'The background never listed its servers',
    });
    const setLookUp = (on: boolean) =>
      session.seedLocalStorage({ [STORAGE.settings.key]: { ...DEFAULT_SETTINGS, lookUpExisting: on } });
    await session.seedLocalStorage({
      [STORAGE.connection.key]: { serverUrl: server.url, apiKey: KEY },
      [STORAGE.serverProfile.key]: detectedProfile(server),
    });
    await setLookUp(true);
    const articleTab = await session.openPage(site.articleUrl);
    const tabId = await session.findTabId(site.articleUrl);
    const popupUrl = session.url(`popup.html?tabId=${tabId}`);
    /** A popup, once it has set `mark`: by default, once the look-up's answer is read. */
    const openPopup = async (mark = SERVER_LINKS_READ_MARK) => {
      const page = await session.context.newPage();
      await page.goto(popupUrl);
      await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, mark, { timeout: 15_000 });
      return page;
    };

    // A warm-up opening (the chunks' first compile, the lists kept for pages), not counted.
    await articleTab.goto(`${site.origin}/article?look-up=warm-up`);
    await (await openPopup()).close();

    const figures: LookUpFigures = {
      afterFirstPaintMs: [],
      afterInteractiveMs: [],
      interactive: [],
      floor: [],
      interactiveOff: [],
      floorOff: [],
      pagesRequests: 0,
      samePageRequests: 0,
      samePageSpanMs: 0,
    };
    for (let opening = 0; opening < PAGES; opening++) {
      // The same popup with the look-up off, on another page, alternating: the two meet the machine alike.
      await setLookUp(false);
      await articleTab.goto(`${site.origin}/article?look-up-off=${opening}`);
      const off = await openPopup(INTERACTIVE_MARK);
      figures.interactiveOff.push(
        await off.evaluate((mark) => performance.getEntriesByName(mark)[0]?.startTime ?? NaN, INTERACTIVE_MARK),
      );
      await off.close();
      figures.floorOff.push(await emptyPageLoaded(session));

      await setLookUp(true);
      await articleTab.goto(`${site.origin}/article?look-up=${opening}`);
      server.clearRequests();
      const page = await openPopup();
      const { firstPaint, interactive, interactiveAt } = await paintTimes(page);
      const [lookUp, ...more] = server.requests().filter(isLookUp);
      if (!lookUp)
        throw new Error(`Opening ${String(opening)}: the popup showed its look-up read, the server saw none`);
      figures.pagesRequests += 1 + more.length;
      figures.afterFirstPaintMs.push(lookUp.at - firstPaint);
      figures.afterInteractiveMs.push(lookUp.at - interactiveAt);
      figures.interactive.push(interactive);
      await page.close();
      figures.floor.push(await emptyPageLoaded(session));
    }

    await articleTab.goto(`${site.origin}/article?look-up=again`);
    server.clearRequests();
    const start = Date.now();
    for (let opening = 0; opening < SAME_PAGE_OPENINGS; opening++) await (await openPopup()).close();
    figures.samePageSpanMs = Date.now() - start;
    figures.samePageRequests = server.requests().filter(isLookUp).length;
    return figures;
  } finally {
    await session.close();
    await site.close();
    await server.close();
  }
}

/** Whether the openings on one page came quickly enough for the kept answer to serve them all. */
export const withinKeptAnswer = (figures: LookUpFigures) => figures.samePageSpanMs < LOOK_UP_KEPT_MS;

/**
 * The popup's first contentful paint and "interactive" mark as epoch milliseconds (the reference
 * server's clock, the same machine's), and time to interactive from navigation start.
 */
async function paintTimes(page: Page): Promise<{ firstPaint: number; interactive: number; interactiveAt: number }> {
  return page.evaluate((mark) => {
    const [paint] = performance.getEntriesByName('first-contentful-paint', 'paint');
    const [interactive] = performance.getEntriesByName(mark);
    if (!paint || !interactive) throw new Error('The popup has no first contentful paint or interactive mark');
    return {
      firstPaint: performance.timeOrigin + paint.startTime,
      interactive: interactive.startTime,
      interactiveAt: performance.timeOrigin + interactive.startTime,
    };
  }, INTERACTIVE_MARK);
}
