import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertBuilt, E2E_EXTENSION_DIR, E2E_FIREFOX_DIR } from '../../e2e/support/paths';

/** What `npm test` built for each browser (the loopback builds; production differs only in host_permissions). */
interface Manifest {
  manifest_version: number;
  background: { service_worker?: string; type?: string; scripts?: string[] };
  permissions: string[];
  optional_permissions?: string[];
  optional_host_permissions?: string[];
  commands?: Record<string, unknown>;
  content_scripts?: unknown;
  browser_specific_settings?: { gecko?: { id?: string; data_collection_permissions?: unknown } };
}

function manifestOf(dir: string): Manifest {
  assertBuilt(dir);
  return JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest;
}

/** Every script a file imports statically (`from"./<chunk>.js"`) must exist in the build. */
function missingImports(dir: string, file: string): string[] {
  const code = readFileSync(join(dir, file), 'utf8');
  return [...code.matchAll(/from\s*["'](\.\/[^"']+\.js)["']/g)]
    .map((match) => posix.join(posix.dirname(file), match[1] ?? ''))
    .filter((path) => !existsSync(join(dir, path)));
}

describe('the Chrome build', () => {
  const manifest = manifestOf(E2E_EXTENSION_DIR);

  it('runs the background as an ES module service worker whose chunks exist', () => {
    expect(manifest.manifest_version).toBe(3);
    expect(manifest.background).toEqual({ service_worker: 'background.js', type: 'module' });
    expect(missingImports(E2E_EXTENSION_DIR, 'background.js')).toEqual([]);
  });

  it('asks for no site access up front beyond the optional hosts', () => {
    expect(manifest.optional_host_permissions).toEqual(['https://*/*', 'http://*/*']);
    expect(manifest.permissions).not.toContain('<all_urls>');
    expect(manifest.permissions).toContain('offscreen');
    // Other tabs' addresses ("Shorten many") are asked for when needed; the loopback build holds them.
    expect(manifest.optional_permissions).toEqual(['tabs']);
    expect(manifest.permissions).toContain('tabs');
  });

  it('reads a page only through activeTab and scripting: no content script in every page', () => {
    expect(manifest.permissions).toEqual(expect.arrayContaining(['activeTab', 'scripting']));
    expect(manifest.content_scripts).toBeUndefined();
  });
});

describe('the Firefox build', () => {
  const manifest = manifestOf(E2E_FIREFOX_DIR);

  it('is MV2 with a classic background script (no module syntax)', () => {
    expect(manifest.manifest_version).toBe(2);
    expect(manifest.background.scripts).toEqual(['background.js']);
    const background = readFileSync(join(E2E_FIREFOX_DIR, 'background.js'), 'utf8');
    expect(background).not.toMatch(/^\s*(import|export)[\s{*]/m);
  });

  it('declares its id, data collection and optional hosts the MV2 way', () => {
    // A UUID in braces: an id on a domain would have to be a domain the project controls.
    expect(manifest.browser_specific_settings?.gecko?.id).toMatch(/^\{[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}\}$/);
    expect(manifest.browser_specific_settings?.gecko?.data_collection_permissions).toEqual({
      required: ['browsingActivity', 'authenticationInfo'],
    });
    expect(manifest.optional_permissions).toEqual(['https://*/*', 'http://*/*', 'tabs']);
    expect(manifest.permissions).not.toContain('offscreen');
  });

  it('keeps the keyboard shortcut', () => {
    expect(Object.keys(manifest.commands ?? {})).toContain('shorten-current-tab');
  });
});
