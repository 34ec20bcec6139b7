import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import puppeteer, { type Page } from 'puppeteer-core';
import { waitUntil } from '../../support/wait-until';
import { assertBuilt, E2E_FIREFOX_DIR, FIREFOX_PATH } from '../../support/paths';
import { bidiOf, contextOf, navigate } from './bidi';
import { ChromeWindow } from './chrome-window';
import { ExtensionErrors } from './extension-errors';
import type { BackgroundWindow, ExtensionGlobal } from './extension-global';
import { FirefoxSession } from './firefox-session';

export interface FirefoxLaunchOptions {
  extensionDir?: string;
  headless?: boolean;
}

/**
 * Starts Firefox in a fresh profile (puppeteer makes one and deletes it on close), installs the
 * build as a temporary add-on and waits for its background page.
 */
export async function launchFirefox({
  extensionDir = E2E_FIREFOX_DIR,
  headless = true,
}: FirefoxLaunchOptions = {}): Promise<FirefoxSession> {
  assertBuilt(extensionDir);
  const extensionId = geckoId(extensionDir);
  const uuid = randomUUID();
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless,
    // Lets BiDi open moz-extension:// pages and run script in the browser window itself.
    args: ['--remote-allow-system-access'],
    // Pins the add-on's moz-extension:// host, which Firefox otherwise picks at random on install.
    extraPrefsFirefox: { 'extensions.webextensions.uuids': JSON.stringify({ [extensionId]: uuid }) },
  });
  try {
    await browser.installExtension(extensionDir);
    const bidi = bidiOf(browser);
    const chrome = await ChromeWindow.find(bidi);
    const origin = `moz-extension://${uuid}`;
    const errors = await ExtensionErrors.watch(chrome, `${origin}/`);
    // The first tab becomes the control page: the options page, idle while not connected
    // (it fetches nothing on its own later). The hash keeps findTabId from taking it for a test's page.
    const [control = await browser.newPage()] = await browser.pages();
    await navigate(bidi, contextOf(control), `${origin}/options.html#session-control`);
    await waitForBackgroundPage(control);
    return new FirefoxSession({ browser, bidi, chrome, control, extensionId, origin, errors });
  } catch (error) {
    await browser.close();
    throw error;
  }
}

function geckoId(extensionDir: string): string {
  const manifest: unknown = JSON.parse(readFileSync(join(extensionDir, 'manifest.json'), 'utf8'));
  const settings: unknown =
    typeof manifest === 'object' && manifest !== null ? Reflect.get(manifest, 'browser_specific_settings') : null;
  const gecko: unknown = typeof settings === 'object' && settings !== null ? Reflect.get(settings, 'gecko') : null;
  const id: unknown = typeof gecko === 'object' && gecko !== null ? Reflect.get(gecko, 'id') : null;
  if (typeof id !== 'string')
    throw new Error(`${extensionDir}/manifest.json has no browser_specific_settings.gecko.id`);
  return id;
}

/** The background page has run its script (listeners registered) once its document is loaded. */
async function waitForBackgroundPage(control: Page): Promise<void> {
  await waitUntil(
    () =>
      control.evaluate(() => {
        const background = (
          globalThis as ExtensionGlobal
        ).browser.extension.getBackgroundPage() as BackgroundWindow | null;
        return background?.document.readyState === 'complete';
      }),
    { failure: () => 'The background page did not load in time' },
  );
}
