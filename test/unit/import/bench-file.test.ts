import { describe, expect, it } from 'vitest';
import { measureImportParse } from '../../tools/bench/import-parse';

describe("the import bench's file", () => {
  // The bench throws when its generated file is not read whole: a figure would then measure less.
  it('is read whole, each of its rows', async () => {
    await expect(measureImportParse(300)).resolves.toBeGreaterThanOrEqual(0);
  });
});
