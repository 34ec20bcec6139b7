/**
 * `npm start`: a local sandbox. Builds the extension with the loopback origin pre-granted,
 * serves the reference phpShort server on 127.0.0.1:8787 (or the next free port) with a fixed
 * key, and opens Chromium with the extension already connected when there is a display.
 * Everything stays up until Ctrl-C.
 */
import { mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { STORAGE } from '../../lib/storage/registry';
import { startReferenceServer } from '../server/index';
import type { ExtensionSession } from '../e2e/support/extension-session';
import { launchExtension } from '../e2e/support/launch-extension';
import { findFreePort } from './lib/free-port';
import { projectRoot, runBin } from './lib/run';

// Obviously fake, fixed so a pasted key keeps working across restarts; only loopback hears it.
const SANDBOX_KEY = 'sandbox'.padEnd(64, '0');
const SANDBOX_DIR = join(projectRoot, '.sandbox');
const OUT_DIR = join(projectRoot, '.output', 'sandbox');
const CHROME_DIR = join(OUT_DIR, 'chrome-mv3');
const FIREFOX_DIR = join(OUT_DIR, 'firefox-mv2');

const show = (path: string) => relative(projectRoot, path);

function buildSandboxExtensions(): void {
  // Its own output folder: the production build in .output/chrome-mv3 stays untouched.
  const env = { EXTRA_HOST_PERMISSION: 'http://127.0.0.1/*', EXTRA_OUT_DIR: show(OUT_DIR) };
  runBin('wxt', ['build'], env);
  runBin('wxt', ['build', '-b', 'firefox'], env);
}

function printManualSteps(serverUrl: string): void {
  console.log(`
No display here, so no browser was started. Load the sandbox build yourself:

  Chrome / Chromium: chrome://extensions → turn on "Developer mode" → "Load unpacked"
                     → choose ${show(CHROME_DIR)}
  Firefox:           about:debugging#/runtime/this-firefox → "Load Temporary Add-on…"
                     → choose ${show(join(FIREFOX_DIR, 'manifest.json'))}

Then open the extension's settings and enter
  Server URL: ${serverUrl}
  API key:    ${SANDBOX_KEY}
`);
}

async function openConnectedBrowser(serverUrl: string): Promise<ExtensionSession> {
  const session = await launchExtension({ extensionDir: CHROME_DIR, headless: false });
  // Seed what the settings page would save, so the extension works at once.
  await session.seedLocalStorage({
    [STORAGE.connection.key]: { serverUrl, apiKey: SANDBOX_KEY },
  });
  await session.openPage(session.url('options.html'));
  console.log(`Chromium is running with the extension (id ${session.extensionId}) connected.`);
  return session;
}

async function main(): Promise<void> {
  buildSandboxExtensions();

  mkdirSync(SANDBOX_DIR, { recursive: true });
  const dataFile = join(SANDBOX_DIR, 'data.json');
  const server = await startReferenceServer({
    port: await findFreePort(8787),
    apiKeys: [SANDBOX_KEY],
    dataFile,
  });
  console.log(`
Sandbox phpShort server: ${server.url}
API key:                 ${SANDBOX_KEY}
Data:                    ${show(dataFile)} (delete it to start over)`);

  const hasDisplay = Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);
  let browser: ExtensionSession | null = null;
  if (hasDisplay) {
    try {
      browser = await openConnectedBrowser(server.url);
    } catch (error) {
      console.error(`Could not start Chromium: ${(error as Error).message}`);
      printManualSteps(server.url);
    }
  } else {
    printManualSteps(server.url);
  }
  console.log('Press Ctrl-C to stop.');

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the sandbox…');
    await browser?.close().catch(() => undefined);
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  browser?.context.on('close', () => {
    if (!stopping) console.log('Chromium was closed; the server keeps running until Ctrl-C.');
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
