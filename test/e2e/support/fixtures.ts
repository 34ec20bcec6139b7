import { test as base } from 'vitest';
import { launchExtension } from './launch-extension';
import { E2E_EXTENSION_DIR } from './paths';
import { startTargetSite } from './target-site';

/**
 * One Chromium and one target site per test file: launching takes a second or two, and each
 * file still starts from a fresh profile. Tests that change storage restore it themselves.
 */
export const test = base
  .extend('extension', { scope: 'file' }, async ({}, { onCleanup }) => {
    const session = await launchExtension({ extensionDir: E2E_EXTENSION_DIR });
    onCleanup(() => session.close());
    return session;
  })
  .extend('targetSite', { scope: 'file' }, async ({}, { onCleanup }) => {
    const site = await startTargetSite();
    onCleanup(() => site.close());
    return site;
  });

export { expect } from 'vitest';
