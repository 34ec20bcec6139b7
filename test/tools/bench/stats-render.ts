import type { Page } from 'playwright-core';
import { TOP_LIST_NAMES } from '../../../lib/api/model/stats';
import { STORAGE } from '../../../lib/storage/registry';
import { commitMeasure, renderMeasure } from '../../../entrypoints/options/common/render-timing';
import { connectExtension, serverClient, startE2EServer } from '../../e2e/support/extension-state';
import { launchExtension } from '../../e2e/support/launch-extension';
import { waitUntil } from '../../e2e/support/wait-until';
import type { LoggedRequest, SeededClick } from '../../server/types';
import { isKeptList } from './kept-lists';
import { median } from './median';

const RUNS = 7;
const DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Twelve values per list, so that each list's first page (10 rows) is full and a second one exists;
 * devices as many as there are kinds.
 */
const VALUES = {
  country: ['DE', 'US', 'FR', 'GB', 'IN', 'JP', 'BR', 'ES', 'IT', 'NL', 'PL', 'CA'],
  city: [
    'Berlin',
    'New York',
    'Lyon',
    'London',
    'Mumbai',
    'Tokyo',
    'São Paulo',
    'Madrid',
    'Rome',
    'Amsterdam',
    'Warsaw',
    'Toronto',
  ],
  language: ['de', 'en', 'fr', 'hi', 'ja', 'pt', 'es', 'it', 'nl', 'pl', 'ar', 'zh'],
  browser: [
    'Chrome',
    'Safari',
    'Firefox',
    'Edge',
    'Opera',
    'Samsung Internet',
    'Vivaldi',
    'Brave',
    'UC Browser',
    'Yandex',
    'DuckDuckGo',
    null,
  ],
  operating_system: [
    'Windows',
    'iOS',
    'Android',
    'OS X',
    'Ubuntu',
    'Chrome OS',
    'iPadOS',
    'Fedora',
    'Debian',
    'FreeBSD',
    'Tizen',
    null,
  ],
  // The kinds of device phpShort tells apart, and visitors it could not tell: six rows, not ten.
  device: ['desktop', 'mobile', 'tablet', 'television', 'watch', null],
  referrer: [
    null,
    'news.example',
    'mail.example',
    'social.example',
    'search.example',
    'blog.example',
    'forum.example',
    'video.example',
    'chat.example',
    'wiki.example',
    'shop.example',
    'docs.example',
  ],
} as const;

/**
 * A link followed on most days of the period and of the one before it (the comparison): 0 to 8
 * visits a day, one day in seven without any, visitors spread over twelve values of each list.
 * Deterministic, so that every bench run draws the same.
 */
function visits(linkId: number, now: number): SeededClick[] {
  const clicks: SeededClick[] = [];
  let n = 0;
  for (let daysAgo = 0; daysAgo < 2 * DAYS; daysAgo++) {
    if (daysAgo % 7 === 3) continue;
    const count = 1 + ((daysAgo * 5) % 8);
    for (let visit = 0; visit < count; visit++, n++) {
      // Later values less often (n mod 78 = 12·13/2 spread as 12, 11, … 1), so the lists are ranked.
      const at = now - daysAgo * DAY_MS - visit * 60_000;
      const pick = <T>(values: readonly T[], salt: number): T => values[rank((n * 7 + salt) % 78) % values.length] as T;
      clicks.push({
        linkId,
        at,
        country: pick(VALUES.country, 0),
        city: pick(VALUES.city, 11),
        language: pick(VALUES.language, 23),
        browser: pick(VALUES.browser, 31),
        operating_system: pick(VALUES.operating_system, 43),
        device: pick(VALUES.device, 53),
        referrer: pick(VALUES.referrer, 61),
      });
    }
  }
  return clicks;
}

/** 0 for 12 of 78 slots, 1 for the next 11, … 11 for the last one. */
function rank(slot: number): number {
  let index = 0;
  let rest = slot;
  while (rest >= 12 - index) {
    rest -= 12 - index;
    index++;
  }
  return index;
}

export interface StatsRenderFigures {
  /** Last answer → the frame showing the chart and all top lists, ms, median of the runs. */
  median: number;
  runs: number[];
  /** Of which last answer → everything in the DOM (median). */
  commitMedian: number;
  /** What the server saw for the view at the opening that asked the most, the lists kept for pages left out. */
  requests: Pick<LoggedRequest, 'method' | 'path' | 'query'>[];
  /** Whether every counted opening asked the same for the view (else `requests` is the most any asked). */
  sameEveryOpening: boolean;
  /** What the first opening of the session asked besides the view's own (the lists kept for pages). */
  firstOpeningExtra: Pick<LoggedRequest, 'method' | 'path' | 'query'>[];
  /** The counted openings (1-based) at which the lists kept for pages were asked again, their freshness run out. */
  listsRefreshedAt: number[];
}

/** The link itself or its statistics. */
const isViewRequest = ({ path }: { path: string }, linkId: number) =>
  path === `/api/v1/links/${String(linkId)}` || path === `/api/v1/stats/${String(linkId)}`;

/**
 * A link's statistics over 90 days, opened RUNS times (after a warm-up) in the production build
 * in headless Chromium against a current reference server: the page's own measure from the last
 * answer to the paint that shows everything, and the requests each opening cost the view (the
 * server's log, the lists kept for pages apart: when they are asked depends on the clock).
 */
export async function measureStatsRender(extensionDir: string): Promise<StatsRenderFigures> {
  const server = await startE2EServer({ dialect: 'current' });
  const session = await launchExtension({ extensionDir }).catch(async (error: unknown) => {
    await server.close();
    throw error;
  });
  try {
    const link = await serverClient(server).links.create({ destination: 'https://example.com/spring-sale?ref=bench' });
    const now = Date.now();
    const clicks = visits(link.id, now);
    server.seedClicks(clicks);
    await waitUntil(async () => STORAGE.servers.key in (await session.readLocalStorage()), {
      timeout: 10_000,
      failure: () => 'The background never listed its servers',
    });
    await connectExtension(session, server);
    const page = await session.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const url = session.url(`options.html?view=links&stats=${String(link.id)}&days=${String(DAYS)}`);

    const runs: number[] = [];
    const commits: number[] = [];
    const asked: StatsRenderFigures['requests'][] = [];
    let firstOpeningExtra: StatsRenderFigures['requests'] = [];
    const listsRefreshedAt: number[] = [];
    for (let run = 0; run <= RUNS; run++) {
      server.clearRequests();
      await page.goto(url);
      const duration = await page.waitForFunction(
        (name) => performance.getEntriesByName(name, 'measure')[0]?.duration ?? false,
        renderMeasure('stats'),
        { timeout: 15_000 },
      );
      const value = Number(await duration.jsonValue());
      const commit = await page.evaluate(
        (name) => performance.getEntriesByName(name, 'measure')[0]?.duration ?? NaN,
        commitMeasure('stats'),
      );
      await checkDrawn(page, clicks, now);
      // Anything the page asks after showing the view still counts towards opening it.
      await page.waitForLoadState('networkidle');
      const seen = server.requests().map(({ method, path, query }) => ({ method, path, query }));
      // The first opening also compiles the page's code and fetches, once in the session, the lists
      // the extension keeps for its pages: a warm-up, not counted (the session figure counts those).
      if (run === 0) {
        firstOpeningExtra = seen.filter((request) => !isViewRequest(request, link.id));
        continue;
      }
      if (seen.some(isKeptList)) listsRefreshedAt.push(run);
      // Anything else the page asked counts towards the view, so a new request cannot hide here.
      asked.push(seen.filter((request) => !isKeptList(request)));
      runs.push(value);
      commits.push(commit);
    }
    // In the order they were made, which the answers' races change: compared as sets.
    const sets = new Set(asked.map((requests) => describe(sorted(requests))));
    const requests = asked.reduce((most, next) => (next.length > most.length ? next : most), []);
    return {
      median: median(runs),
      runs,
      commitMedian: median(commits),
      requests,
      sameEveryOpening: sets.size <= 1,
      firstOpeningExtra,
      listsRefreshedAt,
    };
  } finally {
    await session.close();
    await server.close();
  }
}

/**
 * The figure is only one if the view shows what was seeded: every top list's first page full (the
 * devices all six), and the period's total (days in UTC, the account's and the profile's zone).
 */
async function checkDrawn(page: Page, clicks: SeededClick[], now: number): Promise<void> {
  for (const name of TOP_LIST_NAMES) {
    const expected = name === 'device' ? VALUES.device.length : 10;
    const rows = await page.getByTestId(`stats-list-${name}`).locator('tbody tr').count();
    if (rows !== expected) throw new Error(`The top list ${name} shows ${String(rows)} rows, not ${String(expected)}`);
  }
  const from = dayOf(now - (DAYS - 1) * DAY_MS);
  const expected = clicks.filter((click) => dayOf(Number(click.at)) >= from).length;
  const total = await page.getByTestId('stats-total').locator('strong').textContent();
  if (Number(total?.replace(/\D/g, '')) !== expected) {
    throw new Error(`The view shows "${String(total)}" for the ${String(expected)} clicks of the period`);
  }
}

const dayOf = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 10);

const sorted = (requests: StatsRenderFigures['requests']) =>
  [...requests].sort((a, b) => describe([a]).localeCompare(describe([b])));

export const describe = (requests: StatsRenderFigures['requests']): string =>
  requests.map(({ method, path, query }) => `${method} ${path}${query.name ? `?name=${query.name}` : ''}`).join(', ');
