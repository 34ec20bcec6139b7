/**
 * What an import reads from a file, whatever wrote it: one neutral row per link, and typed
 * problems (never sentences: the page words them in the user's language) for what cannot be
 * imported. See README.md for each format.
 */

/** The files the import recognises by themselves. */
export type KnownFormat =
  | 'phpshort-csv'
  | 'extension-json'
  | 'extension-csv'
  | 'shlink-csv'
  | 'dub-csv'
  | 'sink-json'
  | 'kutt-json'
  | 'yourls-csv'
  | 'yourls-json'
  | 'bitly-json'
  | 'rebrandly-json'
  | 'shortio-json'
  | 'tinyurl-json';

/** A known format, or a CSV file read through a column mapping the user chose. */
export type ImportFormat = KnownFormat | 'mapped-csv';

/** Which column holds what in a CSV file the import does not know (0-based column indexes). */
export interface ColumnMapping {
  destination: number;
  backHalf?: number;
  title?: number;
  domain?: number;
  tags?: number;
}

/** Something about a row the person should know, though the row is imported. */
export type RowNote =
  /** The writer put `'` before a value starting with `=`, `+`, `-`, `@`: it was taken off again. */
  | { kind: 'formula-guard-removed'; field: 'destination' | 'backHalf' | 'title' | 'tags' }
  /** The source link asks visitors for a password; the file does not hold it (or only its hash). */
  | { kind: 'password-not-carried' }
  /** The source link expires; the import does not carry that over. */
  | { kind: 'expiry-not-carried' }
  /** Archived in the source, imported because the caller asked for archived links. */
  | { kind: 'archived-in-source' }
  /** The source link has more back-halves than the one taken (Bitly's custom back-halves). */
  | { kind: 'more-back-halves'; backHalves: string[] };

export interface ImportRow {
  /** Where the link is in the file: its line (CSV) or its position in the list (JSON), see `ImportRead.place`. */
  line: number;
  /** An http(s) address, as the URL parser writes it. */
  destination: string;
  /** The source's back-half (alias, slug, keyword), decoded; null when it has none. */
  backHalf: string | null;
  title: string | null;
  /** The source's short-link host, when the file says it. */
  domain: string | null;
  tags: string[];
  /** The phpShort space, in this extension's own exports. */
  space: string | null;
  notes: RowNote[];
}

/** Why a record of the file gives no row. */
type RowProblemReason =
  | { kind: 'no-destination' }
  | { kind: 'not-web-address'; value: string }
  | { kind: 'destination-too-long'; length: number; max: number }
  | { kind: 'archived' }
  | { kind: 'deleted' }
  /** Kutt: banned by its administrator (as harmful). */
  | { kind: 'banned' }
  /** The link is its domain's root (no back-half): phpShort has no such link. */
  | { kind: 'domain-root' }
  /** The file ends inside a quoted cell: this record may have swallowed the ones after it. */
  | { kind: 'unclosed-quote' }
  /** A list item that is no link object. */
  | { kind: 'not-a-link' };

export interface ImportProblem {
  line: number;
  reason: RowProblemReason;
}

/** Why a whole file is refused. */
export type FileProblem =
  | { kind: 'empty' }
  | { kind: 'too-large'; bytes: number; maxBytes: number }
  | { kind: 'too-many-rows'; maxRows: number }
  /** UTF-16 text (Excel's "Unicode text"): the file must be saved as UTF-8. */
  | { kind: 'utf-16'; byteOrder: 'little-endian' | 'big-endian' }
  /** Bytes that are not UTF-8 (e.g. a Windows code page), first seen on this line. */
  | { kind: 'not-utf-8'; line: number }
  | { kind: 'invalid-json' }
  | { kind: 'unknown-json' }
  /** A CSV file of no known format in which no column holds web addresses. */
  | { kind: 'no-address-column' }
  /** The caller named a format whose columns or fields the file lacks. */
  | { kind: 'not-this-format'; format: ImportFormat };

/** A file read. */
export interface ImportRead {
  format: ImportFormat;
  /** What `line` counts: file lines (CSV) or items of the list (JSON, whose layout is the writer's). */
  place: 'line' | 'item';
  rows: ImportRow[];
  problems: ImportProblem[];
}

/** One record's result. */
export type RecordOutcome =
  { kind: 'row'; row: ImportRow } | { kind: 'problem'; reason: RowProblemReason } | { kind: 'blank' };
