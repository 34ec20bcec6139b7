import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join, relative } from 'node:path';
import { projectRoot } from '../lib/run';
import { BUILD_STEPS_HEADING, readBuildSteps } from './build-steps';
import { reviewerEnvironment } from './clean-environment';
import { output, run } from './commands';
import { fileDifferences, type Files } from './compare-files';

/** Every file under a folder, keyed by its path inside it with `/` between folders. */
function filesUnder(folder: string): Files {
  const files = new Map<string, Uint8Array>();
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(relative(folder, path).split(/[\\/]/).join('/'), readFileSync(path));
  }
  return files;
}

/** A new empty folder in the system's temporary folder; never inside the repository, where the build could read it. */
function temporaryFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'phpshort-sources-'));
  const fromRoot = relative(projectRoot, folder);
  if (!fromRoot.startsWith('..') && !isAbsolute(fromRoot)) {
    rmSync(folder, { recursive: true, force: true });
    throw new Error(`The temporary folder ${folder} is inside the repository: set TMPDIR to a folder outside it.`);
  }
  return folder;
}

/**
 * What an AMO reviewer does with the sources zip: unpacks it into an empty folder, runs the
 * steps of its README's "Build it from source" there, one line at a time with bash, and expects
 * `.output/firefox-mv2/` to hold the Firefox zip's files, byte for byte. Throws when a step fails
 * or the rebuild differs, keeping the folder to look into; answers the number of files compared.
 */
export function verifySourcesZip(sourcesZip: string, firefoxZip: string, log: (line: string) => void): number {
  const work = temporaryFolder();
  const sources = join(work, 'sources');
  const packaged = join(work, 'firefox-zip');
  const keptFor = (problem: string) => new Error(`${problem}\nThe rebuild is kept in ${work}.`);
  run('unzip', ['-q', sourcesZip, '-d', sources]);
  run('unzip', ['-q', firefoxZip, '-d', packaged]);
  log(`Unpacked the sources into ${sources}.`);

  const readme = join(sources, 'README.md');
  if (!existsSync(readme)) throw keptFor('The sources zip holds no README.md, so a reviewer has no build steps.');
  let steps: string[];
  try {
    steps = readBuildSteps(readFileSync(readme, 'utf8'));
  } catch (error) {
    throw keptFor(`The sources zip's ${(error as Error).message}`);
  }
  const environment = reviewerEnvironment(process.env, projectRoot);
  const version = (tool: string) => output(tool, ['--version'], { cwd: sources, env: environment }).trim();
  log(`Its README's steps ("${BUILD_STEPS_HEADING}"), with Node ${version('node')} and npm ${version('npm')}:`);
  for (const step of steps) {
    log(`$ ${step}`);
    try {
      run('bash', ['-c', step], { cwd: sources, env: environment });
    } catch (error) {
      throw keptFor(`The README's step \`${step}\` failed: ${(error as Error).message}`);
    }
  }

  const rebuiltFolder = join(sources, '.output', 'firefox-mv2');
  if (!existsSync(rebuiltFolder)) throw keptFor("The README's steps made no .output/firefox-mv2/.");
  const expected = filesUnder(packaged);
  if (expected.size === 0) throw keptFor('The Firefox zip holds no files.');
  const differences = fileDifferences(expected, filesUnder(rebuiltFolder));
  if (differences.length > 0) {
    throw keptFor(
      `The rebuild from the sources zip is not the Firefox zip (${differences.length} of ${expected.size} files):\n  ${differences.join('\n  ')}`,
    );
  }
  rmSync(work, { recursive: true, force: true });
  return expected.size;
}
