import type { Locator, Page } from 'playwright-core';
import { describe } from 'vitest';
import type { Link } from '../../lib/api/model/link';
import type { ServerProfile } from '../../lib/api/model/server';
import type { TopListName } from '../../lib/api/model/stats';
import { STORAGE } from '../../lib/storage/registry';
import type { ReferenceServer } from '../server/types';
import { getMessageIn } from '../tools/i18n/browser-get-message';
import { accessibilityProblems } from './accessibility/scan';
import { OptionsPage } from './pages/options-page';
import { axeViolations, describeViolations } from './support/axe';
import type { ExtensionSession } from './support/extension-session';
import { startE2EServer } from './support/extension-state';
import { describeFocus } from './support/keyboard';
import { launchExtension } from './support/launch-extension';
import { daysBefore, daysFrom, followLink, longDay, todayIn, USER_AGENTS } from './support/link-visits';
import { asksSettled, watchAsks } from './support/page-asks';
import { E2E_EXTENSION_DIR } from './support/paths';
import {
  detectedProfile,
  expect,
  resetExtension,
  serverClient,
  testWithServerOptions,
} from './support/reference-server-fixtures';
import { waitUntil } from './support/wait-until';

/**
 * A link's statistics on the options page (issue 24), against a current server whose account
 * counts days in Kiritimati (UTC+14) while the browser is in New York (UTC−5): for most of the day
 * the account's today is the browser's tomorrow, and the periods must end on the account's.
 */
const ZONE = 'Pacific/Kiritimati';
const test = testWithServerOptions({ dialect: 'current', timezone: ZONE }).extend(
  'timeZone',
  { scope: 'file' },
  'America/New_York',
);

/** The names the server knows the 7 top lists by. */
const WIRE_NAMES = ['country', 'city', 'language', 'browser', 'operating_system', 'device', 'referrer'];

const pad = (n: number) => String(n).padStart(2, '0');
const clicks = (n: number) => `${String(n)} ${n === 1 ? 'click' : 'clicks'}`;

/**
 * The link `promo` (and `other`, which the list's filter hides) with 20 clicks: 3 followed now by
 * visitors the server tells apart (a German Chrome on Windows from news.example, a French Firefox
 * on Linux from news.example, an iPhone telling nothing), 11 two days ago from Germany with
 * mail.example and a town each (a city list longer than a page), 1 nine days ago from a Japanese
 * tablet, and 5 forty days ago, in the period before the last 30 days. Today is the account's.
 */
async function seedVisits(
  server: ReferenceServer,
): Promise<{ promo: Link; today: string; counts: Map<string, number> }> {
  const api = serverClient(server);
  const promo = await api.links.create({ destination: 'https://shop.example/promo', alias: 'promo' });
  await api.links.create({ destination: 'https://shop.example/other', alias: 'other' });
  await followLink(server, 'promo', {
    userAgent: USER_AGENTS.chromeOnWindows,
    referer: 'https://News.example/a',
    acceptLanguage: 'de-CH,de;q=0.9',
    geo: 'DE; Berlin',
  });
  await followLink(server, 'promo', {
    userAgent: USER_AGENTS.firefoxOnLinux,
    referer: 'https://news.example/b',
    acceptLanguage: 'fr',
    geo: 'FR',
  });
  await followLink(server, 'promo', { userAgent: USER_AGENTS.safariOnIphone });
  const today = todayIn(ZONE);
  // Noon without an offset: the account's noon of that day.
  const at = (daysAgo: number) => `${daysBefore(today, daysAgo)}T12:00:00`;
  server.seedClicks([
    ...Array.from({ length: 11 }, (_, i) => ({
      alias: 'promo',
      at: at(2),
      browser: 'Chrome',
      operating_system: 'Windows',
      device: 'desktop',
      referrer: 'mail.example',
      language: 'de',
      country: 'DE',
      city: `Town ${pad(i + 1)}`,
    })),
    {
      alias: 'promo',
      at: at(9),
      browser: 'Samsung Internet',
      operating_system: 'Android',
      device: 'tablet',
      referrer: 'news.example',
      language: 'ja',
      country: 'JP',
    },
    ...Array.from({ length: 5 }, () => ({ alias: 'promo', at: at(40) })),
  ]);
  const counts = new Map([
    [today, 3],
    [daysBefore(today, 2), 11],
    [daysBefore(today, 9), 1],
    [daysBefore(today, 40), 5],
  ]);
  return { promo, today, counts };
}

/** Connected to `server`, whose account counts days in ZONE (and lacks the plan features `featuresOff`). */
async function connectTo(
  session: ExtensionSession,
  server: ReferenceServer,
  featuresOff: NonNullable<ServerProfile['account']>['featuresOff'] = [],
): Promise<void> {
  await resetExtension(session, server);
  const profile = detectedProfile(server);
  if (profile.account)
    await session.seedLocalStorage({
      [STORAGE.serverProfile.key]: { ...profile, account: { ...profile.account, timezone: ZONE, featuresOff } },
    });
}

/** What the chart's bars are named, oldest first. */
function barNames(page: Page): Promise<(string | null)[]> {
  return page
    .getByRole('group', { name: 'Clicks per day' })
    .getByRole('img')
    .evaluateAll((bars) => bars.map((bar) => bar.getAttribute('aria-label')));
}

/** The names the bars of `from`..`to` should have, with the clicks of `counts`. */
function expectedBars(from: string, to: string, counts: Map<string, number>): string[] {
  return daysFrom(from, to).map((day) => `${longDay(day)}: ${clicks(counts.get(day) ?? 0)}`);
}

/** A top list's rows as shown: value, clicks, share. */
function listRows(page: Page, list: TopListName): Promise<string[][]> {
  return page
    .getByTestId(`stats-list-${list}`)
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.children].map((cell) => cell.textContent.replace(/\s+/g, ' ').trim())),
    );
}

/** The messages a field is described by while it is invalid (its hint and errors), or null while it is valid. */
function fieldMessages(field: Locator): Promise<string | null> {
  return field.evaluate((input) => {
    if (input.getAttribute('aria-invalid') !== 'true') return null;
    const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
  });
}

/** The statistics requests (and link reads) the server saw, in words, sorted. */
function statsRequests(server: ReferenceServer, from = 0): string[] {
  return server
    .requests()
    .slice(from)
    .filter((r) => r.path.startsWith('/api/v1/stats/') || /^\/api\/v1\/links\/\d+$/.test(r.path))
    .map((r) => {
      const { name, from: start, to, page } = r.query;
      return [r.method, r.path, name, start, to, page].filter((part) => part !== undefined).join(' ');
    })
    .sort();
}

describe('options page: a link’s statistics on a current server', () => {
  test('clicks of real visits: total, comparison, days, top lists, requests, more, CSV, keyboard, periods, Back', async ({
    extension,
    server,
  }) => {
    await connectTo(extension, server);
    const { promo, today, counts } = await seedVisits(server);
    await watchAsks(extension.context);
    const options = await OptionsPage.open(extension, '?view=links&q=promo&in=alias');
    const { page } = options;
    try {
      await options.waitForAliases(['promo']);
      server.clearRequests();
      await page.getByRole('button', { name: 'Statistics of promo' }).click();
      await page.getByRole('heading', { name: 'Statistics of promo', level: 2 }).waitFor();
      await asksSettled(page, ['stats/clicks', 'stats/top']);
      expect(new URL(page.url()).search).toBe(`?view=links&q=promo&in=alias&stats=${String(promo.id)}`);

      // One read of the days of both periods (60 days), one per list; the row handed the link over.
      const from = daysBefore(today, 29);
      expect(statsRequests(server)).toEqual(
        [
          `GET /api/v1/stats/${String(promo.id)} click ${daysBefore(today, 59)} ${today}`,
          ...WIRE_NAMES.map((name) => `GET /api/v1/stats/${String(promo.id)} ${name} ${from} ${today} 1`),
        ].sort(),
      );

      expect(await page.getByTestId('stats-total').textContent()).toBe(
        '15 clicks in this period Up 200% on the period before (5)',
      );
      expect(await page.getByTestId('stats-comparison').textContent()).toBe('Up 200% on the period before (5)');
      expect(await page.getByTestId('stats-time-zone').textContent()).toBe(
        `Days as the server counts them, in your account's time zone (${ZONE}).`,
      );
      expect(await barNames(page)).toEqual(expectedBars(from, today, counts));

      expect(await listRows(page, 'country')).toEqual([
        ['Germany', '12', '80%'],
        ['Unknown', '1', '6.7%'],
        ['France', '1', '6.7%'],
        ['Japan', '1', '6.7%'],
      ]);
      expect(await listRows(page, 'language')).toEqual([
        ['German', '12', '80%'],
        ['Unknown', '1', '6.7%'],
        ['French', '1', '6.7%'],
        ['Japanese', '1', '6.7%'],
      ]);
      expect(await listRows(page, 'browser')).toEqual([
        ['Chrome', '12', '80%'],
        ['Firefox', '1', '6.7%'],
        ['Safari', '1', '6.7%'],
        ['Samsung Internet', '1', '6.7%'],
      ]);
      expect(await listRows(page, 'operatingSystem')).toEqual([
        ['Windows', '12', '80%'],
        ['Android', '1', '6.7%'],
        ['iOS', '1', '6.7%'],
        ['Linux', '1', '6.7%'],
      ]);
      expect(await listRows(page, 'device')).toEqual([
        ['Desktop', '13', '86.7%'],
        ['Mobile', '1', '6.7%'],
        ['Tablet', '1', '6.7%'],
      ]);
      expect(await listRows(page, 'referrer')).toEqual([
        ['mail.example', '11', '73.3%'],
        ['news.example', '3', '20%'],
        ['Direct or unknown', '1', '6.7%'],
      ]);
      const town = (n: number) => [`Town ${pad(n)}`, '1', '6.7%'];
      const firstCities = [['Unknown', '3', '20%'], ['Berlin', '1', '6.7%'], ...[1, 2, 3, 4, 5, 6, 7, 8].map(town)];
      expect(await listRows(page, 'city')).toEqual(firstCities);
      // Only the list longer than a page offers more.
      expect(await page.getByRole('button', { name: 'Show more' }).count()).toBe(1);

      // More: page 2 of that list alone, appended.
      const seen = server.requests().length;
      await page.getByTestId('stats-list-city').getByRole('button', { name: 'Show more' }).click();
      await expect.poll(() => listRows(page, 'city')).toEqual([...firstCities, town(9), town(10), town(11)]);
      expect(statsRequests(server, seen)).toEqual([`GET /api/v1/stats/${String(promo.id)} city ${from} ${today} 2`]);
      expect(await page.getByRole('button', { name: 'Show more' }).count()).toBe(0);

      // The days as CSV: every day of the period, the empty ones at 0.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download clicks per day (CSV)' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`promo-clicks-${from}-${today}.csv`);
      const csv = await new Response(
        (await download.createReadStream()) as unknown as ReadableStream<Uint8Array>,
      ).text();
      expect(csv).toBe(
        ['day,clicks', ...daysFrom(from, today).map((day) => `${day},${String(counts.get(day) ?? 0)}`)]
          .map((line) => `${line}\r\n`)
          .join(''),
      );

      // Keyboard: the chart is one tab stop (the newest day); arrows, Home and End move between days.
      const readout = page.locator('.daily-chart-readout');
      const dayName = (daysAgo: number) =>
        `${longDay(daysBefore(today, daysAgo))}: ${clicks(counts.get(daysBefore(today, daysAgo)) ?? 0)}`;
      await page.getByRole('radio', { name: '30 days' }).focus();
      await page.keyboard.press('Tab');
      expect(await describeFocus(page)).toBe(`g "${dayName(0)}"`);
      await expect.poll(() => readout.textContent()).toBe(dayName(0));
      await page.keyboard.press('Tab');
      expect(await describeFocus(page)).toBe('button[button] "Show as table"');
      await page.keyboard.press('Shift+Tab');
      for (const [key, daysAgo] of [
        ['ArrowLeft', 1],
        ['ArrowLeft', 2],
        ['ArrowRight', 1],
        ['Home', 29],
        ['ArrowLeft', 29],
        ['End', 0],
        ['ArrowRight', 0],
      ] as const) {
        await page.keyboard.press(key);
        expect(await describeFocus(page), key).toBe(`g "${dayName(daysAgo)}"`);
        await expect.poll(() => readout.textContent()).toBe(dayName(daysAgo));
      }
      // The same numbers as a table.
      await page.getByRole('button', { name: 'Show as table' }).click();
      const table = page.getByRole('table', { name: 'Clicks per day' });
      expect(
        await table
          .locator('tbody tr')
          .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent).join(': '))),
      ).toEqual(daysFrom(from, today).map((day) => `${longDay(day)}: ${String(counts.get(day) ?? 0)}`));
      expect.soft(await accessibilityProblems(page, 'statistics with the table')).toEqual([]);

      // Other periods: 7 days (the previous 7 had the click of 9 days ago), 90 (nothing before).
      await page.getByRole('radio', { name: '7 days' }).check();
      await expect.poll(() => page.getByTestId('stats-total').textContent()).toContain('14 clicks in this period');
      expect(await page.getByTestId('stats-comparison').textContent()).toBe('Up 1,300% on the period before (1)');
      expect(await barNames(page)).toEqual(expectedBars(daysBefore(today, 6), today, counts));
      expect(new URL(page.url()).searchParams.get('days')).toBe('7');
      await page.getByRole('radio', { name: '90 days' }).check();
      await expect.poll(() => page.getByTestId('stats-total').textContent()).toContain('20 clicks in this period');
      expect(await page.getByTestId('stats-comparison').textContent()).toBe('None in the period before');
      expect(await barNames(page)).toEqual(expectedBars(daysBefore(today, 89), today, counts));
      await expect.poll(() => listRows(page, 'country')).toContainEqual(['Unknown', '6', '30%']);

      // A custom period: refused at its field, what was typed kept, nothing asked; then shown.
      await page.getByRole('radio', { name: 'Custom' }).check();
      const start = page.getByLabel('From', { exact: true });
      const end = page.getByLabel('To', { exact: true });
      const show = page.getByRole('button', { name: 'Show', exact: true });
      const asked = server.requests().length;
      await start.fill(daysBefore(today, 1));
      await end.fill(daysBefore(today, 3));
      await show.click();
      await expect.poll(() => fieldMessages(start)).toBe('The start must be on or before the end.');
      expect(await fieldMessages(end)).toBeNull();
      await end.fill(daysBefore(today, -1));
      await show.click();
      await expect.poll(() => fieldMessages(end)).toBe('Choose today or an earlier day.');
      expect(await fieldMessages(start)).toBeNull();
      expect([await start.inputValue(), await end.inputValue()]).toEqual([daysBefore(today, 1), daysBefore(today, -1)]);
      expect(statsRequests(server, asked)).toEqual([]);
      expect(await page.getByTestId('stats-total').textContent()).toContain('20 clicks in this period');

      const custom = { from: daysBefore(today, 10), to: daysBefore(today, 8) };
      await start.fill(custom.from);
      await end.fill(custom.to);
      await show.click();
      await expect.poll(() => page.getByTestId('stats-total').textContent()).toContain('1 click in this period');
      expect(await barNames(page)).toEqual(expectedBars(custom.from, custom.to, counts));
      expect(await page.getByTestId('stats-comparison').textContent()).toBe('None in the period before');
      const url = new URL(page.url());
      expect([url.searchParams.get('from'), url.searchParams.get('to')]).toEqual([custom.from, custom.to]);

      // The address keeps the view: a reload shows the same period, the link read from the server.
      server.clearRequests();
      await page.reload();
      await expect.poll(() => page.getByTestId('stats-total').textContent()).toContain('1 click in this period');
      await expect.poll(() => page.getByRole('heading', { name: 'Statistics of promo', level: 2 }).count()).toBe(1);
      expect(server.requests().filter((r) => r.path === `/api/v1/links/${String(promo.id)}`)).toHaveLength(1);
      expect(await barNames(page)).toEqual(expectedBars(custom.from, custom.to, counts));
      expect(await page.getByRole('radio', { name: 'Custom' }).isChecked()).toBe(true);
      expect([await start.inputValue(), await end.inputValue()]).toEqual([custom.from, custom.to]);

      // Back: the list as it was left, with its filter.
      await page.goBack();
      await options.waitForAliases(['promo']);
      expect(await options.filter('Search').inputValue()).toBe('promo');
      expect(new URL(page.url()).search).toBe('?view=links&q=promo&in=alias');
      expect(options.log.problems).toEqual([]);
    } finally {
      await options.close();
    }
  });

  test('in Arabic: the page runs right to left, the chart keeps the oldest day on the left; axe finds nothing', async ({
    server,
  }) => {
    const arabic = await launchExtension({ extensionDir: E2E_EXTENSION_DIR, language: 'ar' });
    try {
      await connectTo(arabic, server);
      const { promo } = await seedVisits(server);
      const { page, log } = await arabic.openExtensionPage(`options.html?view=links&stats=${String(promo.id)}`, {
        width: 1280,
        height: 900,
      });
      const expected = getMessageIn('ar');
      await page.getByRole('heading', { name: expected('statsHeading', ['promo']), level: 2 }).waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      const bars = page.locator('.daily-chart-day');
      await waitUntil(async () => (await bars.count()) === 30, {
        failure: async () => `The chart has ${String(await bars.count())} days, not 30`,
      });
      // Left to right on screen: the heights of the bars, and their names in the page's order.
      const onScreen = await bars.evaluateAll((days) =>
        days
          .map((day, index) => ({
            index,
            x: day.getBoundingClientRect().x,
            height: day.querySelector('.daily-chart-bar')?.getBoundingClientRect().height ?? 0,
          }))
          .sort((a, b) => a.x - b.x),
      );
      expect(onScreen.map((day) => day.index)).toEqual(Array.from({ length: 30 }, (_, i) => i));
      const heights = onScreen.map((day) => day.height);
      // 11 clicks two days ago (the tallest), none yesterday, 3 today on the far right.
      expect(heights.indexOf(Math.max(...heights))).toBe(27);
      expect([heights[28], (heights[29] ?? 0) > 0]).toEqual([0, true]);

      // Right is the next day in Arabic too.
      const names = await bars.evaluateAll((days) => days.map((day) => day.getAttribute('aria-label')));
      await bars.nth(29).focus();
      await page.keyboard.press('ArrowLeft');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(names[28]);
      await page.keyboard.press('ArrowRight');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(names[29]);

      // Every list drawn before the scan.
      const busy = page.locator('[aria-busy="true"]');
      await waitUntil(async () => (await busy.count()) === 0, {
        failure: () => 'The statistics kept loading',
      });
      expect(describeViolations(await axeViolations(page, { colorScheme: 'light' }))).toEqual([]);
      expect(log.problems).toEqual([]);
      await page.close();
    } finally {
      await arabic.close();
    }
  });
});

describe('options page: statistics where the server keeps none', () => {
  test('a classic server and a plan without statistics: the count and why, no statistics request', async ({
    extension,
  }) => {
    const classic = await startE2EServer({ dialect: 'classic' });
    const planOff = await startE2EServer({ dialect: 'current', plan: { features: { link_stats: 0 } } });
    await watchAsks(extension.context);
    try {
      for (const [server, sentence] of [
        [classic, "This server speaks phpShort's classic API, which gives no statistics per link. Clicks in all: 7."],
        [planOff, 'Your plan on this server does not include statistics. Clicks in all: 7.'],
      ] as const) {
        await connectTo(extension, server, ['privacy']);
        const link = await serverClient(server).links.create({ destination: 'https://shop.example/a', alias: 'plain' });
        server.addClicks(link.id, 7);
        const options = await OptionsPage.open(extension, '?view=links');
        try {
          await options.waitForAliases(['plain']);
          await options.page.getByRole('button', { name: 'Statistics of plain' }).click();
          await expect.poll(() => options.page.getByTestId('stats-unavailable').textContent()).toBe(sentence);
          // Whatever the view asked has been answered: a statistics request would be in the log by now.
          await asksSettled(options.page);
          expect(await options.page.getByRole('button', { name: 'Download clicks per day (CSV)' }).count()).toBe(0);
          expect(server.requests().filter((r) => r.path.startsWith('/api/v1/stats'))).toEqual([]);
          expect(options.log.problems).toEqual([]);
        } finally {
          await options.close();
        }
      }
    } finally {
      await classic.close();
      await planOff.close();
    }
  });
});
