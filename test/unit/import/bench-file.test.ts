import { describe, expect, it } from 'vitest';
import { planAliases } from '../../../lib/import/alias-rules';
import { readImport } from '../../../lib/import/read-import';
import { benchImportFile } from '../../tools/bench/import-parse';

describe("the import bench's file", () => {
  // The bench reads this file in the options page: a file read only in part would measure less.
  it('is read whole, each of its rows, with the aliases the bench means to plan', async () => {
    const outcome = await readImport(benchImportFile(300));
    if (outcome.kind !== 'read') throw new Error(outcome.kind);
    expect(outcome.read.format).toBe('shlink-csv');
    expect(outcome.read.rows).toHaveLength(300);
    expect(outcome.read.problems).toEqual([]);
    const kinds = new Set(planAliases(outcome.read.rows).map(({ alias }) => alias.kind));
    expect(kinds).toEqual(new Set(['keep', 'change']));
  });
});
