/**
 * `npm start`: a local sandbox. Builds the extension with the loopback origin pre-granted,
 * serves the reference phpShort server on 127.0.0.1:8787 (or the next free port) with a fixed
 * key, and opens Chromium with the extension already connected when there is a display.
 * Everything stays up until Ctrl-C.
 *
 * `npm start -- --dialect current [--plan-off FEATURE,...] [--timezone ZONE]` serves today's
 * phpShort dialect instead of the classic one (see test/server/README.md).
 */
import { mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { STORAGE } from '../../lib/storage/registry';
import { planOffFeatures } from '../server/current/plan';
import { startReferenceServer } from '../server/index';
import type { ReferenceServerOptions } from '../server/types';
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

type DialectOptions = Pick<ReferenceServerOptions, 'dialect' | 'plan' | 'timezone'>;

/** `--dialect classic|current`, `--plan-off a,b`, `--timezone Europe/Berlin`; exits on anything else. */
function parseArgs(argv: string[]): DialectOptions {
  const fail = (problem: string): never => {
    console.error(
      `${problem}\nusage: npm start -- [--dialect classic|current] [--plan-off FEATURE,...] [--timezone ZONE]`,
    );
    process.exit(2);
  };
  const opts: DialectOptions = {};
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = argv[++i] ?? fail(`${flag ?? ''} needs a value`);
    if (flag === '--dialect') {
      if (value !== 'classic' && value !== 'current') fail('--dialect must be classic or current');
      else opts.dialect = value;
    } else if (flag === '--plan-off') {
      const features = planOffFeatures(value);
      if (typeof features === 'string') fail(features);
      else opts.plan = { features: { ...opts.plan?.features, ...features } };
    } else if (flag === '--timezone') opts.timezone = value;
    else fail(`unknown argument ${flag ?? ''}`);
  }
  return opts;
}

async function main(): Promise<void> {
  const dialect = parseArgs(process.argv.slice(2));
  buildSandboxExtensions();

  mkdirSync(SANDBOX_DIR, { recursive: true });
  // One data file per dialect: their link records differ, and each server refuses the other's file.
  const dataFile = join(SANDBOX_DIR, dialect.dialect === 'current' ? 'data-current.json' : 'data.json');
  const server = await startReferenceServer({
    port: await findFreePort(8787),
    apiKeys: [SANDBOX_KEY],
    dataFile,
    ...dialect,
  });
  console.log(`
Sandbox phpShort server: ${server.url} (${dialect.dialect ?? 'classic'} dialect)
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
