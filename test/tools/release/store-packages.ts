import { join } from 'node:path';

/** The three zips `npm run zip` makes, as WXT names them (`<name>-<version>-<kind>.zip` in .output/). */
export function storePackages(name: string, version: string): { chrome: string; firefox: string; sources: string } {
  const named = (kind: string) => join('.output', `${name}-${version}-${kind}.zip`);
  return { chrome: named('chrome'), firefox: named('firefox'), sources: named('sources') };
}
