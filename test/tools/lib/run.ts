import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export const projectRoot = join(import.meta.dirname, '..', '..', '..');

/** Runs a tool from node_modules/.bin in the project root, echoing it; throws when it fails. */
export function runBin(name: string, args: string[], env: Record<string, string> = {}): void {
  console.log(`> ${[name, ...args].join(' ')}`);
  const result = spawnSync(join(projectRoot, 'node_modules', '.bin', name), args, {
    cwd: projectRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${name} ${args.join(' ')} exited with ${result.status}`);
}
