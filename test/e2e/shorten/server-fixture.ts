import { CONNECTION_STORAGE_KEY } from '../../../lib/connection/storage-key';
import { startReferenceServer } from '../../server/index';
import type { LoggedRequest, ReferenceServer } from '../../server/types';
import type { ExtensionSession } from '../support/extension-session';
import { test as base } from '../support/fixtures';

export const API_KEY = 'e2e'.padEnd(64, '0');

/**
 * The shared Chromium fixtures plus a reference server for the file, and a helper that puts
 * the extension in a known state: connected to it (or not), storage otherwise empty.
 */
export const test = base.extend('server', { scope: 'file' }, async ({}, { onCleanup }) => {
  const server = await startReferenceServer({ apiKeys: [API_KEY], titleFetch: false });
  onCleanup(() => server.close());
  return server;
});

export async function resetExtension(
  extension: ExtensionSession,
  server: ReferenceServer,
  connection: { apiKey?: string; serverUrl?: string } | null = {},
): Promise<void> {
  server.reset();
  await extension.clearLocalStorage();
  await extension.serviceWorker.evaluate(async () => {
    const { chrome } = globalThis as unknown as { chrome: { storage: { session: { clear(): Promise<void> } } } };
    await chrome.storage.session.clear();
  });
  if (connection) {
    await extension.seedLocalStorage({
      [CONNECTION_STORAGE_KEY]: { serverUrl: connection.serverUrl ?? server.url, apiKey: connection.apiKey ?? API_KEY },
    });
  }
}

/** Link creations the server saw (the extension's other calls, e.g. listing spaces, left out). */
export function createRequests(server: ReferenceServer): LoggedRequest[] {
  return server.requests().filter((r) => r.method === 'POST' && r.path === '/api/v1/links');
}

export { expect } from '../support/fixtures';
