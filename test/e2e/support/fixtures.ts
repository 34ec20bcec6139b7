import { test as base } from 'vitest';
import { launchExtension } from './launch-extension';
import { E2E_EXTENSION_DIR } from './paths';
import { startTargetSite } from './target-site';

/**
 * One Chromium and one target site per test file: launching takes a second or two, and each
 * file still starts from a fresh profile. Tests that change storage restore it themselves.
 */
export const test = base
  /** The browser's time zone for the file (e.g. `Europe/Berlin`, for summer time); the machine's when unset. */
  .extend('timeZone', { scope: 'file' }, '' as string)
  .extend('extension', { scope: 'file' }, async ({ timeZone }, { onCleanup }) => {
    const session = await launchExtension({ extensionDir: E2E_EXTENSION_DIR, ...(timeZone ? { timeZone } : {}) });
    onCleanup(() => session.close());
    return session;
  })
  .extend('targetSite', { scope: 'file' }, async ({}, { onCleanup }) => {
    const site = await startTargetSite();
    onCleanup(() => site.close());
    return site;
  });

export { expect } from 'vitest';
