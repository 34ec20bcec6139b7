/**
 * `npm start`: a local sandbox. Builds the extension with the loopback origin pre-granted,
 * serves the reference phpShort server on 127.0.0.1:8787 (or the next free port) with a fixed
 * key, and opens Chromium with the extension already connected when there is a display.
 * Everything stays up until Ctrl-C.
 *
 * `npm start -- --dialect current [--plan-off FEATURE,...] [--timezone ZONE]` serves today's
 * phpShort dialect instead of the classic one (see test/server/README.md). A current server that
 * starts without a data file gets two links with made-up clicks, so statistics have something to show.
 *
 * `npm start -- --two` serves both at once, a classic server and a current one on two ports, each
 * with its own key and data, and gives the extension both ("Sandbox — classic", current, and
 * "Sandbox — current"): the way to try several servers. `--plan-off` and `--timezone` then go to
 * the current one.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { keyOfServer } from '../../lib/servers';
import { STORAGE } from '../../lib/storage/registry';
import { demoClicks } from '../server/current/demo-clicks';
import { DEFAULT_DOMAIN_ID, startReferenceServer } from '../server/index';
import type { ReferenceServer } from '../server/types';
import type { ExtensionSession } from '../e2e/support/extension-session';
import { serverListOf } from '../e2e/support/extension-state';
import { launchExtension } from '../e2e/support/launch-extension';
import { waitUntil } from '../e2e/support/wait-until';
import { findFreePort } from './lib/free-port';
import { projectRoot, runBin } from './lib/run';
import { parseSandboxArgs, SANDBOX_USAGE, type SandboxArgs } from './lib/sandbox-args';

// Obviously fake, fixed so a pasted key keeps working across restarts; only loopback hears it.
const SANDBOX_KEY = 'sandbox'.padEnd(64, '0');
// The second server of `--two` has a key of its own: a key pasted into the wrong server is refused, as it would be.
const SANDBOX_CURRENT_KEY = 'sandboxcurrent'.padEnd(64, '0');
const SANDBOX_DIR = join(projectRoot, '.sandbox');
const OUT_DIR = join(projectRoot, '.output', 'sandbox');
const CHROME_DIR = join(OUT_DIR, 'chrome-mv3');
const FIREFOX_DIR = join(OUT_DIR, 'firefox-mv2');

const show = (path: string) => relative(projectRoot, path);

/** One served server as the extension is given it. */
interface SandboxServer {
  /** The name the extension lists it under ('' with one server: it is then called by its host). */
  name: string;
  server: ReferenceServer;
  apiKey: string;
  dataFile: string;
  /** Its data file did not exist before this start: nothing of the user's is in it. */
  fresh: boolean;
}

function buildSandboxExtensions(): void {
  // Its own output folder: the production build in .output/chrome-mv3 stays untouched.
  const env = { EXTRA_HOST_PERMISSION: 'http://127.0.0.1/*', EXTRA_OUT_DIR: show(OUT_DIR) };
  runBin('wxt', ['build'], env);
  runBin('wxt', ['build', '-b', 'firefox'], env);
}

function printManualSteps(servers: readonly SandboxServer[]): void {
  const entry = ({ server, apiKey }: SandboxServer, indent: string) =>
    `${indent}Server URL: ${server.url}\n${indent}API key:    ${apiKey}`;
  const connect =
    servers.length > 1
      ? `Then open the extension's settings, connect to the first server and add the others, each under its name:
${servers.map((each, index) => `  ${String(index + 1)}. ${each.name}\n${entry(each, '     ')}`).join('\n')}`
      : `Then open the extension's settings and enter
${servers.map((each) => entry(each, '  ')).join('\n')}`;
  console.log(`
No display here, so no browser was started. Load the sandbox build yourself:

  Chrome / Chromium: chrome://extensions → turn on "Developer mode" → "Load unpacked"
                     → choose ${show(CHROME_DIR)}
  Firefox:           about:debugging#/runtime/this-firefox → "Load Temporary Add-on…"
                     → choose ${show(join(FIREFOX_DIR, 'manifest.json'))}

${connect}
`);
}

/**
 * Storage as the settings page leaves it once each server is saved: the list of servers (the first
 * current) and each one's connection under its own keys (lib/servers.ts).
 */
function sandboxStorage(servers: readonly SandboxServer[]): Record<string, unknown> {
  const ids = servers.map((_, index) => String(index + 1));
  return {
    [STORAGE.servers.key]: serverListOf(servers.map(({ name }, index) => ({ id: ids[index] ?? '', name }))),
    ...Object.fromEntries(
      servers.map(({ server, apiKey }, index) => [
        keyOfServer(STORAGE.connection.key, ids[index] ?? ''),
        { serverUrl: server.url, apiKey },
      ]),
    ),
  };
}

async function openConnectedBrowser(servers: readonly SandboxServer[]): Promise<ExtensionSession> {
  const session = await launchExtension({ extensionDir: CHROME_DIR, headless: false });
  // The new background first lists the servers it finds (none): seeded before, ours could be replaced.
  await waitUntil(async () => STORAGE.servers.key in (await session.readLocalStorage()), {
    timeout: 10_000,
    failure: () => 'The extension never listed its servers',
  });
  // Seed what the settings page would save, so the extension works at once.
  await session.seedLocalStorage(sandboxStorage(servers));
  await session.openPage(session.url('options.html'));
  const what = servers.length > 1 ? `connected to ${String(servers.length)} servers` : 'connected';
  console.log(`Chromium is running with the extension (id ${session.extensionId}) ${what}.`);
  return session;
}

/** The one server, or with `--two` the classic and the current one, on free loopback ports from 8787 up. */
async function startSandboxServers({ two, server: options }: SandboxArgs): Promise<SandboxServer[]> {
  mkdirSync(SANDBOX_DIR, { recursive: true });
  // One data file per dialect: their link records differ, and each server refuses the other's file.
  const dataFileOf = (dialect: string | undefined) =>
    join(SANDBOX_DIR, dialect === 'current' ? 'data-current.json' : 'data.json');
  if (!two) {
    const dataFile = dataFileOf(options.dialect);
    const fresh = !existsSync(dataFile);
    const server = await startReferenceServer({
      port: await findFreePort(8787),
      apiKeys: [SANDBOX_KEY],
      dataFile,
      ...options,
    });
    return [{ name: '', server, apiKey: SANDBOX_KEY, dataFile, fresh }];
  }
  const classicFile = dataFileOf('classic');
  const classicFresh = !existsSync(classicFile);
  const classic = await startReferenceServer({
    port: await findFreePort(8787),
    apiKeys: [SANDBOX_KEY],
    dataFile: classicFile,
  });
  const currentFile = dataFileOf('current');
  const currentFresh = !existsSync(currentFile);
  const current = await startReferenceServer({
    port: await findFreePort(classic.port + 1),
    apiKeys: [SANDBOX_CURRENT_KEY],
    dataFile: currentFile,
    ...options,
    dialect: 'current',
  });
  return [
    { name: 'Sandbox — classic', server: classic, apiKey: SANDBOX_KEY, dataFile: classicFile, fresh: classicFresh },
    {
      name: 'Sandbox — current',
      server: current,
      apiKey: SANDBOX_CURRENT_KEY,
      dataFile: currentFile,
      fresh: currentFresh,
    },
  ];
}

/**
 * A fresh current server gets two links with a few dozen clicks over the last 90 days, so the
 * statistics view has something to show at once. Made through the API, as a user would; a data
 * file that already existed is the user's and is left alone.
 */
async function seedDemoStatistics({ server, apiKey, fresh }: SandboxServer): Promise<void> {
  if (!fresh || server.dialect !== 'current') return;
  const ids: number[] = [];
  const demos = [
    { alias: 'launch', url: 'https://example.com/launch' },
    { alias: 'docs', url: 'https://example.org/docs/getting-started' },
  ];
  for (const { alias, url } of demos) {
    const res = await fetch(`${server.url}/api/v1/links`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${apiKey}`, Accept: 'application/json' },
      body: new URLSearchParams({ url, alias, domain_id: String(DEFAULT_DOMAIN_ID) }),
    });
    if (!res.ok) throw new Error(`Could not create the demo link ${alias}: HTTP ${String(res.status)}`);
    ids.push(((await res.json()) as { data: { id: number } }).data.id);
  }
  server.seedClicks(demoClicks(ids, Date.now()));
  console.log(`Seeded ${server.url}/launch and /docs with clicks of the last 90 days (statistics).`);
}

function describeServers(servers: readonly SandboxServer[]): string {
  if (servers.length === 1 && servers[0]) {
    const { server, apiKey, dataFile } = servers[0];
    return `
Sandbox phpShort server: ${server.url} (${server.dialect} dialect)
API key:                 ${apiKey}
Data:                    ${show(dataFile)} (delete it to start over)`;
  }
  return servers
    .map(
      ({ name, server, apiKey, dataFile }, index) => `
${name}${index === 0 ? ' (the current server)' : ''}
  Server URL: ${server.url} (${server.dialect} dialect)
  API key:    ${apiKey}
  Data:       ${show(dataFile)} (delete it to start over)`,
    )
    .join('\n');
}

async function main(): Promise<void> {
  const args = parseSandboxArgs(process.argv.slice(2));
  if (typeof args === 'string') {
    console.error(`${args}\n${SANDBOX_USAGE}`);
    process.exit(2);
  }
  buildSandboxExtensions();
  const servers = await startSandboxServers(args);
  for (const each of servers) await seedDemoStatistics(each);
  console.log(describeServers(servers));

  const hasDisplay = Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);
  let browser: ExtensionSession | null = null;
  if (hasDisplay) {
    try {
      browser = await openConnectedBrowser(servers);
    } catch (error) {
      console.error(`Could not start Chromium: ${(error as Error).message}`);
      printManualSteps(servers);
    }
  } else {
    printManualSteps(servers);
  }
  console.log('Press Ctrl-C to stop.');

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the sandbox…');
    await browser?.close().catch(() => undefined);
    await Promise.all(servers.map(({ server }) => server.close()));
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  browser?.context.on('close', () => {
    if (!stopping) console.log('Chromium was closed; the servers keep running until Ctrl-C.');
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
