/**
 * Which source file wrote each character of a generated file, read from its source map (version 3,
 * https://tc39.es/ecma426/). Only what the bundle report needs: generated positions and the source
 * index of each segment; names and original lines are skipped.
 */

/** Characters `[start, end)` of the generated text (UTF-16 offsets) written by one source, or by none. */
export interface SourceRun {
  start: number;
  end: number;
  /** Index into the map's `sources`, or null for bytes no source claims (the bundler's glue). */
  source: number | null;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = new Map(Array.from(BASE64, (character, value) => [character, value]));

/** The numbers of one segment: base64 VLQ, 5 bits a digit, continuation bit 32, sign in the lowest bit. */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const character of segment) {
    const digit = BASE64_VALUE.get(character);
    if (digit === undefined) throw new Error(`Not base64 VLQ in a source map: "${segment}"`);
    value += (digit & 31) * 2 ** shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value % 2 === 1 ? -(value - 1) / 2 : value / 2);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Offsets at which each line of `text` starts. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
  return starts;
}

/**
 * Cuts `text` into runs by source, in order and without gaps: every character belongs to exactly
 * one run. A segment claims the characters up to the next segment or the end of its line; what no
 * segment claims (line starts before the first segment, segments without a source) has no source.
 * Neighbouring runs of the same source are merged.
 */
export function sourceRuns(text: string, mappings: string): SourceRun[] {
  const starts = lineStarts(text);
  const runs: SourceRun[] = [];
  const add = (start: number, end: number, source: number | null) => {
    if (end <= start) return;
    const last = runs.at(-1);
    if (last?.source === source && last.end === start) last.end = end;
    else runs.push({ start, end, source });
  };
  let source = 0;
  const lines = mappings.split(';');
  for (let line = 0; line < starts.length; line += 1) {
    const lineStart = starts[line] ?? text.length;
    const lineEnd = starts[line + 1] ?? text.length;
    let column = 0;
    let claimedUpTo = lineStart;
    let claimant: number | null = null;
    for (const segment of (lines[line] ?? '').split(',')) {
      if (segment === '') continue;
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      const at = Math.min(lineStart + column, lineEnd);
      add(claimedUpTo, at, claimant);
      claimedUpTo = at;
      if (sourceDelta === undefined) {
        claimant = null;
      } else {
        source += sourceDelta;
        claimant = source;
      }
    }
    add(claimedUpTo, lineEnd, claimant);
  }
  return runs;
}
