import { startReferenceServer } from '../../server/index';
import { E2E_KEY } from '../support/extension-state';
import { test as base } from '../support/fixtures';

export { createRequests, resetExtension } from '../support/extension-state';
export const API_KEY = E2E_KEY;

/**
 * The shared Chromium fixtures plus a reference server for the file (default rate limit); see
 * `resetExtension` for putting the extension in a known state.
 */
export const test = base.extend('server', { scope: 'file' }, async ({}, { onCleanup }) => {
  const server = await startReferenceServer({ apiKeys: [API_KEY], titleFetch: false });
  onCleanup(() => server.close());
  return server;
});

export { expect } from '../support/fixtures';
