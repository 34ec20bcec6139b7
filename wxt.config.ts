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

export default defineConfig({
  modules: ['@wxt-dev/webextension-polyfill'],
  outDir: extraHostPermission ? loopbackOutDir : '.output',
  vite: () => ({ plugins: [preact()] }),
  manifest: ({ browser, manifestVersion }) => ({
    name: 'phpShort Link Shortener',
    description:
      'Shorten the current tab with your own phpShort server, and manage its links and spaces.',
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
    ...(manifestVersion === 3
      ? { optional_host_permissions: anyWebOrigin }
      : { optional_permissions: anyWebOrigin }),
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
          },
        }
      : {}),
  }),
});
