import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { STORAGE } from '../../../lib/storage/registry';
import { detectedProfile } from '../../e2e/support/extension-state';
import { launchExtension } from '../../e2e/support/launch-extension';
import type { ExtensionSession } from '../../e2e/support/extension-session';
import { startReferenceServer } from '../../server/index';
import { median } from './median';

const KEY = 'bench'.padEnd(64, '0');

export interface ColdStart {
  /** An empty extension service worker: a message to it while stopped → its listener runs (median). */
  emptyWorkerMs: number;
  /** The extension, stopped: a shortening's message → the create request reaches the server (median). */
  shorteningMs: number;
  runs: { empty: number[]; shortening: number[] };
}

/**
 * The smallest MV3 extension: a module service worker that answers a message with the time its
 * listener ran, and a blank page to send it from. Built by the bench, into a temporary folder.
 */
async function writeEmptyExtension(dir: string): Promise<void> {
  const manifest = {
    manifest_version: 3,
    name: 'Empty service worker (bench floor)',
    version: '1.0.0',
    background: { service_worker: 'background.js', type: 'module' },
  };
  await writeFile(join(dir, 'manifest.json'), JSON.stringify(manifest));
  await writeFile(
    join(dir, 'background.js'),
    'chrome.runtime.onMessage.addListener((_m, _s, reply) => { reply(performance.timeOrigin + performance.now()); });\n',
  );
  await writeFile(join(dir, 'page.html'), '<!doctype html><title>bench</title>');
}

/**
 * Stops every service worker (CDP) and waits until the extension's is gone, so the next event
 * starts it afresh. A worker still finishing an event may outlive one stop: it is asked again.
 */
async function stopWorker(cdp: CDPSession): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (i % 10 === 0) await cdp.send('ServiceWorker.stopAllWorkers');
    const { targetInfos } = await cdp.send('Target.getTargets');
    if (!targetInfos.some((t) => t.type === 'service_worker' && t.url.startsWith('chrome-extension://'))) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('The extension service worker did not stop');
}

async function stoppable(session: ExtensionSession, path: string): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await session.openPage(session.url(path));
  const cdp = await session.context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  return { page, cdp };
}

interface ChromeRuntime {
  chrome: { runtime: { sendMessage(message: unknown): Promise<unknown> } };
}

async function emptyWorkerStarts(runs: number): Promise<number[]> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-empty-sw-'));
  await writeEmptyExtension(dir);
  const session = await launchExtension({ extensionDir: dir });
  try {
    const { page, cdp } = await stoppable(session, 'page.html');
    const times: number[] = [];
    for (let run = 0; run <= runs; run++) {
      await stopWorker(cdp);
      const ms = await page.evaluate(async () => {
        const { chrome } = globalThis as unknown as ChromeRuntime;
        const sent = performance.timeOrigin + performance.now();
        const ran = (await chrome.runtime.sendMessage({})) as number;
        return ran - sent;
      });
      if (run > 0) times.push(ms);
    }
    return times;
  } finally {
    await session.close();
    await rm(dir, { recursive: true, force: true });
  }
}

async function coldShortenings(extensionDir: string, runs: number): Promise<number[]> {
  const server = await startReferenceServer({ apiKeys: [KEY], titleFetch: false, rateLimitPerMinute: 10_000 });
  const session = await launchExtension({ extensionDir });
  try {
    await session.seedLocalStorage({
      [STORAGE.connection.key]: { serverUrl: server.url, apiKey: KEY },
      [STORAGE.serverProfile.key]: detectedProfile(server),
    });
    // The offscreen clipboard page, opened as a tab: an extension page that loads nothing of its own.
    const { page, cdp } = await stoppable(session, 'offscreen.html');
    const times: number[] = [];
    for (let run = 0; run <= runs; run++) {
      await stopWorker(cdp);
      server.clearRequests();
      const sent = await page.evaluate(async (n) => {
        const { chrome } = globalThis as unknown as ChromeRuntime;
        const destination = `https://example.com/cold/${n}`;
        const at = performance.timeOrigin + performance.now();
        await chrome.runtime.sendMessage({
          channel: 'phpshort',
          name: 'shorten/create',
          input: { requestId: `cold-${n}`, pageUrl: destination, draft: { destination } },
        });
        return at;
      }, run);
      const create = server.requests().find((r) => r.method === 'POST');
      if (!create) throw new Error('The stopped worker sent no create request');
      if (run > 0) times.push(create.at - sent);
    }
    return times;
  } finally {
    await session.close();
    await server.close();
  }
}

/**
 * The cold start of a shortening: the service worker stopped (CDP `ServiceWorker.stopAllWorkers`),
 * then the event that wakes it is the shortening itself, until its create request reaches the
 * server, beside an empty extension's worker woken the same way. Headless Chromium cannot click a
 * context-menu item or press an extension shortcut, so the shortening is the `shorten/create`
 * message of the popup: it wakes the worker as a menu click does and runs the same shortener.
 */
export async function measureColdStart(extensionDir: string, runs: number): Promise<ColdStart> {
  const empty = await emptyWorkerStarts(runs);
  const shortening = await coldShortenings(extensionDir, runs);
  return { emptyWorkerMs: median(empty), shorteningMs: median(shortening), runs: { empty, shortening } };
}
