/**
 * `npm run screenshots`: PNGs of the popup and the options page, light and dark, for the README.
 * Uses the loopback build (`npm test` makes it) in headless Chromium.
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
  const session = await launchExtension({ extensionDir: E2E_EXTENSION_DIR });
  try {
    await session.openPage(site.articleUrl);
    const tabId = await session.findTabId(site.articleUrl);
    const popupUrl = session.url(`popup.html?tabId=${tabId}`);

    const popup = await session.openPage(popupUrl);
    await popup.getByRole('button', { name: 'Open settings' }).waitFor();
    await shoot(popup, 'popup-not-connected', 360, 200);

    const options = await session.openPage(session.url('options.html'));
    await options.getByText('Not connected yet').waitFor();
    await shoot(options, 'options', 1280, 720);
    await options.close();
    await shootOptionsPage(session);

    await session.seedLocalStorage({
      [CONNECTION_STORAGE_KEY]: { serverUrl: 'http://127.0.0.1:8787', apiKey: 'sandbox' },
    });
    await popup.reload();
    await popup.getByText('Connected to').waitFor();
    await shoot(popup, 'popup-connected', 360, 200);
  } finally {
    await session.close();
    await site.close();
  }
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
