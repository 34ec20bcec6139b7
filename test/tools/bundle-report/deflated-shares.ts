import { deflateRawSync } from 'node:zlib';
import { ZIP_LEVEL } from '../build-output/package-zip';

/** A stretch of a file's text `[start, end)` (UTF-16 offsets) and who it is counted for. */
export interface LabelledRun {
  start: number;
  end: number;
  label: string;
}

/**
 * How many of a file's deflated bytes each label costs. Deflate codes a stretch of text by what
 * came before it, so a module's cost is its marginal one: the deflated size of the file up to the
 * module's end minus that up to its start. The shares add up exactly to the file's deflated size,
 * and a module that repeats what precedes it (the same JSX calls, the same message lookups) costs
 * what it really adds. Runs are contiguous in minified output (a few dozen a file), so deflating
 * one prefix per run stays fast.
 */
export function deflatedShares(text: string, runs: readonly LabelledRun[]): Map<string, number> {
  const bytes = Buffer.from(text, 'utf8');
  const shares = new Map<string, number>();
  let byteOffset = 0;
  let sizeBefore = 0;
  let textOffset = 0;
  for (const run of runs) {
    if (run.start !== textOffset) throw new Error(`Runs must cover the text in order (gap at ${textOffset})`);
    byteOffset += Buffer.byteLength(text.slice(run.start, run.end), 'utf8');
    const sizeAfter = deflateRawSync(bytes.subarray(0, byteOffset), { level: ZIP_LEVEL }).length;
    shares.set(run.label, (shares.get(run.label) ?? 0) + sizeAfter - sizeBefore);
    sizeBefore = sizeAfter;
    textOffset = run.end;
  }
  if (textOffset !== text.length) throw new Error(`Runs end at ${textOffset} of ${text.length}`);
  return shares;
}
