/**
 * `npm run check`: the quick loop while working. The builds the unit project's build checks read
 * (the two test builds and the two production packages), then the static checks (format, lint,
 * types, dead code) and the `unit` vitest project, side by side; a summary at the end names each
 * step with its result, wall and CPU time. No browser suites, no Firefox package lint: `npm test`
 * runs everything, from scratch.
 *
 * Quick by default: ESLint reads the files changed since the last commit, vitest runs the unit
 * tests those changes can reach (`--changed`), Prettier and tsc keep caches between runs
 * (test/tools/lib/checks.ts). `npm run check -- --all` lints and tests everything.
 */
import { ALL_BUILDS, builds, staticChecks, vitest } from './lib/checks';
import { changedFiles } from './lib/changed-files';
import { printSummary, runSteps } from './lib/steps';

const all = process.argv.includes('--all');
const LINTED = /\.(?:[cm]?js|tsx?)$/;
const lint = all ? undefined : changedFiles().filter((file) => LINTED.test(file));

const started = performance.now();
const outcomes = await runSteps(
  [
    ...builds({ production: true }),
    ...staticChecks(ALL_BUILDS, { cached: true, lint }),
    vitest(['--project', 'unit', ...(all ? [] : ['--changed', '--passWithNoTests'])], { needs: ALL_BUILDS }),
  ],
  { live: false },
);
printSummary('npm run check', outcomes, (performance.now() - started) / 1000);
process.exit(outcomes.every((outcome) => outcome.result === 'passed') ? 0 : 1);
