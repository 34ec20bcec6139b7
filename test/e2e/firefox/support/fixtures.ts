import { test as base } from 'vitest';
import type { ReferenceServerOptions } from '../../../server/types';
import { startE2EServer } from '../../support/extension-state';
import { startTargetSite } from '../../support/target-site';
import { launchFirefox } from './launch-firefox';

/**
 * One Firefox, one target site and one reference server per test file: a launch takes about
 * two seconds, and each file still starts from a fresh profile. Tests reset the extension's
 * state themselves (`resetExtension`).
 */
export const test = base
  .extend('firefox', { scope: 'file' }, async ({}, { onCleanup }) => {
    const session = await launchFirefox();
    onCleanup(() => session.close());
    return session;
  })
  .extend('targetSite', { scope: 'file' }, async ({}, { onCleanup }) => {
    const site = await startTargetSite();
    onCleanup(() => site.close());
    return site;
  })
  /** The reference server's options for the file (e.g. `{ dialect: 'current' }`); its defaults when unset. */
  .extend('serverOptions', { scope: 'file' }, {} as Partial<ReferenceServerOptions>)
  .extend('server', { scope: 'file' }, async ({ serverOptions }, { onCleanup }) => {
    const server = await startE2EServer(serverOptions);
    onCleanup(() => server.close());
    return server;
  });

export { expect } from 'vitest';
