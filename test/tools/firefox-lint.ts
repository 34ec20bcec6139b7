/**
 * `tsx test/tools/firefox-lint.ts [buildDir]`: runs `web-ext lint` (offline) on a Firefox build
 * that already exists (default: the production build, `.output/firefox-mv2`; build it first
 * with `npm run build:firefox`). Passes with 0 errors and no warning beyond those listed, with
 * their reason, in firefox-lint/allowed-warnings.ts. Prints a short summary; exits 1 on failure.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { chunkContentsFileFor } from './build-plugins/chunk-contents-plugin';
import { readChunkContents } from './build-plugins/chunk-contents';
import { ALLOWED_WARNINGS } from './firefox-lint/allowed-warnings';
import { locationOf, type LintMessage, type LintReport } from './firefox-lint/lint-report';
import { lintVerdict } from './firefox-lint/lint-verdict';
import { projectRoot } from './lib/run';

function runWebExtLint(buildDir: string): LintReport {
  const result = spawnSync(
    join(projectRoot, 'node_modules', '.bin', 'web-ext'),
    ['lint', '--source-dir', buildDir, '--output', 'json', '--no-config-discovery', '--boring'],
    { cwd: projectRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.error) throw result.error;
  // web-ext exits non-zero when it finds errors; the JSON on stdout says what they are.
  try {
    return JSON.parse(result.stdout) as LintReport;
  } catch {
    throw new Error(`web-ext lint gave no JSON report (exit ${result.status}):\n${result.stderr || result.stdout}`);
  }
}

function main(): number {
  const buildDir = resolve(process.argv[2] ?? join(projectRoot, '.output', 'firefox-mv2'));
  const shownDir = relative(projectRoot, buildDir) || '.';
  if (!existsSync(join(buildDir, 'manifest.json'))) {
    console.error(`firefox-lint: no extension in ${shownDir}; build it first (npm run build:firefox).`);
    return 1;
  }
  const chunks = readChunkContents(chunkContentsFileFor(buildDir)).chunks;
  const report = runWebExtLint(buildDir);
  const verdict = lintVerdict(report, ALLOWED_WARNINGS, {
    line: (file, line) => {
      const path = join(buildDir, file);
      return existsSync(path) ? readFileSync(path, 'utf8').split('\n')[line - 1] : undefined;
    },
    modulesOf: (file) => Object.keys(chunks[file]?.modules ?? {}),
  });

  const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
  const describe = (message: LintMessage) => `${message.code} at ${locationOf(message)}: ${message.message}`;
  console.log(
    `web-ext lint ${shownDir}: ${count(report.summary.errors, 'error')}, ` +
      `${count(report.summary.warnings, 'warning')} (${verdict.allowed.length} allowed), ${count(report.summary.notices, 'notice')}`,
  );
  for (const error of verdict.errors) console.log(`  ERROR    ${describe(error)}`);
  for (const warning of verdict.unexpected) {
    console.log(`  WARNING  ${describe(warning)}${warning.description ? `\n           ${warning.description}` : ''}`);
  }
  for (const { warning, entry } of verdict.allowed) {
    console.log(`  allowed  ${describe(warning)}\n           (${entry.reason})`);
  }
  for (const entry of verdict.unused) {
    console.log(`  STALE    allowlist entry ${entry.code} in ${entry.module} matched no warning: remove it`);
  }
  const failed = verdict.errors.length + verdict.unexpected.length + verdict.unused.length > 0;
  console.log(
    failed
      ? 'firefox-lint: FAILED (fix the code, or list the warning with its reason in test/tools/firefox-lint/allowed-warnings.ts)'
      : 'firefox-lint: ok',
  );
  return failed ? 1 : 0;
}

process.exitCode = main();
