import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from './run';

/**
 * The files a working tree changes against its last commit: modified, staged and new (untracked,
 * not ignored), deleted ones left out. What `npm run check` lints; `npm test` lints everything.
 */
export function changedFiles(): string[] {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: projectRoot, encoding: 'utf8' }).split('\n').filter(Boolean);
  const files = [...git('diff', '--name-only', 'HEAD'), ...git('ls-files', '--others', '--exclude-standard')];
  return [...new Set(files)].filter((file) => existsSync(join(projectRoot, file))).sort();
}
