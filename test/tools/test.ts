/**
 * `npm test`: every rule of the project as a check, in one command (CI runs exactly this).
 *
 * - The builds the later checks read: the loopback builds for the browser suites (Chrome and
 *   Firefox) and the production packages (Firefox's for AMO's linter, both for the store
 *   declarations' test). A failed build skips what needs it.
 * - Static checks on the source: format, lint, types, dead code. Each runs even if another
 *   failed, so one run reports them all.
 * - Checks on what was built and the tests: web-ext lint of the production Firefox package; the
 *   `unit` vitest project (API layer over real HTTP, components, background, the popup's
 *   first-paint budget on the build); the built extension in real browsers, the `chromium` and
 *   `firefox` projects.
 *
 * Steps run as soon as what they need is built, side by side (test/tools/lib/checks.ts says
 * which waits for what); each one's output is printed whole when it ends. A summary at the end
 * names each step with its result, wall and CPU time, and the run's own wall time; the exit code
 * is 1 if any failed. With arguments, only the test builds and vitest run, the arguments going to
 * vitest, its output as it comes: `npm test -- --project unit`, `npm test -- test/e2e/smoke.test.ts`.
 * `npm run check` is the quick loop: static checks and the unit tests (test/tools/check.ts).
 */
import {
  ALL_BUILDS,
  BUILD_CHROME,
  BUILD_FIREFOX,
  BUILD_FIREFOX_PRODUCTION,
  builds,
  staticChecks,
  TEST_BUILDS,
  vitest,
} from './lib/checks';
import { printSummary, runSteps, type Step } from './lib/steps';

const vitestArgs = process.argv.slice(2);
const started = performance.now();
let steps: Step[];
if (vitestArgs.length > 0) {
  // A focused run: the test builds, then vitest with the caller's arguments.
  // The production packages are left as they are: the store declarations' test reads them (npm run build).
  steps = [...builds({ production: false }), vitest(vitestArgs, { needs: TEST_BUILDS })];
} else {
  steps = [
    ...builds({ production: true }),
    ...staticChecks(ALL_BUILDS),
    {
      name: 'Firefox package lint (web-ext)',
      command: 'tsx',
      args: ['test/tools/firefox-lint.ts', '.output/firefox-mv2'],
      needs: [BUILD_FIREFOX_PRODUCTION],
      nice: true,
    },
    vitest(['--project', 'unit'], { needs: ALL_BUILDS }),
    vitest(['--project', 'chromium'], { needs: [BUILD_CHROME] }),
    vitest(['--project', 'firefox'], { needs: [BUILD_FIREFOX] }),
  ];
}
const outcomes = await runSteps(steps, { live: vitestArgs.length > 0 });
printSummary('npm test', outcomes, (performance.now() - started) / 1000);
process.exit(outcomes.every((outcome) => outcome.result === 'passed') ? 0 : 1);
