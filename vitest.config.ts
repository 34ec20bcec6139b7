import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';
// How long `expect.poll` waits (vitest's default is 1 s): as long as every other wait for a state.
import { STATE_WAIT_MS } from './test/e2e/support/wait-until';

// At the project's root, where editors and `npx vitest` find it; every path here is from the root.
const projectRoot = fileURLToPath(new URL('.', import.meta.url));
// The browser suites import a few product constants and checks; `@/` is the project root there too.
const rootAlias = { alias: { '@': projectRoot } };

/**
 * Workers per project, for the machines `npm test` runs on (two cores). `npm test` runs the three
 * projects at the same time, beside the static checks, and the browser suites are CPU-bound there:
 * the Chromium suite alone took 90-100 s with 2, 3 or 4 workers, and more workers only spent more
 * CPU. Two leave room for the other steps and keep fewer browsers open at once. The variables
 * override them (e.g. `CHROMIUM_WORKERS=1` to watch one browser at a time).
 */
const workers = (variable: string, fallback: number) => Number(process.env[variable] ?? fallback) || fallback;
const UNIT_WORKERS = workers('UNIT_WORKERS', 2);
const CHROMIUM_WORKERS = workers('CHROMIUM_WORKERS', 2);
const FIREFOX_WORKERS = workers('FIREFOX_WORKERS', 1);

/**
 * A browser test that fails gets one more try. On a shared machine under load, one wait in a few
 * hundred can outlast its bound; a second failure is a failure. Every test that needed the second
 * try is named at the end of the run with its first error (the reporter below): a race to fix.
 */
const BROWSER_RETRIES = 1;

export default defineConfig({
  root: projectRoot,
  test: {
    reporters: ['default', './test/e2e/support/flaky-tests-reporter.ts'],
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
          // A worker thread starts with less CPU than a forked process, and a worker keeps its
          // module graph from file to file (no isolate): with ~75 files, loading zod, preact,
          // happy-dom and the reference server once per worker instead of once per file took the
          // project from 44 s to 26 s of CPU. What a file leaves behind can reach the next one, so:
          // no file mocks a module, files that read stored state reset WXT's fake browser first,
          // and the two that patch it (the started background, the menu titles) patch the message,
          // menu and command parts no other file uses; the files that take the menu, command and
          // keyword namespaces away (as on Firefox for Android) put them back after each test.
          // Shuffled orders pass (`--sequence.shuffle.files`).
          pool: 'threads',
          isolate: false,
          maxWorkers: UNIT_WORKERS,
          // `npm test` runs this project beside the browser suites on two cores: a test that takes
          // 1 s alone (the literal scan parses the whole product) may take several there, and a
          // slow or shared machine a few times more.
          testTimeout: 60_000,
          expect: { poll: { timeout: STATE_WAIT_MS } },
        },
      },
      {
        // Real Chromium with the built extension (`.output/e2e/chrome-mv3`, built by `npm test`).
        // Files run side by side, each with its own browser and profile, reference server and
        // target site (all on ports the system hands out); see CHROMIUM_WORKERS.
        resolve: rootAlias,
        test: {
          name: 'chromium',
          include: ['test/e2e/**/*.test.ts'],
          exclude: ['test/e2e/firefox/**'],
          environment: 'node',
          globalSetup: ['test/e2e/support/chromium-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 120_000,
          expect: { poll: { timeout: STATE_WAIT_MS } },
          retry: BROWSER_RETRIES,
          maxWorkers: CHROMIUM_WORKERS,
          // A worker runs its files one after another in one process: the test code and Playwright
          // load once per worker, not per file. What the files share keeps no state between them:
          // the support modules hold constants, the axe source and records keyed by browser; each
          // file's browser, server and site are file-scoped fixtures; and no file changes the shared
          // fixtures (a top-level `test.override` would, and ESLint refuses it in test/e2e: a popup
          // file's 60-a-minute server once reached the bulk delete that way).
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        // Firefox ESR with the built MV2 extension (`.output/e2e/firefox-mv2`), driven by
        // puppeteer-core over WebDriver BiDi. Each file with its own browser, server and site, as
        // for Chromium; see FIREFOX_WORKERS.
        resolve: rootAlias,
        test: {
          name: 'firefox',
          include: ['test/e2e/firefox/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/e2e/firefox/support/firefox-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 120_000,
          expect: { poll: { timeout: STATE_WAIT_MS } },
          retry: BROWSER_RETRIES,
          maxWorkers: FIREFOX_WORKERS,
          // As for Chromium: one process per worker, file-scoped fixtures.
          isolate: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
