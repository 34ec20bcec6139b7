import type { FileProblem } from './import-row';

/**
 * What makes a whole file unreadable before any row is: its size, its row count, its encoding.
 * The limits keep a page responsive and a run finite: at phpShort's rate limit (60 requests a
 * minute) 100,000 links already take more than a day.
 */

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_ROWS = 100_000;

/** The text's size in UTF-8 bytes, as it was on disk (counted, not encoded: no copy of a large file). */
function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    // A surrogate pair is one 4-byte character: 2 + 2.
    else if (code >= 0xd800 && code < 0xe000) bytes += 2;
    else bytes += 3;
  }
  return bytes;
}

function lineAt(text: string, index: number): number {
  return text.slice(0, index).split(/\r\n|\r|\n/).length;
}

/**
 * The file's problem as text the page decoded as UTF-8 (`File.text()`), or null. UTF-16 read as
 * UTF-8 shows as NUL characters between the letters (and its byte-order mark as two U+FFFD);
 * other non-UTF-8 bytes as U+FFFD replacement characters.
 */
export function textProblem(text: string): FileProblem | null {
  // Each UTF-16 unit is at most 3 UTF-8 bytes: short texts need no counting.
  if (text.length * 3 > MAX_FILE_BYTES) {
    const bytes = utf8Bytes(text);
    if (bytes > MAX_FILE_BYTES) return { kind: 'too-large', bytes, maxBytes: MAX_FILE_BYTES };
  }
  const nul = text.indexOf('\0');
  if (nul >= 0) {
    // Little-endian puts the NUL after each ASCII letter, big-endian before it.
    const start = text.replace(/^[\uFEFF\uFFFD]+/, '');
    return { kind: 'utf-16', byteOrder: start.startsWith('\0') ? 'big-endian' : 'little-endian' };
  }
  const replacement = text.indexOf('\uFFFD');
  if (replacement >= 0) return { kind: 'not-utf-8', line: lineAt(text, replacement) };
  if (text.replace(/^\uFEFF/, '').trim() === '') return { kind: 'empty' };
  return null;
}

/** A file's bytes as text, or why they are not UTF-8 text the import can read. */
export function decodeImportFile(
  bytes: Uint8Array,
): { kind: 'text'; text: string } | { kind: 'refused'; problem: FileProblem } {
  if (bytes.length > MAX_FILE_BYTES) {
    return { kind: 'refused', problem: { kind: 'too-large', bytes: bytes.length, maxBytes: MAX_FILE_BYTES } };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { kind: 'refused', problem: { kind: 'utf-16', byteOrder: 'little-endian' } };
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    return { kind: 'refused', problem: { kind: 'utf-16', byteOrder: 'big-endian' } };
  }
  // Not `fatal`: the replacement characters say on which line the first bad byte is.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  const problem = textProblem(text);
  return problem ? { kind: 'refused', problem } : { kind: 'text', text };
}
