import type { ImportRow, RecordOutcome, RowNote } from './import-row';

/**
 * Reading one field of a source's record the same way for every format: the destination checked
 * as phpShort checks it, a back-half taken out of a short URL or a path, a spreadsheet's formula
 * guard undone.
 */

/** phpShort refuses longer destinations (ValidateUrlRule). */
export const MAX_DESTINATION_LENGTH = 2048;

/** The text as a URL, or null (once: `URL.canParse` then `new URL` would parse twice; `URL.parse` is too new for Chrome's floor). */
function parsedUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/** The destination as sent (the URL parser's form), or why it is none. */
function destinationOf(text: string): RecordOutcome | { kind: 'ok'; url: string } {
  const value = text.trim();
  if (value === '') return { kind: 'problem', reason: { kind: 'no-destination' } };
  const url = /^https?:\/\//i.test(value) && !/\s/.test(value) ? parsedUrl(value) : null;
  if (!url || url.hostname === '') return { kind: 'problem', reason: { kind: 'not-web-address', value } };
  if (url.href.length > MAX_DESTINATION_LENGTH) {
    return {
      kind: 'problem',
      reason: { kind: 'destination-too-long', length: url.href.length, max: MAX_DESTINATION_LENGTH },
    };
  }
  return { kind: 'ok', url: url.href };
}

/** What a format read from a record, before the destination is checked. */
export interface RawLink {
  destination: string;
  backHalf?: string | null;
  title?: string | null;
  domain?: string | null;
  tags?: string[];
  space?: string | null;
  notes?: RowNote[];
}

/** The record's row, or its problem when the destination is none phpShort would take. */
export function linkRow(line: number, raw: RawLink): RecordOutcome {
  const destination = destinationOf(raw.destination);
  if (destination.kind !== 'ok') return destination;
  const row: ImportRow = {
    line,
    destination: destination.url,
    backHalf: nonEmpty(raw.backHalf),
    title: nonEmpty(raw.title),
    domain: nonEmpty(raw.domain)?.toLowerCase() ?? null,
    tags: (raw.tags ?? []).map((tag) => tag.trim()).filter((tag) => tag !== ''),
    space: nonEmpty(raw.space),
    notes: raw.notes ?? [],
  };
  return { kind: 'row', row };
}

function nonEmpty(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * A path as the back-half it names: without the slashes around it, percent-decoding undone
 * (Shlink's export writes `caf%C3%A9` for `café`). Text that is no valid encoding stays as it is:
 * the alias rules then say which characters phpShort refuses.
 */
export function backHalfOfPath(path: string): string {
  const bare = path.trim().replace(/^\/+|\/+$/g, '');
  try {
    return decodeURIComponent(bare);
  } catch {
    return bare;
  }
}

/**
 * A short URL's host and back-half: `https://s.example.com/abc` or, as Bitly and Rebrandly write
 * them, without the scheme (`bit.ly/abc`). Null when it is no address.
 */
export function shortUrlParts(text: string): { domain: string; backHalf: string } | null {
  const value = text.trim();
  if (value === '') return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`;
  const url = parsedUrl(withScheme);
  if (!url || url.hostname === '') return null;
  return { domain: url.hostname, backHalf: backHalfOfPath(url.pathname) };
}

/** The characters after which spreadsheet exports put `'` so a cell is not run as a formula. */
const GUARDED = /^'[=+\-@\t\r\n]/;

/**
 * A cell without the `'` a writer put before a formula-like value (Dub and this extension's CSV
 * export), and whether there was one. Only where the writer is known to add it: elsewhere a
 * leading `'` may be the value's own.
 */
export function withoutFormulaGuard(cell: string): { value: string; removed: boolean } {
  return GUARDED.test(cell) ? { value: cell.slice(1), removed: true } : { value: cell, removed: false };
}

/** Tag names from one cell: split on `|` (Shlink) or `,` (Dub writes `, `), the way Shlink's importer reads them. */
export function tagsOfCell(cell: string): string[] {
  const separator = cell.includes(',') ? ',' : '|';
  return cell
    .split(separator)
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}
