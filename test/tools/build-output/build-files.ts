import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BuiltFile {
  /** Path inside the build, with forward slashes, e.g. `chunks/popup-abc.js`. */
  path: string;
  raw: number;
  gzip: number;
}

const MEASURED = /\.(js|css|html)$/;

/** Every JS, CSS and HTML file of a build, with raw and gzip (level 9) sizes. */
export function listBuiltFiles(buildDir: string): BuiltFile[] {
  const files: BuiltFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (MEASURED.test(entry.name)) {
        const bytes = readFileSync(full);
        files.push({
          path: relative(buildDir, full).split('\\').join('/'),
          raw: bytes.length,
          gzip: gzipSync(bytes, { level: 9 }).length,
        });
      }
    }
  };
  walk(buildDir);
  return files.sort((a, b) => a.path.localeCompare(b.path));
}
