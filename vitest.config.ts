import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

// At the project's root, where editors and `npx vitest` find it; every path here is from the root.
const projectRoot = fileURLToPath(new URL('.', import.meta.url));
// The browser suites import a few product constants and checks; `@/` is the project root there too.
const rootAlias = { alias: { '@': projectRoot } };

export default defineConfig({
  root: projectRoot,
  test: {
    projects: [
      {
        // WxtVitest makes `wxt/browser` WXT's in-memory fake browser and resolves `@/` paths.
        // A test file that renders components opts into a DOM with `// @vitest-environment happy-dom`.
        plugins: [WxtVitest(), preact()],
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}', 'test/server/**/*.test.ts'],
          environment: 'node',
          // WXT's fake browser has no `browser.i18n`: one that reads public/_locales stands in.
          setupFiles: ['test/unit/support/browser-i18n-setup.ts'],
        },
      },
      {
        // Real Chromium with the built extension (`.output/e2e/chrome-mv3`, built by `npm test`).
        // One browser at a time: launches are heavy and files share the loopback ports.
        resolve: rootAlias,
        test: {
          name: 'chromium',
          include: ['test/e2e/**/*.test.ts'],
          exclude: ['test/e2e/firefox/**'],
          environment: 'node',
          globalSetup: ['test/e2e/support/chromium-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          fileParallelism: false,
          maxWorkers: 1,
        },
      },
      {
        // Firefox ESR with the built MV2 extension (`.output/e2e/firefox-mv2`), driven by
        // puppeteer-core over WebDriver BiDi. One browser at a time, as for Chromium.
        resolve: rootAlias,
        test: {
          name: 'firefox',
          include: ['test/e2e/firefox/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/e2e/firefox/support/firefox-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          fileParallelism: false,
          maxWorkers: 1,
        },
      },
    ],
  },
});
