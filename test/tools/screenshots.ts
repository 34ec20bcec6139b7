/**
 * `npm run screenshots`: PNGs of the popup and the options page, light and dark, for the README.
 * Uses the loopback build (`npm test` makes it) in headless Chromium, against the reference server.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { createClient } from '../../lib/api/client';
import { CONNECTION_STORAGE_KEY } from '../../lib/connection/storage-key';
import { startReferenceServer } from '../server/index';
import type { ExtensionSession } from '../e2e/support/extension-session';
import { launchExtension } from '../e2e/support/launch-extension';
import { E2E_EXTENSION_DIR } from '../e2e/support/paths';
import { startTargetSite } from '../e2e/support/target-site';
import { projectRoot, runBin } from './lib/run';

const OUT = join(projectRoot, 'test', 'screenshots');
const SANDBOX_KEY = 'sandbox'.padEnd(64, '0');
/** The toolbar popup's real width; its height follows the content (Chrome allows up to 600). */
const POPUP_WIDTH = 360;

async function shoot(page: Page, name: string, width: number, height: number, fullPage = true): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width, height });
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(OUT, `${name}-${colorScheme}.png`), fullPage });
    console.log(`test/screenshots/${name}-${colorScheme}.png`);
  }
}

async function main(): Promise<void> {
  runBin('wxt', ['build'], { EXTRA_HOST_PERMISSION: 'http://127.0.0.1/*' });
  mkdirSync(OUT, { recursive: true });
  const site = await startTargetSite();
  const server = await startReferenceServer({ apiKeys: [SANDBOX_KEY], titleFetch: false });
  const session = await launchExtension({ extensionDir: E2E_EXTENSION_DIR });
  try {
    await session.openPage(site.articleUrl);
    const tabId = await session.findTabId(site.articleUrl);
    const popupUrl = session.url(`popup.html?tabId=${tabId}`);

    const popup = await session.openPage(popupUrl);
    await popup.getByRole('button', { name: 'Open settings' }).waitFor();
    await shoot(popup, 'popup-not-connected', POPUP_WIDTH, 200);

    const options = await session.openPage(session.url('options.html'));
    await options.getByText('Not connected yet').waitFor();
    await shoot(options, 'options', 1280, 720);
    await options.close();
    await shootOptionsPage(session);

    await session.seedLocalStorage({ [CONNECTION_STORAGE_KEY]: { serverUrl: server.url, apiKey: SANDBOX_KEY } });
    const client = await fetch(`${server.url}/api/v1/spaces`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${SANDBOX_KEY}`, Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Marketing', color: 6 }),
    });
    if (!client.ok) throw new Error(`Could not seed a space: ${client.status}`);

    await popup.reload();
    await popup.getByText('Connected to').waitFor();
    await popup.getByRole('combobox', { name: 'Space' }).waitFor();
    await shoot(popup, 'popup-form', POPUP_WIDTH, 300);

    // Slow enough to photograph the progress state.
    server.addFault({ match: { method: 'POST', path: '/api/v1/links' }, latencyMs: 4000, times: 1 });
    await popup.getByRole('button', { name: 'Shorten' }).click();
    await popup.getByTestId('shorten-progress').waitFor();
    await shoot(popup, 'popup-progress', POPUP_WIDTH, 300);
    await popup.getByTestId('result').waitFor({ timeout: 10_000 });
    await popup.getByRole('img', { name: /QR code/ }).waitFor();
    await shoot(popup, 'popup-result', POPUP_WIDTH, 300);

    await popup.getByRole('button', { name: 'Shorten another' }).click();
    await popup.getByRole('textbox', { name: 'Alias' }).fill(await aliasOf(popup));
    await popup.getByRole('button', { name: 'Shorten' }).click();
    await popup.getByTestId('shorten-problem').waitFor();
    await shoot(popup, 'popup-alias-taken', POPUP_WIDTH, 300);

    const restricted = await session.openPage(session.url('options.html'));
    const restrictedTab = await session.findTabId(session.url('options.html'));
    const restrictedPopup = await session.openPage(session.url(`popup.html?tabId=${restrictedTab}`));
    await restrictedPopup.getByTestId('restricted-page').waitFor();
    await shoot(restrictedPopup, 'popup-restricted', POPUP_WIDTH, 300);
    await restricted.close();
  } finally {
    await session.close();
    await site.close();
    await server.close();
  }
}

/** The alias of the link just made, to provoke "alias taken" with it. */
async function aliasOf(popup: Page): Promise<string> {
  await popup.getByTestId('recent-offer').or(popup.getByRole('textbox', { name: 'Alias' })).first().waitFor();
  const response = await popup.evaluate(async () => {
    const stored = await (globalThis as unknown as { chrome: { storage: { local: { get(k: string): Promise<Record<string, unknown>> } } } }).chrome.storage.local.get('recentLinks');
    return (stored.recentLinks as { link: { alias: string } }[])[0]?.link.alias ?? 'taken';
  });
  return response;
}

const SHOT_KEY = 'shots'.padEnd(64, '0');

/** The options page against a reference server with plausible data: each state the README shows. */
async function shootOptionsPage(session: ExtensionSession): Promise<void> {
  const server = await startReferenceServer({ apiKeys: [SHOT_KEY], titleFetch: false, rateLimitPerMinute: 100_000 });
  try {
    const client = createClient({ serverUrl: server.url, apiKey: SHOT_KEY });
    const names: Array<[string, 1 | 2 | 3 | 4 | 5 | 6]> = [['Marketing', 2], ['Support', 6], ['Launch 2026', 1], ['Docs', 4]];
    const spaces = [];
    for (const [name, color] of names) spaces.push(await client.spaces.create({ name, color }));
    const pages = ['blog/spring-sale', 'docs/getting-started', 'pricing', 'careers/designer', 'changelog/4-2', 'help/billing', 'events/meetup-berlin', 'blog/why-short-links', 'status', 'download'];
    for (const [i, path] of pages.entries()) {
      const link = await client.links.create({
        destination: `https://www.example.com/${path}?utm_source=newsletter`,
        alias: path.split('/').pop()?.slice(0, 12).replace(/[^a-z0-9-]/g, ''),
        spaceId: spaces[i % 5]?.id,
        domainId: i % 3 === 0 ? 1 : undefined,
        disabled: i === 4,
        expiry: i === 7 ? { date: '2025-12-31' } : undefined,
      });
      server.addClicks(link.id, [1520, 87, 342, 9, 0, 45, 230, 12, 3, 760][i] ?? 0);
    }
    await session.seedLocalStorage({ [CONNECTION_STORAGE_KEY]: { serverUrl: server.url, apiKey: SHOT_KEY } });

    const options = await session.openPage(session.url('options.html?view=links'));
    await options.getByTestId('link-row').first().waitFor();
    await shoot(options, 'options-links', 1280, 800);

    await options.getByRole('button', { name: 'Edit spring-sale', exact: true }).click();
    await options.getByRole('dialog').waitFor();
    await shoot(options, 'options-edit-link', 1280, 900, false);
    await options.keyboard.press('Escape');

    await options.getByRole('checkbox', { name: 'Select pricing' }).check();
    await options.getByRole('checkbox', { name: 'Select status' }).check();
    await options.getByRole('button', { name: 'Delete selected' }).click();
    await options.getByRole('dialog').waitFor();
    await shoot(options, 'options-delete-links', 1280, 800, false);
    await options.keyboard.press('Escape');

    await options.goto(session.url('options.html?view=spaces'));
    await options.getByTestId('space-row').first().waitFor();
    await options.getByRole('button', { name: 'Delete space Marketing' }).click();
    await options.getByText(/also deletes its \d+ links/).waitFor();
    await shoot(options, 'options-delete-space', 1280, 720, false);
    await options.keyboard.press('Escape');
    await shoot(options, 'options-spaces', 1280, 720);

    await options.goto(session.url('options.html?view=settings'));
    await options.getByLabel('Server URL').waitFor();
    await options.getByRole('button', { name: 'Test again' }).click();
    await options.getByText(/✓ Connected to/).waitFor();
    await shoot(options, 'options-settings-connected', 1280, 900);
    await options.getByLabel('Server URL').fill('http://shortener.example');
    await options.getByRole('button', { name: 'Save', exact: true }).click();
    await options.getByLabel('Allow unencrypted HTTP for this server').waitFor();
    await shoot(options, 'options-settings-insecure', 1280, 900);
    await options.close();
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
