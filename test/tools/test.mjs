// `npm test`: build the loopback (E2E) extension for Chrome and Firefox, lint the production
// Firefox build with web-ext, then run every vitest project (unit + e2e).
// Extra arguments go to vitest, e.g. `npm test -- --project unit`.
// Stops at, and exits with, the first failing step.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const bin = (name) => join(import.meta.dirname, '..', '..', 'node_modules', '.bin', name);

function run(command, args, env = {}) {
  console.log(`\n> ${[command, ...args].join(' ')}`);
  const result = spawnSync(bin(command), args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The loopback origin is pre-granted because headless Chromium cannot answer a permission prompt.
run('wxt', ['build'], { EXTRA_HOST_PERMISSION: 'http://127.0.0.1/*' });
// Firefox too (MV2, a classic background script): test/unit/build checks what it produced.
run('wxt', ['build', '-b', 'firefox'], { EXTRA_HOST_PERMISSION: 'http://127.0.0.1/*' });
// What AMO's linter says about the package users get: the production build, not the loopback one.
// An empty EXTRA_HOST_PERMISSION makes it the production build even if the caller's shell sets one.
run('wxt', ['build', '-b', 'firefox'], { EXTRA_HOST_PERMISSION: '' });
run('tsx', ['test/tools/firefox-lint.ts', '.output/firefox-mv2']);
run('vitest', ['run', '--config', 'test/vitest.config.ts', ...process.argv.slice(2)]);
