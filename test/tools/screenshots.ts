/**
 * `npm run screenshots`: PNGs of the popup and the options page, light and dark, for the README.
 * Uses the loopback build (`npm test` makes it) in headless Chromium, against the reference server
 * in the current dialect (what today's phpShort releases speak), connected as after a Save.
 * `-- --language=de` (or `ar`…) runs Chromium in that language and takes the states named in
 * LOCALISED_STATES as `<state>-<language>-<scheme>.png`; every control is found by its words in
 * the language's catalog, so the same walk serves every language.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { createClient, type ApiClient } from '../../lib/api/client';
import { STORAGE } from '../../lib/storage/registry';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { demoClicks } from '../server/current/demo-clicks';
import { startReferenceServer, type ReferenceServer } from '../server/index';
import { FIRST_SERVER_ID, type ServerList } from '../../lib/servers';
import { addExtensionServer, detectedProfile } from '../e2e/support/extension-state';
import type { ExtensionSession } from '../e2e/support/extension-session';
import { launchExtension } from '../e2e/support/launch-extension';
import { E2E_EXTENSION_DIR } from '../e2e/support/paths';
import { asPhone, PHONE } from '../e2e/support/phone';
import { startTargetSite } from '../e2e/support/target-site';
import { waitUntil } from '../e2e/support/wait-until';
import { substitutionsFor } from '../../lib/i18n/messages';
import type { MessageKey } from '../../lib/i18n/messages';
import { getMessageIn } from './i18n/browser-get-message';
import { projectRoot, runBin } from './lib/run';

/** The service worker's `chrome`, with the undocumented `dispatch` that runs the real menu listeners. */
type MenuGlobal = typeof globalThis & {
  chrome: {
    contextMenus: { onClicked: { dispatch(info: unknown, tab: unknown): void } };
    tabs: { get(id: number): Promise<unknown> };
  };
};

const OUT = join(projectRoot, 'test', 'screenshots');

/** Storage as the options page leaves it after saving this server: the key and the detected profile. */
function connectedStorage(server: ReferenceServer, apiKey: string): Record<string, unknown> {
  return {
    [STORAGE.connection.key]: { serverUrl: server.url, apiKey },
    [STORAGE.serverProfile.key]: detectedProfile(server),
  };
}

const clientOf = (server: ReferenceServer, apiKey: string) =>
  createClient({ serverUrl: server.url, apiKey, dialect: 'current', defaultDomainId: 1 });
const SANDBOX_KEY = 'sandbox'.padEnd(64, '0');
/** The toolbar popup's real width; its height follows the content (Chrome allows up to 600). */
const POPUP_WIDTH = 360;

/** `-- --language=de`: the browser's UI language (English by default). */
const language = process.argv.find((arg) => arg.startsWith('--language='))?.slice('--language='.length) ?? 'en';
const inCatalog = getMessageIn(language);
/** A message of the catalog Chromium shows in `language`: how each control is found. */
function say(key: MessageKey, values?: Record<string, string>): string {
  return inCatalog(key, substitutionsFor(values));
}

/** The states worth a look in every language: long German words, Arabic mirrored. */
const LOCALISED_STATES = new Set([
  'popup-form-open',
  'popup-result',
  'popup-alias-taken',
  'options-links',
  'options-edit-link',
  'options-qr-dialog',
  'options-delete-space',
  'options-settings-connected',
  'popup-servers',
  'options-servers',
  'options-stats',
  'popup-page-links',
  'popup-server-offer',
  'popup-finder',
  'options-export-progress',
  'options-export-done',
  'options-bulk-review',
  'options-bulk-run',
  'options-import-review',
  'options-import-run',
  'popup-tracking-removed',
  'popup-utm-builder',
]);

async function shoot(page: Page, name: string, width: number, height: number, fullPage = true): Promise<void> {
  if (language !== 'en' && !LOCALISED_STATES.has(name)) return;
  const file = language === 'en' ? name : `${name}-${language}`;
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width, height });
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(OUT, `${file}-${colorScheme}.png`), fullPage });
    console.log(`test/screenshots/${file}-${colorScheme}.png`);
  }
}

/**
 * `npm run screenshots -- --only=popup` (or `options`, or `bulk`: Shorten many alone, `import`, or `phone`:
 * the popup and the links at a phone's width) takes one page's set.
 */
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);

async function main(): Promise<void> {
  runBin('wxt', ['build'], { EXTRA_HOST_PERMISSION: 'http://127.0.0.1/*' });
  mkdirSync(OUT, { recursive: true });
  const session = await launchExtension({ extensionDir: E2E_EXTENSION_DIR, language });
  try {
    if (only === 'bulk') {
      await shootBulk(session);
      return;
    }
    if (only === 'import') {
      await shootImport(session);
      return;
    }
    if (only === 'phone') {
      await shootPhone(session);
      return;
    }
    if (only !== 'options') await shootPopup(session);
    if (only !== 'popup') {
      await session.clearLocalStorage();
      const options = await session.openPage(session.url('options.html'));
      await options.getByText(say('stateNotConnected')).waitFor();
      await shoot(options, 'options', 1280, 720);
      await options.close();
      await shootOptionsPage(session);
      await shootBulk(session);
      await shootImport(session);
    }
  } finally {
    await session.close();
  }
}

/**
 * Shorten many: a pasted block from a spreadsheet with lines it skips, the review table, and the
 * finished run (one alias refused by the server, the rest done).
 */
async function shootBulk(session: ExtensionSession): Promise<void> {
  const server = await startReferenceServer({
    apiKeys: [SHOT_KEY],
    titleFetch: false,
    rateLimitPerMinute: 100_000,
    dialect: 'current',
  });
  try {
    const client = clientOf(server, SHOT_KEY);
    await client.spaces.create({ name: 'Newsletter', color: 2 });
    await client.links.create({ destination: 'https://www.example.com/earlier', alias: 'spring' });
    await session.replaceLocalStorage(connectedStorage(server, SHOT_KEY));
    const page = await session.openPage(session.url('options.html?view=bulk'));
    await page.setViewportSize({ width: 1280, height: 900 });
    const list = [
      'Title\tAlias\tURL',
      'Spring sale\tspring\thttps://www.example.com/blog/spring-sale?utm_source=newsletter',
      'Getting started\t\thttps://www.example.com/docs/getting-started',
      'Pricing\tpricing-2026\thttps://www.example.com/pricing',
      'Careers\t\tsee website',
      'Meetup\t\thttps://www.example.com/events/meetup-berlin?fbclid=IwAR0meetup',
      'Pricing again\t\thttps://www.example.com/pricing',
      'Status\t\tstatus.example.com',
    ].join('\n');
    await page.getByLabel(say('bulkPasteLabel')).fill(list);
    await page.getByRole('button', { name: say('bulkReadList') }).click();
    await page.getByTestId('bulk-review').waitFor();
    await shoot(page, 'options-bulk-review', 1280, 900);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByTestId('bulk-start').click();
    await waitUntil(async () => (await page.getByTestId('bulk-run').getAttribute('data-status')) === 'finished', {
      timeout: 15_000,
      failure: () => 'The run did not finish',
    });
    await shoot(page, 'options-bulk-run', 1280, 900);
    await page.getByRole('button', { name: say('bulkNewList') }).click();
    await page.close();
  } finally {
    await server.close();
  }
}

/**
 * Import: a CSV file of no known format mapped by its columns, the review (a bad line, an alias
 * phpShort cannot take, a case twin), and the finished import with a conflict.
 */
async function shootImport(session: ExtensionSession): Promise<void> {
  const server = await startReferenceServer({
    apiKeys: [SHOT_KEY],
    titleFetch: false,
    rateLimitPerMinute: 100_000,
    dialect: 'current',
  });
  try {
    const client = clientOf(server, SHOT_KEY);
    await client.links.create({ destination: 'https://www.example.com/earlier', alias: 'spring' });
    await session.replaceLocalStorage(connectedStorage(server, SHOT_KEY));
    const page = await session.openPage(session.url('options.html?view=import'));
    await page.setViewportSize({ width: 1280, height: 900 });
    const file = [
      'Bitlink,Long URL,Created',
      'bit.ly/spring,https://www.example.com/blog/spring-sale,2025-03-01',
      'bit.ly/Docs,https://www.example.com/docs/getting-started,2025-03-02',
      'bit.ly/docs,https://www.example.com/docs,2025-03-02',
      'bit.ly/pricing.2026,https://www.example.com/pricing,2025-03-04',
      'bit.ly/careers,see website,2025-03-05',
      'bit.ly/meetup,https://www.example.com/events/meetup-berlin,2025-03-06',
    ].join('\n');
    await page.getByLabel(say('importPasteLabel')).fill(file);
    await page.getByRole('button', { name: say('importRead') }).click();
    await page.getByTestId('import-mapping').waitFor();
    await shoot(page, 'options-import-mapping', 1280, 900);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByTestId('import-mapping-confirm').click();
    await page.getByTestId('import-review').waitFor();
    await shoot(page, 'options-import-review', 1280, 900);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByRole('button', { name: say('importAcceptAll') }).click();
    await page.getByTestId('import-start').click();
    await waitUntil(async () => (await page.getByTestId('import-run').getAttribute('data-status')) === 'finished', {
      timeout: 15_000,
      failure: () => 'The import did not finish',
    });
    await shoot(page, 'options-import-run', 1280, 900);
    await page.close();
  } finally {
    await server.close();
  }
}

/**
 * A phone's screen (360 px wide, touch) in the given schemes: `height` the screen's, or the page's
 * whole length (null). Resizing ends Chromium's touch emulation: it is given again each time.
 */
async function shootAsPhone(
  page: Page,
  name: string,
  schemes: readonly ('light' | 'dark')[],
  height: number | null,
): Promise<void> {
  if (language !== 'en') return;
  for (const colorScheme of schemes) {
    await page.emulateMedia({ colorScheme });
    await asPhone(page, PHONE);
    const length = height ?? (await page.evaluate(() => document.documentElement.scrollHeight));
    await asPhone(page, { width: PHONE.width, height: length });
    await page.screenshot({ path: join(OUT, `${name}-${colorScheme}.png`) });
    console.log(`test/screenshots/${name}-${colorScheme}.png`);
  }
}

/**
 * The popup's form as a phone shows it (Firefox for Android: the whole screen), and the links as
 * cards down the page's whole length, against a current server with a space and three links.
 */
async function shootPhone(session: ExtensionSession): Promise<void> {
  const site = await startTargetSite();
  const server = await startReferenceServer({ apiKeys: [SHOT_KEY], titleFetch: false, dialect: 'current' });
  try {
    const client = clientOf(server, SHOT_KEY);
    const marketing = await client.spaces.create({ name: 'Marketing', color: 2 });
    for (const [path, alias] of [
      ['blog/spring-sale', 'spring-sale'],
      ['docs/getting-started', 'docs'],
      ['events/meetup-berlin', 'meetup'],
    ] as const) {
      const link = await client.links.create({
        destination: `https://www.example.com/${path}?utm_source=newsletter`,
        alias,
        spaceId: alias === 'docs' ? undefined : marketing.id,
      });
      server.addClicks(link.id, alias.length * 37);
    }
    await session.replaceLocalStorage(connectedStorage(server, SHOT_KEY));
    await session.openPage(site.articleUrl);
    const popup = await session.openPage(session.url(`popup.html?tabId=${await session.findTabId(site.articleUrl)}`));
    await popup.getByText(say('stateConnectedCurrent')).waitFor();
    await popup.getByRole('combobox', { name: say('fieldSpace') }).waitFor();
    await popup.waitForLoadState('networkidle');
    await shootAsPhone(popup, 'popup-phone', ['light', 'dark'], PHONE.height);
    await popup.close();

    const options = await session.openPage(session.url('options.html?view=links'));
    await options.getByTestId('link-row').first().waitFor();
    await shootAsPhone(options, 'options-links-phone', ['light'], null);
    await options.close();
  } finally {
    await site.close();
    await server.close();
  }
}

/** Chrome cuts a popup off at this height and scrolls the rest. */
const POPUP_MAX_HEIGHT = 600;

/** A popup state in both schemes, with its height (the page is as tall as its content). */
async function shootPopupState(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: POPUP_WIDTH, height: 100 });
  // Lazily loaded views (failed shortenings, the QR code) arrive a moment after the form.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  console.log(`${name}: ${height} px high${height > POPUP_MAX_HEIGHT ? ` (over Chrome's ${POPUP_MAX_HEIGHT})` : ''}`);
  await shoot(page, name, POPUP_WIDTH, 100);
}

/** Every state of the popup at its real width, against the reference server. */
async function shootPopup(session: ExtensionSession): Promise<void> {
  const site = await startTargetSite();
  const server = await startReferenceServer({ apiKeys: [SANDBOX_KEY], titleFetch: false, dialect: 'current' });
  try {
    await session.openPage(site.articleUrl);
    const tabId = await session.findTabId(site.articleUrl);
    const popupUrl = session.url(`popup.html?tabId=${tabId}`);

    const popup = await session.openPage(popupUrl);
    await popup.getByRole('button', { name: say('popupOpenSettings') }).waitFor();
    await shootPopupState(popup, 'popup-not-connected');

    await session.seedLocalStorage(connectedStorage(server, SANDBOX_KEY));
    const client = clientOf(server, SANDBOX_KEY);
    await client.spaces.create({ name: 'Marketing', color: 6 });

    await popup.reload();
    await popup.getByText(say('stateConnectedCurrent')).waitFor();
    await popup.getByRole('combobox', { name: say('fieldSpace') }).waitFor();
    await shootPopupState(popup, 'popup-form');
    await shootPageLinks(session, site.origin);
    await shootServerOffer(session, client, site.origin);
    await shootFinder(session, site.origin);

    await popup.locator('summary', { hasText: say('expiryTitle') }).click();
    await popup.getByText(say('moreOptions'), { exact: true }).click();
    await popup.getByLabel(say('expiryClickLimit')).fill('100');
    await popup.getByRole('combobox', { name: say('fieldDomain') }).waitFor();
    await shootPopupState(popup, 'popup-form-open');
    await popup.getByLabel(say('expiryClickLimit')).fill('');
    await popup.locator('summary', { hasText: say('expiryTitle') }).click();
    await popup.getByText(say('moreOptions'), { exact: true }).click();
    await shootCleanLinks(session, site.origin);

    // Slow enough to photograph the progress state.
    server.addFault({ match: { method: 'POST', path: '/api/v1/links' }, latencyMs: 4000, times: 1 });
    await popup.getByRole('button', { name: say('shortenButton'), exact: true }).click();
    await popup.getByTestId('shorten-progress').waitFor();
    await shootPopupState(popup, 'popup-progress');
    await popup.getByTestId('result').waitFor({ timeout: 10_000 });
    await popup.getByTestId('result').getByRole('img').waitFor();
    await popup
      .getByTestId('result')
      .getByRole('group', { name: say('qrFilesLabel') })
      .waitFor();
    await shootPopupState(popup, 'popup-result');

    // Visitors have followed it since: the offer shows its clicks and the last week.
    const [made] = (await client.links.list()).items;
    if (made) {
      const DAY_MS = 86_400_000;
      const counts = [1, 0, 3, 2, 5, 4, 7];
      server.seedClicks(
        counts.flatMap((count, i) =>
          Array.from({ length: count }, () => ({ linkId: made.id, at: Date.now() - (6 - i) * DAY_MS })),
        ),
      );
    }
    await popup.reload();
    await popup.getByTestId('recent-offer').waitFor();
    await popup.getByTestId('offer-clicks').getByRole('img').waitFor();
    await shootPopupState(popup, 'popup-earlier-link');

    await popup.getByRole('button', { name: say('recentCreateNew') }).click();
    await popup.getByRole('textbox', { name: say('fieldAlias') }).fill(await aliasOf(popup));
    await popup.getByRole('button', { name: say('shortenButton'), exact: true }).click();
    await popup.getByTestId('shorten-problem').waitFor();
    await shootPopupState(popup, 'popup-alias-taken');

    // Two menu shortenings that failed while the server was down.
    // Four: the popup lists three and offers "Show all 4".
    server.addFault({ match: { method: 'POST', path: '/api/v1/links' }, status: 500, times: 4 });
    const failedUrls = [
      `${site.origin}/careers`,
      `${site.origin}/docs/install`,
      `${site.origin}/pricing?plan=team`,
      `${site.origin}/blog/a-rather-long-article-title-that-wraps`,
    ];
    for (const url of failedUrls) {
      await session.serviceWorker.evaluate(
        async ([linkUrl, id]) => {
          const { chrome } = globalThis as MenuGlobal;
          chrome.contextMenus.onClicked.dispatch(
            { menuItemId: 'shorten-link', linkUrl, editable: false },
            await chrome.tabs.get(id),
          );
        },
        [url, tabId] as const,
      );
    }
    // All four kept before the popup opens again (it reads them once, at opening).
    const keptFailures = async () => {
      const recent = (await session.readLocalStorage())[STORAGE.recentLinks.key];
      return Array.isArray(recent)
        ? recent.filter((entry: { status?: string }) => entry.status === 'failed').length
        : 0;
    };
    await waitUntil(async () => (await keptFailures()) === failedUrls.length, {
      timeout: 10_000,
      failure: async () => `${String(await keptFailures())} failures kept, not ${String(failedUrls.length)}`,
    });
    // The alias typed above is this page's draft now: the form comes back with it.
    await popup.reload();
    await popup
      .getByTestId('failed-shortenings')
      .getByRole('button', { name: say('failedRetryLabel', { url: failedUrls.at(-1) ?? '' }) })
      .waitFor();
    await shootPopupState(popup, 'popup-failed');

    // Two servers: the header names the one the link will be made on; its menu switches to another.
    const second = await startReferenceServer({ apiKeys: [SANDBOX_KEY], titleFetch: false });
    try {
      await nameServers(session, second);
      await popup.reload();
      await popup.getByTestId('server-button').click();
      await popup.getByRole('menu', { name: say('popupServerMenu') }).waitFor();
      await shootPopupState(popup, 'popup-servers');
      await popup.keyboard.press('Escape');
    } finally {
      await second.close();
    }

    const restricted = await session.openPage(session.url('options.html'));
    const restrictedTab = await session.findTabId(session.url('options.html'));
    const restrictedPopup = await session.openPage(session.url(`popup.html?tabId=${restrictedTab}`));
    await restrictedPopup.getByTestId('restricted-page').waitFor();
    await shootPopupState(restrictedPopup, 'popup-restricted');
    await restricted.close();
    await restrictedPopup.close();
    await popup.close();
  } finally {
    await site.close();
    await server.close();
  }
}

/** The popup for a page that declares its canonical address and its short link: both offered. */
async function shootPageLinks(session: ExtensionSession, origin: string): Promise<void> {
  const pageUrl = `${origin}/links/both`;
  const target = await session.openPage(pageUrl);
  const popup = await session.openPage(session.url(`popup.html?tabId=${await session.findTabId(pageUrl)}`));
  await popup.getByTestId('page-canonical').waitFor();
  await popup.getByTestId('page-short-link').waitFor();
  await shootPopupState(popup, 'popup-page-links');
  await popup.close();
  await target.close();
}

/**
 * "Already on your server": two links made for a page behind the extension's back, the look-up
 * turned on for this shot only (off, as by default, for every other state), the others shown.
 */
async function shootServerOffer(session: ExtensionSession, client: ApiClient, origin: string): Promise<void> {
  const pageUrl = `${origin}/article?id=9`;
  await client.links.create({ destination: pageUrl, alias: 'spring-sale' });
  await client.links.create({ destination: pageUrl, alias: 'spring-newsletter' });
  await session.seedLocalStorage({ [STORAGE.settings.key]: { ...DEFAULT_SETTINGS, lookUpExisting: true } });
  const target = await session.openPage(pageUrl);
  const popup = await session.openPage(session.url(`popup.html?tabId=${await session.findTabId(pageUrl)}`));
  const offer = popup.getByTestId('server-offer');
  await offer.waitFor();
  await offer.getByRole('button', { name: say('serverOfferMore_one', { count: '1' }) }).click();
  await popup.getByRole('combobox', { name: say('fieldSpace') }).waitFor();
  await shootPopupState(popup, 'popup-server-offer');
  await popup.close();
  await target.close();
  await session.seedLocalStorage({ [STORAGE.settings.key]: DEFAULT_SETTINGS });
}

/** "Find a link": the links the server-offer shot made (and the earlier one), found by part of their alias. */
async function shootFinder(session: ExtensionSession, origin: string): Promise<void> {
  const pageUrl = `${origin}/article?id=10`;
  const target = await session.openPage(pageUrl);
  const popup = await session.openPage(session.url(`popup.html?tabId=${await session.findTabId(pageUrl)}`));
  await popup.getByTestId('finder-open').click();
  await popup.getByRole('searchbox', { name: say('finderLabel') }).fill('spring');
  await popup.getByTestId('finder-result').nth(1).waitFor();
  await popup.getByRole('combobox', { name: say('fieldSpace') }).waitFor();
  await shootPopupState(popup, 'popup-finder');
  await popup.close();
  await target.close();
}

/** Cleaner links: an address with tracking parameters, cleaned; then the UTM builder with a preset. */
async function shootCleanLinks(session: ExtensionSession, origin: string): Promise<void> {
  const tracked = `${origin}/article?id=7&utm_source=facebook&utm_medium=paid&fbclid=IwAR2xT`;
  const tab = await session.openPage(tracked);
  const popup = await session.openPage(session.url(`popup.html?tabId=${await session.findTabId(tracked)}`));
  await popup.getByTestId('tracking-removed').getByRole('button').waitFor();
  await popup.getByRole('combobox', { name: say('fieldSpace') }).waitFor();
  await shootPopupState(popup, 'popup-tracking-removed');

  await popup.getByText(say('moreOptions'), { exact: true }).click();
  // Its fields come once the disclosure knows it is open: typing before could close it again.
  await popup.getByRole('combobox', { name: say('fieldDomain') }).waitFor();
  const builder = popup.getByTestId('utm-builder');
  await builder.getByRole('textbox', { name: say('utmFieldSource') }).fill('newsletter');
  await builder.getByRole('textbox', { name: say('utmFieldMedium') }).fill('email');
  await builder.getByRole('textbox', { name: say('utmFieldCampaign') }).fill('spring-launch');
  await builder.getByRole('textbox', { name: say('utmPresetName') }).fill('Newsletter');
  await builder.getByRole('button', { name: say('utmSave') }).click();
  await builder.getByRole('button', { name: say('utmApply', { name: 'Newsletter' }) }).waitFor();
  await shootPopupState(popup, 'popup-utm-builder');
  await popup.close();
  await tab.close();
}

/**
 * The connected server named "Acme — production" and `second` added as "Staging (classic)", as the
 * options page's list of servers leaves them, once the background has listed the first one.
 */
async function nameServers(session: ExtensionSession, second: ReferenceServer): Promise<void> {
  const listed = async () => (await session.readLocalStorage())[STORAGE.servers.key] as ServerList | undefined;
  await waitUntil(async () => ((await listed())?.order.length ?? 0) > 0, {
    timeout: 10_000,
    failure: () => 'the background listed no server',
  });
  await addExtensionServer(session, second, { id: '2', name: 'Staging (classic)', apiKey: SANDBOX_KEY });
  const list = await listed();
  const first = list?.byId[FIRST_SERVER_ID];
  if (list && first) {
    await session.seedLocalStorage({
      [STORAGE.servers.key]: {
        ...list,
        byId: { ...list.byId, [FIRST_SERVER_ID]: { ...first, name: 'Acme — production' } },
      },
    });
  }
}

/** The alias of the link just made, to provoke "alias taken" with it. */
async function aliasOf(popup: Page): Promise<string> {
  await popup
    .getByTestId('recent-offer')
    .or(popup.getByRole('textbox', { name: say('fieldAlias') }))
    .first()
    .waitFor();
  const response = await popup.evaluate(async () => {
    const stored = await (
      globalThis as unknown as { chrome: { storage: { local: { get(k: string): Promise<Record<string, unknown>> } } } }
    ).chrome.storage.local.get('recentLinks');
    return (stored.recentLinks as { link: { alias: string } }[])[0]?.link.alias ?? 'taken';
  });
  return response;
}

const SHOT_KEY = 'shots'.padEnd(64, '0');

/**
 * The Links list's export (issue 25): 230 more links (no space, so the spaces' counts stay), three
 * pages of 100; done, then in progress while the server's rate limit holds page 2.
 */
async function shootExport(options: Page, server: ReferenceServer, client: ApiClient): Promise<void> {
  for (let start = 0; start < 230; start += 23)
    await Promise.all(
      Array.from({ length: 23 }, (_, k) =>
        client.links.create({ destination: `https://www.example.com/catalog/item-${String(start + k)}` }),
      ),
    );
  await options.reload();
  await options.getByTestId('link-row').first().waitFor();
  const exportButton = options.getByRole('button', { name: say('linksExport'), exact: true });
  await exportButton.click();
  await options.getByTestId('export-done').waitFor();
  await shoot(options, 'options-export-done', 1280, 800, false);
  await options.keyboard.press('Escape');
  const windowMs = 8_000;
  server.setRateLimit(1, { windowMs, reset: 'always' });
  await exportButton.click();
  await options.getByTestId('export-waiting').waitFor();
  await shoot(options, 'options-export-progress', 1280, 800, false);
  await options.keyboard.press('Escape');
  server.setRateLimit(100_000);
  // The background learned a window of one request: the next pages' requests would wait it out.
  await options.waitForTimeout(windowMs);
}

/** The options page against a reference server with plausible data: each state the README shows. */
async function shootOptionsPage(session: ExtensionSession): Promise<void> {
  const server = await startReferenceServer({
    apiKeys: [SHOT_KEY],
    titleFetch: false,
    rateLimitPerMinute: 100_000,
    dialect: 'current',
  });
  try {
    const client = clientOf(server, SHOT_KEY);
    const names: [string, 1 | 2 | 3 | 4 | 5 | 6][] = [
      ['Marketing', 2],
      ['Support', 6],
      ['Launch 2026', 1],
      ['Docs', 4],
      ['Customer success — EMEA partners', 3],
    ];
    const spaces = [];
    for (const [name, color] of names) spaces.push(await client.spaces.create({ name, color }));
    const made: { id: number; alias: string; shortUrl: string }[] = [];
    const pages = [
      'blog/spring-sale',
      'docs/getting-started',
      'pricing',
      'careers/designer',
      'changelog/4-2',
      'help/billing',
      'events/meetup-berlin',
      'blog/why-short-links',
      'status',
      'download',
    ];
    for (const [i, path] of pages.entries()) {
      const link = await client.links.create({
        destination: `https://www.example.com/${path}?utm_source=newsletter`,
        alias: path
          .split('/')
          .pop()
          ?.slice(0, 12)
          .replace(/[^a-z0-9-]/g, ''),
        spaceId: spaces[i % 5]?.id,
        domainId: i % 3 === 0 ? 2 : undefined,
        expiry:
          i === 7
            ? { startDate: '2025-11-01', date: '2025-12-31' }
            : i === 0
              ? { startDate: '2026-03-01', startTime: '09:00', date: '2026-12-31', time: '18:00', clickLimit: 5000 }
              : undefined,
      });
      made.push({ id: link.id, alias: link.alias, shortUrl: link.shortUrl });
      server.addClicks(link.id, [1520, 87, 342, 9, 0, 45, 230, 12, 3, 760][i] ?? 0);
    }
    await session.seedLocalStorage(connectedStorage(server, SHOT_KEY));

    const options = await session.openPage(session.url('options.html?view=links'));
    await options.getByTestId('link-row').first().waitFor();
    await shoot(options, 'options-links', 1280, 800);

    // A link's statistics: the demo visitors of the sandbox on the first link, 200 over 90 days.
    const first = made[0];
    if (first) {
      server.seedClicks(demoClicks([first.id], Date.now(), 200));
      const stats = await session.openPage(session.url(`options.html?view=links&stats=${String(first.id)}`));
      await stats.getByTestId('stats-total').waitFor();
      await stats.getByTestId('stats-list-referrer').locator('tbody tr').first().waitFor();
      await shoot(stats, 'options-stats', 1280, 900);
      await stats.close();
    }

    await options.getByRole('button', { name: say('linkEditLabel', { alias: 'spring-sale' }), exact: true }).click();
    await options.getByRole('dialog').waitFor();
    await shoot(options, 'options-edit-link', 1280, 900, false);
    await options.keyboard.press('Escape');

    await options.getByRole('button', { name: say('linkQrLabel', { alias: 'spring-sale' }), exact: true }).click();
    await options.getByRole('dialog').getByRole('img').waitFor();
    await shoot(options, 'options-qr-dialog', 1280, 800, false);
    await options.keyboard.press('Escape');

    await options.getByRole('checkbox', { name: say('linkSelectLabel', { alias: 'pricing' }) }).check();
    await options.getByRole('checkbox', { name: say('linkSelectLabel', { alias: 'status' }) }).check();
    await options.getByRole('button', { name: say('bulkDelete') }).click();
    await options.getByRole('dialog').waitFor();
    await shoot(options, 'options-delete-links', 1280, 800, false);
    await options.keyboard.press('Escape');

    // A bulk delete the server stopped (a login page instead of an answer, on either delete route a
    // classic server has): the job waits for Resume or Dismiss.
    await options.getByRole('checkbox', { name: say('linkSelectLabel', { alias: 'pricing' }) }).check();
    await options.getByRole('checkbox', { name: say('linkSelectLabel', { alias: 'status' }) }).check();
    server.addFault({ match: { method: 'DELETE' }, html: true, times: 2 });
    await options.getByRole('button', { name: say('bulkDelete') }).click();
    await options
      .getByRole('dialog')
      .getByRole('button', { name: say('linkDeleteConfirm') })
      .click();
    await options.getByTestId('job-notice-delete-links').waitFor();
    server.clearFaults();
    await shoot(options, 'options-interrupted-run', 1280, 800, false);
    await options.getByRole('button', { name: say('jobDismiss') }).click();
    await options.getByTestId('job-notice-delete-links').waitFor({ state: 'detached' });
    await shootExport(options, server, client);

    await options.goto(session.url('options.html?view=spaces'));
    await options.getByTestId('space-row').first().waitFor();
    await options.getByRole('button', { name: say('spaceDeleteLabel', { name: 'Marketing' }) }).click();
    // The dialog counts the space's links first, then says how many go with it.
    await options
      .getByRole('dialog')
      .getByTestId('space-link-count')
      .filter({ hasText: /\S/, hasNotText: say('spaceDeleteCounting') })
      .waitFor();
    await shoot(options, 'options-delete-space', 1280, 720, false);
    await options.keyboard.press('Escape');
    await shoot(options, 'options-spaces', 1280, 720);

    // The account's own defaults, as set in phpShort's dashboard: Settings names them (Test again reads them).
    const support = spaces.find((space) => space.name === 'Support');
    server.setAccountDefaults(0, { default_stats: 1, ...(support ? { default_space: support.id } : {}) });
    await options.goto(session.url('options.html?view=settings'));
    await options.getByLabel(say('connectServerUrlLabel')).waitFor();
    await options.getByRole('button', { name: say('connectTestAgain') }).click();
    await options
      .getByTestId('connection-result')
      .filter({ hasText: say('stateConnectedCurrent') })
      .waitFor();
    await shoot(options, 'options-settings-connected', 1280, 900);
    await options.getByLabel(say('connectServerUrlLabel')).fill('http://shortener.example');
    await options.getByRole('button', { name: say('connectSave'), exact: true }).click();
    await options.getByLabel(say('connectAllowHttp')).waitFor();
    await shoot(options, 'options-settings-insecure', 1280, 900);

    const second = await startReferenceServer({ apiKeys: [SANDBOX_KEY], titleFetch: false });
    try {
      await nameServers(session, second);
      await options.goto(session.url('options.html?view=settings'));
      await options.getByRole('heading', { name: 'Staging (classic)' }).waitFor();
      await shoot(options, 'options-servers', 1280, 720);
    } finally {
      await second.close();
    }
    await options.close();
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
