import type { Step } from './steps';

/**
 * The steps of `npm test` and `npm run check`, and what each waits for. Steps without such ties
 * run at the same time; the machines this runs on have two cores, so the order below is chosen
 * for them (CONTRIBUTING.md, "What `npm test` checks").
 */

const LOOPBACK = { EXTRA_HOST_PERMISSION: 'http://127.0.0.1/*' };

export const BUILD_CHROME = 'build Chrome (test)';
export const BUILD_FIREFOX = 'build Firefox (test)';
export const BUILD_FIREFOX_PRODUCTION = 'build Firefox (production)';
const BUILD_CHROME_PRODUCTION = 'build Chrome (production)';

/** An empty EXTRA_HOST_PERMISSION makes a production build even when the caller's shell sets one. */
const PRODUCTION = { EXTRA_HOST_PERMISSION: '' };

/** The test builds, and with them the packages users get: what `builds({ production: true })` makes. */
export const TEST_BUILDS = [BUILD_CHROME, BUILD_FIREFOX];
export const ALL_BUILDS = [...TEST_BUILDS, BUILD_FIREFOX_PRODUCTION, BUILD_CHROME_PRODUCTION];

/**
 * The builds the later checks read: the loopback builds for the browser suites and the build
 * checks of the unit project, and (`production`) the packages users get: AMO's linter reads
 * Firefox's, the unit project's store declarations test both manifests. One after another: each
 * rewrites WXT's generated types in `.wxt/` (only when they differ), which the static checks
 * read, so those start once the last build is done.
 */
export function builds({ production }: { production: boolean }): Step[] {
  return [
    // Headless browsers cannot answer a permission prompt: the test builds are granted loopback.
    { name: BUILD_CHROME, command: 'wxt', args: ['build'], env: LOOPBACK },
    { name: BUILD_FIREFOX, command: 'wxt', args: ['build', '-b', 'firefox'], env: LOOPBACK, needs: [BUILD_CHROME] },
    ...(production
      ? [
          {
            name: BUILD_FIREFOX_PRODUCTION,
            command: 'wxt',
            args: ['build', '-b', 'firefox'],
            env: PRODUCTION,
            needs: [BUILD_FIREFOX],
          },
          {
            name: BUILD_CHROME_PRODUCTION,
            command: 'wxt',
            args: ['build'],
            env: PRODUCTION,
            needs: [BUILD_FIREFOX_PRODUCTION],
          },
        ]
      : []),
  ];
}

/**
 * Format, lint, types and dead code: each runs even if another failed, so one run reports them
 * all. Prettier reads no generated file and starts at once; the others read `.wxt/` and wait for
 * the builds (`after`, passed or not: they report on the source either way). They run at a lower
 * priority (`nice`): nothing in them depends on time, while the browser suites beside them wait
 * for real timeouts and the two cores are shared.
 *
 * `cached` (the quick loop, never CI): Prettier and tsc keep what they learned in
 * node_modules/.cache and redo only what changed, which is exact for both (Prettier formats file
 * by file, keyed by content; tsc's incremental build re-checks every file a change can reach).
 * `lint`: the files ESLint reads (the quick loop: those changed; none skips it) instead of all.
 * With type-aware rules a change in one file can change another's result: `npm test` lints all.
 */
export function staticChecks(
  after: string[],
  { cached = false, lint }: { cached?: boolean; lint?: string[] } = {},
): Step[] {
  const prettierCache = cached ? ['--cache', '--cache-strategy', 'content'] : [];
  const tscCache = cached ? ['--incremental', '--tsBuildInfoFile', 'node_modules/.cache/tsc/check.tsbuildinfo'] : [];
  const lintStep: Step[] =
    lint?.length === 0
      ? []
      : [
          {
            name: 'lint (ESLint)',
            command: 'eslint',
            args: ['--max-warnings', '0', ...(lint ? ['--no-warn-ignored', ...lint] : ['.'])],
            after,
            nice: true,
          },
        ];
  return [
    {
      name: 'format (Prettier)',
      command: 'prettier',
      args: ['--check', '--log-level', 'warn', ...prettierCache, '.'],
      nice: true,
    },
    ...lintStep,
    { name: 'types (tsc)', command: 'tsc', args: ['--noEmit', ...tscCache], after, nice: true },
    { name: 'dead code (knip)', command: 'knip', args: [], after, nice: true },
  ];
}

/** A vitest run of the root's vitest.config.ts, named after its `--project`. */
export function vitest(args: string[], order: Pick<Step, 'needs' | 'after' | 'nice'>): Step {
  const project = args.includes('--project') ? args[args.indexOf('--project') + 1] : undefined;
  return { name: project ? `vitest ${project}` : 'vitest', command: 'vitest', args: ['run', ...args], ...order };
}
