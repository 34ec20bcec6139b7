import { afterAll, beforeAll, beforeEach } from 'vitest';
import { ApiError, createClient, type ApiClient, type ClientConfig } from '../../../lib/api';
import { startReferenceServer } from '../../server/index';
import { seedFor } from '../../server/seeds';
import type { ReferenceServer, ReferenceServerOptions } from '../../server/types';

export const KEY_A = 'a'.repeat(60) + 'key1';
export const KEY_B = 'b'.repeat(60) + 'key2';
export const seedA = seedFor(0);

export interface ServerFixture {
  server: ReferenceServer;
  /** A client of account A (or another key / options). */
  client(overrides?: Partial<ClientConfig>): ApiClient;
}

/**
 * One reference server per test file, wiped before each test. The API layer is
 * always exercised over real HTTP; there are no fetch mocks.
 */
export function useReferenceServer(options: Partial<ReferenceServerOptions> = {}): ServerFixture {
  const fixture = {} as ServerFixture;
  beforeAll(async () => {
    fixture.server = await startReferenceServer({
      apiKeys: [KEY_A, KEY_B],
      rateLimitPerMinute: 10_000,
      titleFetch: false,
      ...options,
    });
    fixture.client = (overrides = {}) => createClient({ serverUrl: fixture.server.url, apiKey: KEY_A, ...overrides });
  });
  beforeEach(() => fixture.server.reset());
  afterAll(async () => {
    await fixture.server.close();
  });
  return fixture;
}

/** Runs `action` and returns the ApiError it threw (fails the test if it did not throw one). */
export async function caught(action: () => Promise<unknown>): Promise<ApiError> {
  try {
    await action();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw new Error(`Expected an ApiError, got ${String(error)}`, { cause: error });
  }
  throw new Error('Expected an ApiError, but the call succeeded');
}
