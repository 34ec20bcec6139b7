/**
 * `npm run release -- X.Y.Z`: makes a release from a clean work tree, in this order.
 * - Refuses a dirty tree, a version that is not a plain X.Y.Z above package.json's, an existing
 *   tag, an empty `## [Unreleased]`, a README without its build steps: before changing anything.
 * 1. Sets the version in package.json and package-lock.json (the manifest takes package.json's).
 * 2. Moves CHANGELOG.md's `[Unreleased]` under `## [X.Y.Z] - <today, UTC>`.
 * 3. Builds the Chrome, Firefox and sources zips (`npm run zip`).
 * 4. Rebuilds the Firefox package from the sources zip in a temporary folder, with the README's
 *    "Build it from source" steps, and stops unless it is the Firefox zip byte for byte.
 * 5. Writes .output/SHA256SUMS for the three zips.
 * 6. Commits "Release X.Y.Z" and tags vX.Y.Z (annotated, with the version's changelog section).
 * Then prints which file goes to which store. A failure after the first change leaves the changed
 * files uncommitted, for the user to see and undo; nothing is committed or tagged.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { projectRoot } from './lib/run';
import { readBuildSteps } from './release/build-steps';
import { changelogSection, releaseChangelog } from './release/changelog';
import { productionEnvironment } from './release/clean-environment';
import { run } from './release/commands';
import { annotatedTag, changedPaths, commitFiles, tagExists } from './release/git';
import { Refusal } from './release/refusal';
import { formatSha256Sums, sha256 } from './release/sha256sums';
import { storeGuide, type ReleaseFile, type ReleaseFiles } from './release/store-guide';
import { storePackages } from './release/store-packages';
import { verifySourcesZip } from './release/verify-sources';
import { checkNextVersion } from './release/version';
import { readPackageVersion, withLockVersion, withPackageVersion } from './release/version-files';

const USAGE = 'usage: npm run release -- X.Y.Z';

/** What the release commit changes: the files that state the version (the manifest takes package.json's) and the changelog. */
const RELEASE_FILES = ['package.json', 'package-lock.json', 'CHANGELOG.md'] as const;
type ReleaseFileName = (typeof RELEASE_FILES)[number];

interface Plan {
  version: string;
  date: string;
  /** Each release file's new text. */
  texts: Record<ReleaseFileName, string>;
}

const readText = (path: string) => readFileSync(join(projectRoot, path), 'utf8');

function refusalIfDirty(): void {
  const changed = changedPaths();
  if (changed.length === 0) return;
  const shown = changed.slice(0, 5).join(', ') + (changed.length > 5 ? ` and ${changed.length - 5} more` : '');
  throw new Refusal(
    `The work tree has uncommitted changes or untracked files (${shown}): commit, stash or remove them first.`,
  );
}

/** Everything the release will write, worked out before anything is written; throws a Refusal instead. */
function plan(args: readonly string[]): Plan {
  const [version, ...extra] = args;
  if (version === undefined || extra.length > 0) throw new Refusal(`Give the new version, and only it: ${USAGE}`);
  refusalIfDirty();
  const packageJson = readText('package.json');
  checkNextVersion(version, readPackageVersion(packageJson));
  if (tagExists(`v${version}`)) throw new Refusal(`The tag v${version} exists already.`);
  const date = new Date().toISOString().slice(0, 10);
  const changelog = releaseChangelog(readText('CHANGELOG.md'), version, date);
  try {
    readBuildSteps(readText('README.md'));
  } catch (error) {
    throw new Refusal(`${(error as Error).message} AMO's reviewers and this release read their build steps there.`);
  }
  return {
    version,
    date,
    texts: {
      'package.json': withPackageVersion(packageJson, version),
      'package-lock.json': withLockVersion(readText('package-lock.json'), version),
      'CHANGELOG.md': changelog,
    },
  };
}

let stepNumber = 0;
const STEPS = 6;
/** One step of the release, announced before and timed after: the whole takes minutes. */
function step<T>(title: string, work: () => T): T {
  stepNumber++;
  console.log(`\n▶ ${stepNumber}/${STEPS} ${title}`);
  const started = performance.now();
  const result = work();
  console.log(`✓ ${stepNumber}/${STEPS} done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

function describeFile(path: string): ReleaseFile {
  const bytes = readFileSync(join(projectRoot, path));
  return { path, bytes: bytes.length, sha256: sha256(bytes) };
}

/** Thrown when the release commit exists but its tag could not be made: the one failure after committing. */
class UntaggedCommit extends Error {}

function release({ version, date, texts }: Plan): ReleaseFiles {
  const write = (path: ReleaseFileName) => writeFileSync(join(projectRoot, path), texts[path]);
  step(`Version ${version} in package.json and package-lock.json`, () => {
    write('package.json');
    write('package-lock.json');
  });
  step(`CHANGELOG.md: [Unreleased] moved under "## [${version}] - ${date}"`, () => write('CHANGELOG.md'));

  const { name } = JSON.parse(readText('package.json')) as { name: string };
  const zips = storePackages(name, version);
  step('Building the Chrome, Firefox and sources zips: npm run zip', () => {
    run('npm', ['run', 'zip'], { env: productionEnvironment(process.env) });
    const missing = Object.values(zips).filter((path) => !existsSync(join(projectRoot, path)));
    if (missing.length > 0) throw new Error(`\`npm run zip\` made no ${missing.join(', ')}.`);
  });

  step(`Rebuilding the Firefox package from ${zips.sources}, as its README says`, () => {
    const absolute = (path: string) => join(projectRoot, path);
    const files = verifySourcesZip(absolute(zips.sources), absolute(zips.firefox), (line) => console.log(line));
    console.log(`The rebuild's .output/firefox-mv2/ is the Firefox zip, byte for byte: ${files} files compared.`);
  });

  const files = step('SHA256SUMS of the three zips', () => {
    const [chrome, firefox, sources] = [zips.chrome, zips.firefox, zips.sources].map(describeFile) as [
      ReleaseFile,
      ReleaseFile,
      ReleaseFile,
    ];
    const checksums = join(dirname(zips.chrome), 'SHA256SUMS');
    const text = formatSha256Sums(
      [chrome, firefox, sources].map(({ path, sha256 }) => ({ name: basename(path), sha256 })),
    );
    writeFileSync(join(projectRoot, checksums), text);
    process.stdout.write(`${checksums}:\n${text}`);
    return { chrome, firefox, sources, checksums };
  });

  step(`Commit "Release ${version}" and tag v${version}`, () => {
    const expected = [...RELEASE_FILES].sort();
    const changed = changedPaths().sort();
    if (changed.join('\n') !== expected.join('\n')) {
      throw new Error(
        `The build changed more than the release did: ${changed.join(', ')} (expected ${expected.join(', ')}).`,
      );
    }
    const section = changelogSection(readText('CHANGELOG.md'), version);
    commitFiles(expected, `Release ${version}`);
    try {
      annotatedTag(`v${version}`, `Release ${version} (${date})\n\n${section}\n`);
    } catch (error) {
      throw new UntaggedCommit((error as Error).message);
    }
    console.log(`Committed "Release ${version}" and tagged v${version}.`);
  });
  return files;
}

function main(): number {
  const args = process.argv.slice(2);
  let prepared: Plan;
  try {
    prepared = plan(args);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    console.error(error.message);
    return 1;
  }
  console.log(`Releasing ${prepared.version} (${prepared.date}).`);
  let files: ReleaseFiles;
  try {
    files = release(prepared);
  } catch (error) {
    const { version } = prepared;
    console.error(`\n✗ The release of ${version} failed: ${(error as Error).message}`);
    if (error instanceof UntaggedCommit) {
      console.error(
        `"Release ${version}" is committed but not tagged: tag it (git tag -a v${version}) or undo the commit (git reset --hard HEAD~1).`,
      );
    } else {
      console.error(
        `Nothing was committed or tagged. ${new Intl.ListFormat('en').format(RELEASE_FILES)} are left changed for you to see (\`git diff\`); ` +
          'undo with `git checkout .`.',
      );
    }
    return 1;
  }
  console.log(`\nReleased ${prepared.version}: committed and tagged v${prepared.version}; nothing was pushed.\n`);
  for (const line of storeGuide(files)) console.log(line);
  return 0;
}

process.exitCode = main();
