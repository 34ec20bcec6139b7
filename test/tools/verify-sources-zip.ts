/**
 * `npx tsx test/tools/verify-sources-zip.ts`, after `npm run zip`: the check `npm run release`
 * makes before it commits (test/tools/release/verify-sources.ts), alone, for the zips of
 * package.json's version: the sources zip unpacked in a temporary folder, its README's "Build it
 * from source" steps run there, the result compared file by file with the Firefox zip. Exits 1 if
 * a step fails or the rebuild differs. Needs the npm registry (for `npm ci`) and `unzip`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from './lib/run';
import { storePackages } from './release/store-packages';
import { verifySourcesZip } from './release/verify-sources';

const { name, version } = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
};
const zips = storePackages(name, version);
try {
  const files = verifySourcesZip(join(projectRoot, zips.sources), join(projectRoot, zips.firefox), (line) =>
    console.log(line),
  );
  console.log(`\nRebuilt from ${zips.sources}: identical to ${zips.firefox} (${files} files).`);
} catch (error) {
  console.error(`\n${(error as Error).message}`);
  process.exitCode = 1;
}
