import { STORAGE } from '../../../lib/storage/registry';
import { launchExtension } from '../../e2e/support/launch-extension';
import { startTargetSite } from '../../e2e/support/target-site';
import { startReferenceServer } from '../../server/index';
import { BUDGETS } from './budgets';
import type { Measurement } from './measurement';
import { median } from './median';
import { measureShorteningFloor } from './shortening-floor';

const KEY = 'bench'.padEnd(64, '0');
const RUNS = 15;

/**
 * Real-browser timings of the popup (headless Chromium, the built extension, the reference
 * server on loopback), each the median of RUNS popup openings:
 * - time to interactive: navigation start → the URL filled and Shorten enabled (a mark the popup sets);
 * - shortening overhead: Shorten → the short URL shown and copied, minus the server's own handling time;
 * - API requests the server saw per shortening.
 * Each run shortens another address of the target site, as a user going from page to page
 * would: the popup then shows its form, not the offer of the previous run's link.
 */
export async function popupTimings(extensionDir: string): Promise<Measurement[]> {
  const server = await startReferenceServer({ apiKeys: [KEY], titleFetch: false, rateLimitPerMinute: 10_000 });
  const site = await startTargetSite();
  const session = await launchExtension({ extensionDir });
  try {
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await session.seedLocalStorage({ [STORAGE.connection.key]: { serverUrl: server.url, apiKey: KEY } });
    const articleTab = await session.openPage(site.articleUrl);
    const tabId = await session.findTabId(site.articleUrl);
    const popupUrl = session.url(`popup.html?tabId=${tabId}`);

    const interactive: number[] = [];
    const overhead: number[] = [];
    const requests: number[] = [];
    // One warm-up opening (first compile of the chunks), not counted.
    for (let run = 0; run <= RUNS; run++) {
      await articleTab.goto(`${site.origin}/article?run=${run}`);
      const page = await session.context.newPage();
      await page.goto(popupUrl);
      const mark = await page.waitForFunction(() => performance.getEntriesByName('popup-interactive')[0]?.startTime);
      const tti = (await mark.jsonValue()) as number;
      // Let the background refresh of the spaces finish: it is not part of a shortening.
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(50);
      server.clearRequests();

      // Told by an observer rather than polled: polling would run in the popup on every frame
      // of the very interval being measured.
      const shown = page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            new PerformanceObserver((entries, observer) => {
              const [end] = entries.getEntriesByName('shorten-shown');
              const [start] = performance.getEntriesByName('shorten-start');
              if (!end || !start) return;
              observer.disconnect();
              resolve(end.startTime - start.startTime);
            }).observe({ type: 'mark' });
          }),
      );
      await page.getByRole('button', { name: 'Shorten' }).click();
      const total = await shown;
      const seen = server.requests();
      const serverMs = seen.reduce((sum, r) => sum + (r.handledMs ?? 0), 0);
      await page.close();
      if (run === 0) continue;
      interactive.push(tti);
      overhead.push(total - serverMs);
      requests.push(seen.length);
    }
    // The browser's own share, for reading the figure above: a near-empty extension page
    // (the offscreen clipboard page, opened as a tab) reaching DOMContentLoaded.
    const floor: number[] = [];
    for (let run = 0; run <= RUNS; run++) {
      const page = await session.context.newPage();
      await page.goto(session.url('offscreen.html'));
      const loaded = await page.evaluate(
        () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventEnd,
      );
      await page.close();
      if (run > 0) floor.push(loaded);
    }
    const shorteningFloor = await measureShorteningFloor(
      session,
      await session.openPage(session.url('offscreen.html')),
      server,
      KEY,
      RUNS,
    );
    const section = `popup (median of ${RUNS})`;
    const hopsFloor = shorteningFloor.messageMs + shorteningFloor.fetchMs + shorteningFloor.clipboardMs;
    return [
      { section, name: 'empty extension page loaded (browser floor)', value: median(floor), unit: 'ms' },
      { section, name: 'time to interactive', value: median(interactive), unit: 'ms' },
      {
        section,
        name: 'time to interactive over the floor',
        value: median(interactive) - median(floor),
        unit: 'ms',
        budget: BUDGETS.popupInteractiveOverFloorMs,
      },
      { section, name: 'shortening overhead over the server', value: median(overhead), unit: 'ms' },
      {
        section,
        name: "shortening overhead over the hops' floor",
        value: median(overhead) - hopsFloor,
        unit: 'ms',
        budget: BUDGETS.shortenOverFloorMs,
      },
      {
        section,
        name: '  browser floor: message to the background and back',
        value: shorteningFloor.messageMs,
        unit: 'ms',
      },
      {
        section,
        name: '  browser floor: create request over the server time',
        value: shorteningFloor.fetchMs,
        unit: 'ms',
      },
      { section, name: '  browser floor: clipboard write', value: shorteningFloor.clipboardMs, unit: 'ms' },
      {
        section,
        name: 'API requests per shortening (max)',
        value: Math.max(...requests),
        unit: 'count',
        budget: BUDGETS.requestsPerShortening,
      },
    ];
  } finally {
    await session.close();
    await site.close();
    await server.close();
  }
}
