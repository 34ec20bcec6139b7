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
 * A summary at the end names each step with its result, wall and CPU time; the exit code is 1 if
 * any failed. With arguments, only the builds and vitest run, the arguments going to vitest:
 * `npm test -- --project unit`, `npm test -- test/e2e/smoke.test.ts`.
 */
import { printSummary, runSteps, type Step } from './lib/steps';

const LOOPBACK = { EXTRA_HOST_PERMISSION: 'http://127.0.0.1/*' };
const vitest = (args: string[], order: Pick<Step, 'needs' | 'after'>): Step => ({
  name: args.includes('--project') ? `vitest ${args[args.indexOf('--project') + 1] ?? ''}` : 'vitest',
  command: 'vitest',
  args: ['run', ...args],
  ...order,
});

const staticChecks: Step[] = [
  { name: 'format (Prettier)', command: 'prettier', args: ['--check', '--log-level', 'warn', '.'] },
  {
    name: 'lint (ESLint)',
    command: 'eslint',
    args: ['--max-warnings', '0', '.'],
    after: ['format (Prettier)'],
  },
  { name: 'types (tsc)', command: 'tsc', args: ['--noEmit'], after: ['lint (ESLint)'] },
  { name: 'dead code (knip)', command: 'knip', args: [], after: ['types (tsc)'] },
];

const builds = (after: string[]): Step[] => [
  // Headless browsers cannot answer a permission prompt: the test builds are granted loopback.
  { name: 'build Chrome (test)', command: 'wxt', args: ['build'], env: LOOPBACK, after },
  {
    name: 'build Firefox (test)',
    command: 'wxt',
    args: ['build', '-b', 'firefox'],
    env: LOOPBACK,
    needs: ['build Chrome (test)'],
  },
  // What AMO's linter sees is the package users get. An empty EXTRA_HOST_PERMISSION makes this
  // the production build even when the caller's shell sets one.
  {
    name: 'build Firefox (production)',
    command: 'wxt',
    args: ['build', '-b', 'firefox'],
    env: { EXTRA_HOST_PERMISSION: '' },
    needs: ['build Firefox (test)'],
  },
];
const BUILT = 'build Firefox (production)';

const afterBuilds: Step[] = [
  {
    name: 'Firefox package lint (web-ext)',
    command: 'tsx',
    args: ['test/tools/firefox-lint.ts', '.output/firefox-mv2'],
    needs: [BUILT],
  },
  vitest(['--project', 'unit'], { needs: [BUILT], after: ['Firefox package lint (web-ext)'] }),
  vitest(['--project', 'chromium'], { needs: [BUILT], after: ['vitest unit'] }),
  vitest(['--project', 'firefox'], { needs: [BUILT], after: ['vitest chromium'] }),
];

const vitestArgs = process.argv.slice(2);
const started = performance.now();
const outcomes =
  vitestArgs.length > 0
    ? // A focused run: build, then vitest with the caller's arguments, its output as it comes.
      await runSteps([...builds([]), vitest(vitestArgs, { needs: [BUILT] })], { live: true })
    : await runSteps([...staticChecks, ...builds(['dead code (knip)']), ...afterBuilds], { live: false });
printSummary('npm test', outcomes, (performance.now() - started) / 1000);
process.exit(outcomes.every((outcome) => outcome.result === 'passed') ? 0 : 1);
