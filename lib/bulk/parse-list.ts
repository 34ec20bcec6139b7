import type { CleanedAddress } from '../tracking-parameters';
import { readAddress } from './addresses';

/**
 * A pasted list of addresses: one a line, or a block copied from a spreadsheet (tab-separated, as
 * spreadsheets copy cells, or CSV with `,` or `;`). The column that holds addresses is found by
 * looking; a header line is skipped; a column named like an alias gives each row its alias. Every
 * line that gives no address is said, with its number and why.
 *
 * Each address is read as it will be sent: cleaned of tracking parameters when the user's setting
 * says so (`clean`). Repeats are found among the cleaned addresses: two lines that differ only by
 * an `fbclid` would make two links to the same page.
 */

/** How an address is made ready to send (lib/tracking-parameters.ts `addressToShorten`). */
export type AddressCleaner = (url: string) => CleanedAddress;

const unchanged: AddressCleaner = (url) => ({ url, removed: [] });

export type SkipReason =
  | { kind: 'empty' }
  | { kind: 'header' }
  | { kind: 'not-address' }
  | { kind: 'restricted' }
  | { kind: 'duplicate'; ofLine: number };

interface ListedAddress {
  /** 1-based line of the pasted text. */
  line: number;
  /** The address to send: cleaned when `removed` names parameters. */
  url: string;
  /** The address as read, before cleaning. */
  original: string;
  /** The tracking parameters taken out of it (empty: none). */
  removed: string[];
  /** From an alias column; '' when none. */
  alias: string;
}

interface SkippedLine {
  line: number;
  text: string;
  reason: SkipReason;
}

export interface ParsedList {
  addresses: ListedAddress[];
  skipped: SkippedLine[];
}

type Delimiter = '\t' | ',' | ';';

/** Header cells that name an alias column (English, as spreadsheets exported by phpShort say). */
const ALIAS_HEADER = /^(alias|slug|short ?name|back-?half|keyword)$/i;

/** One line's cells; a quoted cell may hold the delimiter and doubled quotes (RFC 4180, one line). */
export function splitCells(line: string, delimiter: Delimiter): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line.charAt(i);
    if (quoted) {
      if (char === '"' && line.charAt(i + 1) === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === delimiter) {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}

/**
 * The block's delimiter, or null for a plain list. A line that is one address as a whole is no
 * evidence (an address may hold commas and semicolons); a tab always is (addresses have none).
 */
function delimiterOf(lines: readonly string[]): Delimiter | null {
  const telling = lines.filter((line) => line.trim() !== '' && !readAddress(line).ok);
  if (lines.some((line) => line.includes('\t'))) return '\t';
  for (const delimiter of [',', ';'] as const) {
    if (telling.some((line) => splitCells(line, delimiter).some((cell) => readAddress(cell).ok))) return delimiter;
  }
  return null;
}

/** The column where most lines hold an address (the first such on a tie). */
function addressColumn(rows: readonly string[][]): number {
  const counts: number[] = [];
  for (const cells of rows) {
    cells.forEach((cell, column) => {
      if (readAddress(cell).ok) counts[column] = (counts[column] ?? 0) + 1;
    });
  }
  let best = 0;
  counts.forEach((count, column) => {
    if (count > (counts[best] ?? 0)) best = column;
  });
  return best;
}

export function parseList(text: string, clean: AddressCleaner = unchanged): ParsedList {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  // Blank lines after the last entry are the paste's end, not lines to report.
  while (lines.length > 0 && (lines[lines.length - 1] ?? '').trim() === '') lines.pop();
  const delimiter = delimiterOf(lines);
  const rows = lines.map((line) => (delimiter ? splitCells(line, delimiter) : [line.trim()]));
  const column = delimiter ? addressColumn(rows) : 0;
  const firstFilled = rows.findIndex((cells) => cells.some((cell) => cell !== ''));
  const headerCells = delimiter && firstFilled >= 0 ? rows[firstFilled] : undefined;
  const header = headerCells && !headerCells.some((cell) => readAddress(cell).ok) ? firstFilled : -1;
  const aliasColumn = header >= 0 && headerCells ? headerCells.findIndex((cell) => ALIAS_HEADER.test(cell)) : -1;

  const addresses: ListedAddress[] = [];
  const skipped: SkippedLine[] = [];
  const lineOf = new Map<string, number>();
  rows.forEach((cells, index) => {
    const line = index + 1;
    const text = lines[index] ?? '';
    const skip = (reason: SkipReason) => skipped.push({ line, text: text.trim(), reason });
    if (cells.every((cell) => cell === '')) return skip({ kind: 'empty' });
    if (index === header) return skip({ kind: 'header' });
    const cell = cells[column] ?? '';
    if (cell === '') return skip({ kind: 'empty' });
    const verdict = readAddress(cell);
    if (!verdict.ok) return skip({ kind: verdict.why });
    const { url, removed } = clean(verdict.url);
    const earlier = lineOf.get(url);
    if (earlier !== undefined) return skip({ kind: 'duplicate', ofLine: earlier });
    lineOf.set(url, line);
    const alias = aliasColumn >= 0 ? (cells[aliasColumn] ?? '') : '';
    addresses.push({ line, url, original: verdict.url, removed, alias });
  });
  return { addresses, skipped };
}
