import { defineConfig } from 'wxt';
import preact from '@preact/preset-vite';
import { chunkContentsPlugin } from './test/tools/build-plugins/chunk-contents-plugin';
import { compactHtmlPlugin } from './test/tools/build-plugins/compact-html';
import { lazyStylesheetsPlugin } from './test/tools/build-plugins/lazy-stylesheets';
import { packagedMessages } from './test/tools/build-plugins/packaged-messages';
import { shortFileNamesPlugin } from './test/tools/build-plugins/short-file-names';
import { popupFirstPaintChunks } from './test/tools/build-plugins/popup-first-paint-chunks';
import { privacyPagePlugin } from './test/tools/build-plugins/privacy-page';

/**
 * Loopback builds (tests, sandbox): headless Chromium cannot answer a permission prompt, so
 * these builds are granted the local server's origin up front, e.g.
 * `EXTRA_HOST_PERMISSION=http://127.0.0.1/*`. No port in the pattern: Firefox rejects ports.
 * They go to their own folder so they never overwrite the production build in `.output/`.
 */
const extraHostPermission = process.env.EXTRA_HOST_PERMISSION?.trim() || undefined;
const loopbackOutDir = process.env.EXTRA_OUT_DIR?.trim() || '.output/e2e';

/**
 * The bundle report (`npm run size`, test/tools/bundle-report.ts) needs source maps to say which
 * module each byte comes from. It builds the production package into a folder of its own with
 * hidden maps (no `sourceMappingURL` comment, so every other byte is the package's), never into
 * `.output/chrome-mv3`, whose maps would otherwise ship in the zip.
 */
const sourceMapOutDir = process.env.SOURCE_MAP_OUT_DIR?.trim() || undefined;

/** Firefox's add-on id (test/e2e/firefox reads it from the built manifest). */
const FIREFOX_ID = '{95e463c1-bc08-4ba7-a0fc-87c79a1c64da}';

/** The server origin is only known at run time, so every host is optional, none required. */
const anyWebOrigin = ['https://*/*', 'http://*/*'];
/** Asked for when a feature needs them, never at install (see the manifest below). */
const optionalApis = ['tabs'];

/**
 * The popup's first paint loads two chunks besides its own, `runtime` and `ui`, derived from the
 * import graph at build time (test/tools/build-plugins/first-paint-groups.ts): fewer requests on its
 * critical path, and nothing of the options page or zod (ARCHITECTURE.md, "Performance budgets";
 * test/unit/build/popup-first-paint.test.ts checks the result).
 * - `ui`: Preact and the pieces of the URL field, shared by the popup and the options page.
 * - `runtime`: what the popup's first paint shares with the entries that show no UI, the
 *   background and the offscreen clipboard page (the browser API polyfill, the small storage
 *   readers). The service worker imports it at start, so it holds only modules one of them
 *   imports anyway: no Preact, and nothing that touches `document` or `window` at import time.
 * Everything else is split automatically (zod, the API client and the channel go with the
 * background and the options page; the popup loads them after its first paint).
 */
const popupChunks = popupFirstPaintChunks({ page: 'popup', withoutUi: ['background', 'offscreen'] });

export default defineConfig({
  // The package's catalogs: only what the browser reads (lib/i18n/README.md, "What ships").
  hooks: packagedMessages(),
  modules: ['@wxt-dev/webextension-polyfill'],
  // Every module names what it uses: no globals generated from components/ or utils/.
  imports: false,
  outDir: sourceMapOutDir ?? (extraHostPermission ? loopbackOutDir : '.output'),
  vite: ({ manifestVersion }) => ({
    plugins: [
      preact(),
      lazyStylesheetsPlugin(),
      compactHtmlPlugin(),
      // After compact-html: the policy's own spaces between inline elements are text.
      privacyPagePlugin(import.meta.dirname),
      chunkContentsPlugin(),
      ...(manifestVersion === 3 ? [popupChunks.plugin, shortFileNamesPlugin()] : []),
    ],
    build: {
      sourcemap: sourceMapOutDir ? 'hidden' : false,
      // Chromium and Firefox 140 support modulepreload natively: no polyfill in every page.
      modulePreload: {
        polyfill: false,
        // Pages preload their own imports; a lazily loaded chunk does not preload the chunks it
        // imports, since it is off the critical path and the list would sit in every importer.
        resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
      },
      // Only where the background is an ES module (MV3): Firefox MV2 builds it as one classic
      // script (IIFE), and IIFE output cannot be split into chunks.
      ...(manifestVersion === 3
        ? {
            rolldownOptions: {
              output: {
                codeSplitting: { groups: popupChunks.groups },
              },
            },
          }
        : {}),
    },
  }),
  zip: {
    // The sources zip is what AMO's reviewers rebuild the Firefox package from (README.md, "Build
    // it from source"): the build's inputs and nothing else; no tests, screenshots or dev tools. The
    // build imports its plugins from test/tools/build-plugins, so that folder goes in too.
    includeSources: [
      'package.json',
      'package-lock.json',
      'tsconfig.json',
      'wxt.config.ts',
      'README.md',
      // The privacy page is rendered from it at build time.
      'PRIVACY.md',
      'entrypoints/**',
      'components/**',
      'lib/**',
      'public/**',
      'test/tools/build-plugins/**',
    ],
  },
  manifest: ({ browser, manifestVersion }) => ({
    // Name, description and the command's description come from public/_locales (lib/i18n/README.md).
    name: '__MSG_extensionName__',
    short_name: '__MSG_extensionShortName__',
    description: '__MSG_extensionDescription__',
    default_locale: 'en',
    permissions: [
      'storage',
      'activeTab',
      'contextMenus',
      'notifications',
      'clipboardWrite',
      // The popup reads the page's canonical and short link (entrypoints/popup/page-links/) with
      // `scripting.executeScript` on the one tab activeTab opened to it. Neither Chrome's
      // permissions list nor Firefox's shows an install-time warning for "scripting": the hosts it
      // may touch come from activeTab (or host permissions), and none is added here.
      'scripting',
      // Chrome's service worker has no DOM; an offscreen document is its clipboard fallback.
      ...(browser === 'chrome' ? ['offscreen'] : []),
      // Loopback builds hold `tabs` from the start, as they hold the server's origin: headless
      // Chromium cannot answer the prompt that "Shorten many" asks for it.
      ...(extraHostPermission ? ['tabs'] : []),
    ],
    // WXT drops optional_host_permissions in MV2, where hosts live in optional_permissions.
    // `tabs` (other tabs' addresses, for "Shorten many") warns "Read your browsing history" at
    // install: optional, asked for when the user asks for the tabs (entrypoints/options/bulk/tabs-source.ts).
    ...(manifestVersion === 3
      ? { optional_host_permissions: anyWebOrigin, optional_permissions: optionalApis }
      : { optional_permissions: [...anyWebOrigin, ...optionalApis] }),
    ...(extraHostPermission ? { host_permissions: [extraHostPermission] } : {}),
    // Same name as SHORTEN_COMMAND in entrypoints/background/triggers/shortcut.ts; users rebind it in the browser.
    commands: {
      'shorten-current-tab': {
        suggested_key: { default: 'Alt+Shift+S' },
        description: '__MSG_commandShortenCurrentTab__',
      },
      // OPEN_POPUP_COMMAND (triggers/toolbar.ts): the popup while one click holds the button; no key suggested.
      'open-popup': { description: '__MSG_commandOpenPopup__' },
    },
    // The address-bar keyword (entrypoints/background/triggers/omnibox.ts): a fixed word, not translated.
    omnibox: { keyword: 'ps' },
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: {
              // A UUID id belongs to nobody's domain: the project owns it by publishing under it.
              id: FIREFOX_ID,
              // 140 is the first release that reads data_collection_permissions (and an ESR).
              strict_min_version: '140.0',
              // What leaves the browser, in Mozilla's categories (SECURITY.md, "What the stores are
              // told"): the addresses of pages the user shortens and the API key they typed, both
              // sent only to the user's own server. Without either nothing can be shortened.
              data_collection_permissions: { required: ['browsingActivity', 'authenticationInfo'] },
            },
            // Firefox for Android reads data_collection_permissions from 142 on.
            gecko_android: { strict_min_version: '142.0' },
          },
        }
      : {}),
  }),
});
