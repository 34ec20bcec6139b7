import { createClient, type ApiClient } from '../../../lib/api/client';
import type { ReferenceServer } from '../../server/types';
import { E2E_KEY, startE2EServer } from './extension-state';
import { test as extensionTest } from './fixtures';

export { connectExtension, E2E_KEY } from './extension-state';

/** The extension fixtures plus a reference server per file (rate limit lifted). */
export const test = extensionTest.extend('server', { scope: 'file' }, async ({}, { onCleanup }) => {
  const server = await startE2EServer();
  onCleanup(() => server.close());
  return server;
});

export { expect } from 'vitest';

/** A client of the reference server for the test itself: seeding data and checking what it holds. */
export function serverClient(server: ReferenceServer): ApiClient {
  return createClient({ serverUrl: server.url, apiKey: E2E_KEY });
}
