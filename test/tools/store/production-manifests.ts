import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../lib/run';

/** The part of a manifest that asks for access. */
export interface PermissionManifest {
  permissions?: string[];
  optional_permissions?: string[];
  host_permissions?: string[];
  optional_host_permissions?: string[];
  browser_specific_settings?: { gecko?: { data_collection_permissions?: { required?: string[] } } };
}

/** The production builds (`npm run build`, `npm run build:firefox`): what the stores get. */
const PRODUCTION_BUILDS = {
  Chrome: join(projectRoot, '.output', 'chrome-mv3'),
  Firefox: join(projectRoot, '.output', 'firefox-mv2'),
} as const;

export type StoreBrowser = keyof typeof PRODUCTION_BUILDS;

export function readProductionManifest(browser: StoreBrowser): PermissionManifest {
  const file = join(PRODUCTION_BUILDS[browser], 'manifest.json');
  if (!existsSync(file)) {
    const build = browser === 'Chrome' ? 'npm run build' : 'npm run build:firefox';
    throw new Error(
      `No production ${browser} build at ${file}: run \`${build}\` (npm run check and npm test make it).`,
    );
  }
  return JSON.parse(readFileSync(file, 'utf8')) as PermissionManifest;
}

/** Every permission a manifest asks for, required or optional, APIs and hosts alike. */
export function permissionsOf(manifest: PermissionManifest): string[] {
  return [
    ...new Set([
      ...(manifest.permissions ?? []),
      ...(manifest.optional_permissions ?? []),
      ...(manifest.host_permissions ?? []),
      ...(manifest.optional_host_permissions ?? []),
    ]),
  ];
}
