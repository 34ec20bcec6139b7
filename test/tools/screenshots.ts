/**
 * `npm run screenshots`: PNGs of the popup and the options page, light and dark, for the README.
 * Uses the loopback build (`npm test` makes it) in headless Chromium.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { CONNECTION_STORAGE_KEY } from '../../lib/connection/storage-key';
import { launchExtension } from '../e2e/support/launch-extension';
import { E2E_EXTENSION_DIR } from '../e2e/support/paths';
import { startTargetSite } from '../e2e/support/target-site';
import { projectRoot, runBin } from './lib/run';

const OUT = join(projectRoot, 'test', 'screenshots');

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
    await shoot(options, 'options', 800, 360);

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

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
