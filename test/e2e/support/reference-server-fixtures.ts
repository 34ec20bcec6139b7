import { createClient, type ApiClient } from '../../../lib/api/client';
import { CONNECTION_STORAGE_KEY } from '../../../lib/connection/storage-key';
import { startReferenceServer } from '../../server/index';
import type { ReferenceServer } from '../../server/types';
import type { ExtensionSession } from './extension-session';
import { test as extensionTest } from './fixtures';

/** The key of account 0 on the reference server in E2E files. */
export const E2E_KEY = 'e2e'.padEnd(64, '0');

/**
 * The extension fixtures plus a reference server per file. Its rate limit is lifted: one file
 * sends far more than 60 requests a minute, and the 429 case is tested with a fault instead.
 */
export const test = extensionTest.extend('server', { scope: 'file' }, async ({}, { onCleanup }) => {
  const server = await startReferenceServer({ apiKeys: [E2E_KEY], titleFetch: false, rateLimitPerMinute: 100_000 });
  onCleanup(() => server.close());
  return server;
});

export { expect } from 'vitest';

/** A client of the reference server for the test itself: seeding data and checking what it holds. */
export function serverClient(server: ReferenceServer): ApiClient {
  return createClient({ serverUrl: server.url, apiKey: E2E_KEY });
}

/** Storage as the options page leaves it after a successful Save. */
export async function connectExtension(extension: ExtensionSession, server: ReferenceServer): Promise<void> {
  await extension.seedLocalStorage({ [CONNECTION_STORAGE_KEY]: { serverUrl: server.url, apiKey: E2E_KEY } });
}
