/**
 * `npm run check`: the quick loop while working. The static checks (format, lint, types, dead
 * code) and the `unit` vitest project, side by side, after the two test builds the unit project's
 * build checks read; Prettier and tsc keep caches between runs (test/tools/lib/checks.ts). No
 * browser suites, no Firefox package lint: `npm test` runs everything, from scratch. A summary at
 * the end names each step with its result, wall and CPU time.
 */
import { BUILD_CHROME, BUILD_FIREFOX, builds, staticChecks, vitest } from './lib/checks';
import { printSummary, runSteps } from './lib/steps';

const started = performance.now();
const built = [BUILD_CHROME, BUILD_FIREFOX];
const outcomes = await runSteps(
  [
    ...builds({ production: false }),
    ...staticChecks(built, { cached: true }),
    vitest(['--project', 'unit'], { needs: built }),
  ],
  { live: false },
);
printSummary('npm run check', outcomes, (performance.now() - started) / 1000);
process.exit(outcomes.every((outcome) => outcome.result === 'passed') ? 0 : 1);
