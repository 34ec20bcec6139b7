/**
 * `npm test`: every rule of the project as a check, in one command (CI runs exactly this).
 *
 * 1. Static checks on the source: format, lint, types, dead code. Each runs even if an earlier
 *    one failed, so one run reports them all.
 * 2. The builds the later checks read: the loopback builds for the browser suites (Chrome and
 *    Firefox) and the production Firefox package. A failed build stops the run here.
 * 3. Checks on what was built and the unit tests: web-ext lint of the production Firefox
 *    package; the `unit` vitest project (API layer over real HTTP, components, background, the
 *    popup's first-paint budget on the build).
 * 4. The built extension in real browsers: the `chromium` and `firefox` vitest projects.
 *
 * A summary at the end names each step with its result and time; the exit code is 1 if any failed.
 * With arguments, only the builds and vitest run, the arguments going to vitest:
 * `npm test -- --project unit`, `npm test -- test/e2e/smoke.test.ts`.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { projectRoot } from './lib/run';

interface Step {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

interface Outcome {
  name: string;
  ok: boolean;
  seconds: number;
}

const LOOPBACK = { EXTRA_HOST_PERMISSION: 'http://127.0.0.1/*' };
const vitest = (...args: string[]): Step => ({
  name: args.includes('--project') ? `vitest ${args[args.indexOf('--project') + 1] ?? ''}` : 'vitest',
  command: 'vitest',
  args: ['run', '--config', 'test/vitest.config.ts', ...args],
});

const staticChecks: Step[] = [
  { name: 'format (Prettier)', command: 'prettier', args: ['--check', '--log-level', 'warn', '.'] },
  {
    name: 'lint (ESLint)',
    command: 'eslint',
    args: ['--config', 'test/tools/eslint.config.js', '--max-warnings', '0', '.'],
  },
  { name: 'types (tsc)', command: 'tsc', args: ['--noEmit'] },
  { name: 'dead code (knip)', command: 'knip', args: [] },
];

const builds: Step[] = [
  // Headless browsers cannot answer a permission prompt: the test builds are granted loopback.
  { name: 'build Chrome (test)', command: 'wxt', args: ['build'], env: LOOPBACK },
  { name: 'build Firefox (test)', command: 'wxt', args: ['build', '-b', 'firefox'], env: LOOPBACK },
  // What AMO's linter sees is the package users get. An empty EXTRA_HOST_PERMISSION makes this
  // the production build even when the caller's shell sets one.
  {
    name: 'build Firefox (production)',
    command: 'wxt',
    args: ['build', '-b', 'firefox'],
    env: { EXTRA_HOST_PERMISSION: '' },
  },
];

const afterBuilds: Step[] = [
  {
    name: 'Firefox package lint (web-ext)',
    command: 'tsx',
    args: ['test/tools/firefox-lint.ts', '.output/firefox-mv2'],
  },
  vitest('--project', 'unit'),
  vitest('--project', 'chromium'),
  vitest('--project', 'firefox'),
];

function run(step: Step): Outcome {
  console.log(`\n▶ ${step.name}: ${[step.command, ...step.args].join(' ')}`);
  const started = performance.now();
  const result = spawnSync(join(projectRoot, 'node_modules', '.bin', step.command), step.args, {
    cwd: projectRoot,
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  const seconds = (performance.now() - started) / 1000;
  if (result.error) console.error(`${step.name}: could not start ${step.command}: ${result.error.message}`);
  return { name: step.name, ok: result.status === 0, seconds };
}

/** Runs `steps` in turn, adding to `outcomes`; true if all of them passed. */
function runAll(steps: Step[], outcomes: Outcome[], { stopAtFailure }: { stopAtFailure: boolean }): boolean {
  let allPassed = true;
  for (const step of steps) {
    const outcome = run(step);
    outcomes.push(outcome);
    allPassed &&= outcome.ok;
    if (!outcome.ok && stopAtFailure) break;
  }
  return allPassed;
}

function printSummary(outcomes: Outcome[], skipped: Step[]): void {
  const total = outcomes.reduce((sum, outcome) => sum + outcome.seconds, 0);
  console.log(
    `\nnpm test: ${outcomes.filter((o) => !o.ok).length === 0 ? 'passed' : 'FAILED'} in ${total.toFixed(0)} s`,
  );
  for (const outcome of outcomes) {
    console.log(`  ${outcome.ok ? '✓' : '✗'} ${outcome.name.padEnd(34)} ${outcome.seconds.toFixed(1).padStart(6)} s`);
  }
  for (const step of skipped) console.log(`  – ${step.name.padEnd(34)} skipped (a build failed)`);
}

const vitestArgs = process.argv.slice(2);
const outcomes: Outcome[] = [];
if (vitestArgs.length > 0) {
  // A focused run: build, then vitest with the caller's arguments.
  if (runAll(builds, outcomes, { stopAtFailure: true }))
    runAll([vitest(...vitestArgs)], outcomes, { stopAtFailure: false });
  printSummary(outcomes, []);
} else {
  runAll(staticChecks, outcomes, { stopAtFailure: false });
  const built = runAll(builds, outcomes, { stopAtFailure: true });
  if (built) runAll(afterBuilds, outcomes, { stopAtFailure: false });
  printSummary(outcomes, built ? [] : afterBuilds);
}
process.exit(outcomes.every((outcome) => outcome.ok) ? 0 : 1);
