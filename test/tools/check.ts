/**
 * `npm run check`: the quick loop while working. The static checks (format, lint, types, dead
 * code) and the `unit` vitest project, side by side, after the builds the unit project's build
 * checks read (the two test builds and the two production packages); Prettier and tsc keep caches between runs (test/tools/lib/checks.ts). No
 * browser suites, no Firefox package lint: `npm test` runs everything, from scratch. A summary at
 * the end names each step with its result, wall and CPU time.
 */
import { ALL_BUILDS, builds, staticChecks, vitest } from './lib/checks';
import { printSummary, runSteps } from './lib/steps';

const started = performance.now();
const outcomes = await runSteps(
  [
    ...builds({ production: true }),
    ...staticChecks(ALL_BUILDS, { cached: true }),
    vitest(['--project', 'unit'], { needs: ALL_BUILDS }),
  ],
  { live: false },
);
printSummary('npm run check', outcomes, (performance.now() - started) / 1000);
process.exit(outcomes.every((outcome) => outcome.result === 'passed') ? 0 : 1);
