import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Worker } from 'playwright-core';
import { ExtensionSession } from './extension-session';
import { assertBuilt, CHROMIUM_PATH } from './paths';

export interface LaunchOptions {
  extensionDir: string;
  /** Headed only for `npm start` on a desktop; tests and CI are headless. */
  headless?: boolean;
  /**
   * The browser's language for extensions, e.g. `ar` or `pt-BR` (English by default). It picks the
   * `_locales` catalog; headless Chromium still answers `en-US` to `i18n.getUILanguage()`.
   */
  language?: string;
  /** The browser's time zone (IANA, e.g. `Europe/Berlin`); the machine's by default. */
  timeZone?: string;
  /**
   * A profile the caller made and removes: the browser can then be closed and started again on
   * it, as a person restarts theirs (storage kept). A fresh one, removed on close, by default.
   */
  profileDir?: string;
  /**
   * Lets the test click the toolbar button through the DevTools protocol (`clickAction` in
   * ./action-click.ts), which grants activeTab as a real click does.
   */
  actionClicks?: boolean;
}

/**
 * Starts Chromium with the unpacked extension in a fresh profile (so no test sees another's
 * storage) and waits for the extension's service worker.
 */
export async function launchExtension({
  extensionDir,
  headless = true,
  language,
  timeZone,
  profileDir: givenProfile,
  actionClicks = false,
}: LaunchOptions): Promise<ExtensionSession> {
  assertBuilt(extensionDir);
  const profileDir = givenProfile ?? (await mkdtemp(join(tmpdir(), 'phpshort-chromium-')));
  const removeProfile = () =>
    givenProfile === undefined ? rm(profileDir, { recursive: true, force: true }) : Promise.resolve();
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    headless,
    // Chromium on Linux takes its UI language from the environment; --lang for the other systems.
    // Its time zone comes from TZ, for every page and the service worker alike.
    ...(language || timeZone
      ? {
          env: {
            ...process.env,
            ...(language ? { LANGUAGE: language.replace('-', '_') } : {}),
            ...(timeZone ? { TZ: timeZone } : {}),
          },
        }
      : {}),
    args: [
      ...(language ? [`--lang=${language}`] : []),
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
      // Root in containers and CI has no user namespace for Chromium's sandbox.
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // The protocol's Extensions domain (Playwright talks over a pipe, which it also requires).
      ...(actionClicks ? ['--enable-unsafe-extension-debugging'] : []),
    ],
  });
  try {
    const serviceWorker = await waitForExtensionWorker(context);
    return new ExtensionSession(context, serviceWorker, async () => {
      await context.close();
      await removeProfile();
    });
  } catch (error) {
    await context.close();
    await removeProfile();
    throw error;
  }
}

async function waitForExtensionWorker(context: BrowserContext): Promise<Worker> {
  const isExtension = (worker: Worker) => worker.url().startsWith('chrome-extension://');
  const running = context.serviceWorkers().find(isExtension);
  if (running) return running;
  return context.waitForEvent('serviceworker', { predicate: isExtension, timeout: 20_000 });
}
