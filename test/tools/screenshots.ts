/**
 * `npm run screenshots`: PNGs of the popup and the options page, light and dark, for the README.
 * Uses the loopback build (`npm test` makes it) in headless Chromium, against the reference server.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { CONNECTION_STORAGE_KEY } from '../../lib/connection/storage-key';
import { launchExtension } from '../e2e/support/launch-extension';
import { E2E_EXTENSION_DIR } from '../e2e/support/paths';
import { startTargetSite } from '../e2e/support/target-site';
import { startReferenceServer } from '../server/index';
import { projectRoot, runBin } from './lib/run';

const OUT = join(projectRoot, 'test', 'screenshots');
const SANDBOX_KEY = 'sandbox'.padEnd(64, '0');
/** The toolbar popup's real width; its height follows the content (Chrome allows up to 600). */
const POPUP_WIDTH = 360;

async function shoot(page: Page, name: string, width: number, height: number): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width, height });
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(OUT, `${name}-${colorScheme}.png`), fullPage: true });
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
    await shoot(options, 'options', 800, 360);

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

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
