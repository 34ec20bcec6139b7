import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { deflateRawSync } from 'node:zlib';

/**
 * The size of a build folder as a store package, computed the way `wxt zip` packs it (WXT 0.21
 * uses @aklinker1/zero-zip): each file deflated alone at WXT's default level 9, or stored when
 * deflating does not make it smaller; a 30-byte local header and a 46-byte central-directory
 * record per file, each followed by the file's name; a 22-byte end record. No extra fields, no
 * comment. The bench checks this against the zip `wxt zip` writes, so a change of packer shows.
 */
export const ZIP_LEVEL = 9;
const LOCAL_HEADER_BYTES = 30;
const CENTRAL_RECORD_BYTES = 46;
export const ZIP_END_RECORD_BYTES = 22;

export interface PackageFile {
  /** Path inside the package, with forward slashes, e.g. `chunks/ui-abc.js`. */
  path: string;
  raw: number;
  /** Bytes of its data in the zip: deflated at level 9, or raw when that is smaller. */
  stored: number;
  /** `stored` plus its name twice and the two headers: what the file adds to the zip. */
  inZip: number;
}

/** What one file with these contents adds to the package. */
function packageFile(path: string, contents: Buffer): PackageFile {
  const stored = Math.min(deflateRawSync(contents, { level: ZIP_LEVEL }).length, contents.length);
  const name = Buffer.byteLength(path);
  return {
    path,
    raw: contents.length,
    stored,
    inZip: LOCAL_HEADER_BYTES + CENTRAL_RECORD_BYTES + 2 * name + stored,
  };
}

/** Files `wxt zip` leaves out of this project's packages: none besides what `include` skips. */
export interface PackageOptions {
  /** Files that would not be in the package, e.g. the bundle report's source maps. */
  skip?: (path: string) => boolean;
}

/** Every file of a build folder as the package holds it, by path. */
export function packageFiles(buildDir: string, { skip }: PackageOptions = {}): PackageFile[] {
  const files: PackageFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      const path = relative(buildDir, full).split('\\').join('/');
      if (entry.isDirectory()) walk(full);
      else if (!skip?.(path)) files.push(packageFile(path, readFileSync(full)));
    }
  };
  walk(buildDir);
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

const isLocaleFile = (path: string): boolean => path.startsWith('_locales/');

/** The zip's size: its files and the end record. */
function zipSize(files: readonly PackageFile[]): number {
  return files.reduce((total, file) => total + file.inZip, ZIP_END_RECORD_BYTES);
}

/**
 * The two figures the budgets hold (ARCHITECTURE.md, "Performance budgets"): the whole package, and the
 * package without `_locales/` (code and assets, which must not grow with each language).
 */
export function packageSizes(files: readonly PackageFile[]): { all: number; withoutLocales: number } {
  const all = zipSize(files);
  const locales = files.filter((file) => isLocaleFile(file.path)).reduce((total, file) => total + file.inZip, 0);
  return { all, withoutLocales: all - locales };
}
