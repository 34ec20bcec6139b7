import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readImport, type ReadImportOptions } from '@/lib/import/read-import';
import type { ImportRead } from '@/lib/import/import-row';

/** A fixture's text as the page gets it from `File.text()` (a byte-order mark kept). */
export function fixture(name: string): string {
  return readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
}

/** The file read, without pauses between chunks; fails the test when it is refused or needs a mapping. */
export async function readAll(text: string, options: ReadImportOptions = {}): Promise<ImportRead> {
  const outcome = await readImport(text, { pause: () => Promise.resolve(), ...options });
  if (outcome.kind !== 'read') throw new Error(`not read: ${JSON.stringify(outcome)}`);
  return outcome.read;
}
