import { afterAll, beforeAll, beforeEach } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { startReferenceServer } from '../../server/index';
import type { ReferenceServer } from '../../server/types';

/** The key of the one account these tests use. */
export const BACKGROUND_TEST_KEY = 'k'.repeat(64);

/**
 * Background code under test: WXT's fake browser for storage and events, the reference
 * server for HTTP. One server per file; the browser and the server are wiped before each test.
 */
export function useBackgroundServer(): { readonly server: ReferenceServer } {
  let server: ReferenceServer | undefined;
  beforeAll(async () => {
    server = await startReferenceServer({ apiKeys: [BACKGROUND_TEST_KEY], titleFetch: false });
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(() => {
    fakeBrowser.reset();
    server?.reset();
  });
  return {
    get server(): ReferenceServer {
      if (!server) throw new Error('The reference server starts in beforeAll');
      return server;
    },
  };
}
