import { defineConfig } from 'wxt';
import preact from '@preact/preset-vite';

/**
 * Loopback builds (tests, sandbox): headless Chromium cannot answer a permission prompt, so
 * these builds are granted the local server's origin up front, e.g.
 * `EXTRA_HOST_PERMISSION=http://127.0.0.1/*`. No port in the pattern: Firefox rejects ports.
 * They go to their own folder so they never overwrite the production build in `.output/`.
 */
const extraHostPermission = process.env.EXTRA_HOST_PERMISSION?.trim() || undefined;
const loopbackOutDir = process.env.EXTRA_OUT_DIR?.trim() || '.output/e2e';

/** The server origin is only known at run time, so every host is optional, none required. */
const anyWebOrigin = ['https://*/*', 'http://*/*'];

/** A module id matcher for files under the project or node_modules, whatever the path separator. */
const modules = (...paths: string[]) =>
  new RegExp(paths.map((path) => path.replace(/[.]/g, '\\.').replace(/\//g, '[\\\\/]')).join('|'));

/**
 * The popup's first paint loads three chunks besides its own: fewer requests on its critical
 * path, and nothing of the options page or the link form's other fields (see design.md's budget).
 * - `ui`: Preact and the pieces of the URL field, shared by the popup and the options page.
 * - `runtime`: the browser API polyfill and the small storage readers the popup needs at once,
 *   shared with the background. The service worker imports it, so nothing in it may touch
 *   `document` or `window` at import time or use dynamic `import()`.
 * Everything else is split automatically (zod, the API client and the channel go with the
 * background and the options page; the popup loads them after its first paint).
 */
const chunkGroups = [
  {
    name: 'ui',
    test: modules(
      'node_modules/preact/',
      'preload-helper',
      'components/base.css',
      'components/form/TextField.tsx',
      'components/form/FieldNotes.tsx',
      'components/form/field-ids.ts',
      'components/form/fields.css',
      'components/link-form/DestinationField.tsx',
      'lib/link-form/values.ts',
    ),
    priority: 2,
  },
  {
    name: 'runtime',
    test: modules(
      'webextension-polyfill',
      'rolldown/runtime.js',
      'virtual:wxt-plugins',
      'virtual:wxt-html-plugins',
      'lib/settings/defaults.ts',
      'lib/known-resources/known-resources.ts',
      'lib/spaces-cache/cached-spaces.ts',
      'lib/recent/recent-entry.ts',
      'lib/recent/recent-queries.ts',
      'lib/shorten/web-address.ts',
      'lib/drafts/draft-read.ts',
    ),
    priority: 1,
  },
];

export default defineConfig({
  modules: ['@wxt-dev/webextension-polyfill'],
  outDir: extraHostPermission ? loopbackOutDir : '.output',
  vite: ({ manifestVersion }) => ({
    plugins: [preact()],
    build: {
      // Chromium and Firefox 140 support modulepreload natively: no polyfill in every page.
      modulePreload: {
        polyfill: false,
        // Pages preload their own imports; a lazily loaded chunk does not preload the chunks it
        // imports, since it is off the critical path and the list would sit in every importer.
        resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
      },
      // Only where the background is an ES module (MV3): Firefox MV2 builds it as one classic
      // script (IIFE), and IIFE output cannot be split into chunks.
      ...(manifestVersion === 3 ? { rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } } } : {}),
    },
  }),
  manifest: ({ browser, manifestVersion }) => ({
    name: 'phpShort Link Shortener',
    description: 'Shorten the current tab with your own phpShort server, and manage its links and spaces.',
    permissions: [
      'storage',
      'activeTab',
      'contextMenus',
      'notifications',
      'clipboardWrite',
      // Chrome's service worker has no DOM; an offscreen document is its clipboard fallback.
      ...(browser === 'chrome' ? ['offscreen'] : []),
    ],
    // WXT drops optional_host_permissions in MV2, where hosts live in optional_permissions.
    ...(manifestVersion === 3 ? { optional_host_permissions: anyWebOrigin } : { optional_permissions: anyWebOrigin }),
    ...(extraHostPermission ? { host_permissions: [extraHostPermission] } : {}),
    // Same name as SHORTEN_COMMAND in lib/commands/shortcut.ts; users rebind it in the browser.
    commands: {
      'shorten-current-tab': {
        suggested_key: { default: 'Alt+Shift+S' },
        description: 'Shorten the current tab with the default options',
      },
    },
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: {
              id: 'phpshort-shortener@example.org',
              // 140 is the first release that reads data_collection_permissions (and an ESR).
              strict_min_version: '140.0',
              data_collection_permissions: { required: ['none'] },
            },
            // Firefox for Android reads data_collection_permissions from 142 on.
            gecko_android: { strict_min_version: '142.0' },
          },
        }
      : {}),
  }),
});
