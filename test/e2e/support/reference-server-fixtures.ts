import type { ReferenceServer, ReferenceServerOptions } from '../../server/types';
import { startE2EServer } from './extension-state';
import { test as extensionTest } from './fixtures';

export {
  connectExtension,
  createRequests,
  detectedProfile,
  E2E_KEY,
  releaseHeld,
  resetExtension,
  serverClient,
} from './extension-state';

/** Both API dialects: suites that must hold on either kind of server run once per entry (`describe.each`). */
export const DIALECTS = ['classic', 'current'] as const;

/**
 * The Chromium fixtures plus one reference server per file, with the `E2E_KEY` account and its
 * rate limit lifted (see `startE2EServer`). Tests put the server and the extension in a known
 * state themselves (`resetExtension`, which also restarts the server's rate-limit count).
 *
 * A file that wants the server otherwise takes its own `test` from `testWithServerOptions`. The
 * popup's shortening files keep a real server's limit, `testWithServerOptions({ rateLimitPerMinute: 60 })`,
 * as they always had: a flow that floods the server fails there.
 */
export const test = extensionTest
  .extend('serverOptions', { scope: 'file' }, {} as Partial<ReferenceServerOptions>)
  .extend('server', { scope: 'file' }, async ({ serverOptions }, { onCleanup }) => {
    const server = await startE2EServer(serverOptions);
    onCleanup(() => server.close());
    return server;
  })
  /**
   * The same server options in the current dialect, started only by tests that ask for it. A suite
   * run per dialect picks its server with `serverOf`.
   */
  .extend('currentServer', { scope: 'file' }, async ({ serverOptions }, { onCleanup }) => {
    const server = await startE2EServer({ ...serverOptions, dialect: 'current' });
    onCleanup(() => server.close());
    return server;
  });

/**
 * The fixtures above with the file's own server options: a new test API for the file, never a
 * change to the shared `test` (which `test.override` at a file's top level would be). A worker
 * runs its files in one process (vitest.config.ts), so the shared one reaches every later file.
 */
export function testWithServerOptions(options: Partial<ReferenceServerOptions>) {
  return test.extend('serverOptions', { scope: 'file' }, options);
}

/** The file's server of `dialect`. */
export function serverOf(
  dialect: (typeof DIALECTS)[number],
  servers: { server: ReferenceServer; currentServer: ReferenceServer },
): ReferenceServer {
  return dialect === 'current' ? servers.currentServer : servers.server;
}

export { expect } from './fixtures';
