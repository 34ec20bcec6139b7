/**
 * `tsx test/tools/verify-sources-zip.ts`: does what an AMO reviewer does with the sources zip
 * made by `npm run zip`. Unpacks it into a temporary folder, runs `npm ci` and
 * `npm run build:firefox` there, and compares the result file by file with the Firefox zip.
 * Exits 1 if the rebuild fails or differs. Needs the npm registry (for `npm ci`) and `unzip`.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { projectRoot } from './lib/run';

const OUTPUT = join(projectRoot, '.output');

function run(command: string, args: string[], cwd: string): void {
  console.log(`> ${[command, ...args].join(' ')}   (in ${cwd})`);
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
}

function findZip(suffix: string): string {
  const name = readdirSync(OUTPUT).find((file) => file.endsWith(suffix));
  if (!name) throw new Error(`No .output/*${suffix}: run \`npm run zip\` first.`);
  return join(OUTPUT, name);
}

/** Every file under a folder → sha256 of its bytes, keyed by its path inside the folder. */
function fingerprints(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.set(relative(dir, path), createHash('sha256').update(readFileSync(path)).digest('hex'));
    }
  };
  walk(dir);
  return files;
}

function main(): number {
  const sourcesZip = findZip('-sources.zip');
  const firefoxZip = findZip('-firefox.zip');
  const work = mkdtempSync(join(tmpdir(), 'sources-rebuild-'));
  try {
    const sources = join(work, 'sources');
    const shipped = join(work, 'shipped');
    run('unzip', ['-q', sourcesZip, '-d', sources], work);
    run('unzip', ['-q', firefoxZip, '-d', shipped], work);
    console.log(`node ${process.version}`);
    run('npm', ['ci', '--no-audit', '--no-fund'], sources);
    run('npm', ['run', 'build:firefox'], sources);

    const rebuilt = fingerprints(join(sources, '.output', 'firefox-mv2'));
    const expected = fingerprints(shipped);
    const differences = [...new Set([...rebuilt.keys(), ...expected.keys()])].sort().flatMap((file) => {
      const [mine, theirs] = [rebuilt.get(file), expected.get(file)];
      if (mine === theirs) return [];
      if (!mine) return [`only in the Firefox zip: ${file}`];
      if (!theirs) return [`only in the rebuild: ${file}`];
      return [`differs: ${file}`];
    });
    if (differences.length > 0) {
      console.error(`\nThe rebuild from ${relative(projectRoot, sourcesZip)} differs:\n  ${differences.join('\n  ')}`);
      return 1;
    }
    console.log(
      `\nRebuilt from ${relative(projectRoot, sourcesZip)}: identical to ${relative(projectRoot, firefoxZip)} ` +
        `(${expected.size} files).`,
    );
    return 0;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

process.exitCode = main();
