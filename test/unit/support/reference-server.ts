import { afterAll, beforeAll, beforeEach } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ApiError, createClient, type ApiClient, type ClientConfig } from '../../../lib/api';
import { currentSeedFor, DEFAULT_DOMAIN_ID, seedFor, startReferenceServer } from '../../server/index';
import type { ReferenceServer, ReferenceServerOptions } from '../../server/types';

/** The key of the account every unit test uses (account 0 of the reference server). */
export const TEST_KEY = 'k'.repeat(64);
/** The key of a second account, for tests about another account's records. */
export const OTHER_KEY = 'o'.repeat(64);
/** The domains and pixels the reference server seeds for the `TEST_KEY` account (classic). */
export const TEST_SEED = seedFor(0);

/** Both API dialects: suites that must hold on either kind of server run once per entry (`describe.each`). */
export const DIALECTS = ['classic', 'current'] as const;
export type Dialect = (typeof DIALECTS)[number];

/** The own domains and pixels of the `TEST_KEY` account, as the server of `dialect` seeds them. */
export function seedOf(dialect: Dialect): {
  domains: { id: number; name: string }[];
  pixels: { id: number; name: string }[];
} {
  return dialect === 'current' ? currentSeedFor(0) : seedFor(0);
}

export interface ReferenceServerFixture {
  readonly server: ReferenceServer;
  /**
   * A client of the `TEST_KEY` account in the server's dialect, as the background builds it after
   * detection (on current: the account's default domain), or with other key, address or options.
   */
  client(overrides?: Partial<ClientConfig>): ApiClient;
}

/**
 * One reference server per test file (or per `describe` it is called in), with the accounts
 * of `TEST_KEY` and `OTHER_KEY`. Before each test the server goes back to its seeds and WXT's
 * fake browser (storage, events) is wiped. Code under test always talks real HTTP to it; there
 * are no fetch mocks.
 *
 * The rate limit is lifted (a file sends far more than 60 requests a minute; the 429 answer is
 * tested with a fault, or with a low `rateLimitPerMinute`). `options` go to the server as given.
 */
export function useReferenceServer(options: Partial<ReferenceServerOptions> = {}): ReferenceServerFixture {
  let server: ReferenceServer | undefined;
  const started = (): ReferenceServer => {
    if (!server) throw new Error('The reference server starts in beforeAll');
    return server;
  };
  beforeAll(async () => {
    server = await startReferenceServer({
      apiKeys: [TEST_KEY, OTHER_KEY],
      rateLimitPerMinute: 10_000,
      titleFetch: false,
      ...options,
    });
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(() => {
    fakeBrowser.reset();
    started().reset();
  });
  return {
    get server(): ReferenceServer {
      return started();
    },
    client: (overrides = {}) =>
      createClient({
        serverUrl: started().url,
        apiKey: TEST_KEY,
        dialect: started().dialect,
        defaultDomainId: started().dialect === 'current' ? DEFAULT_DOMAIN_ID : null,
        ...overrides,
      }),
  };
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
