// `npm test`: build the loopback (E2E) extension for Chrome and Firefox, then run every vitest
// project (unit, chromium, firefox).
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
// Firefox too (MV2, a classic background script): test/unit/build checks what it produced, and
// the firefox project runs it in Firefox ESR (FIREFOX_PATH, default /usr/bin/firefox-esr).
run('wxt', ['build', '-b', 'firefox'], { EXTRA_HOST_PERMISSION: 'http://127.0.0.1/*' });
run('vitest', ['run', '--config', 'test/vitest.config.ts', ...process.argv.slice(2)]);
