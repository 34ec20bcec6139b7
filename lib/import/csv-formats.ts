import type { CsvRecord } from './csv-reader';
import { backHalfOfPath, linkRow, shortUrlParts, tagsOfCell, withoutFormulaGuard } from './fields';
import type { KnownFormat, RecordOutcome, RowNote } from './import-row';

/**
 * The CSV files the import knows by their header: phpShort's own export (found by its layout, as
 * its labels may be translated), this extension's export, Shlink's web client (and the CSV
 * Shlink's importer reads), Dub, YOURLS' Import-Export plugin. Columns are found by name,
 * compared without case and spaces, so a reordered or extended header still reads.
 */

export interface ReadOptions {
  /** Archived links are skipped unless asked for (the source hid them too). */
  includeArchived: boolean;
}

export interface CsvFormat {
  id: KnownFormat;
  /** Which of the file's first records is this format's header; -1 when they are not this format's. */
  headerAt: (first: readonly CsvRecord[]) => number;
  /** A record after the header; `columns` maps each header name (`headerName`) to its index. */
  read: (record: CsvRecord, columns: ReadonlyMap<string, number>, options: ReadOptions) => RecordOutcome;
}

/** A header cell as the formats name it: no case, no spaces. */
function headerName(cell: string): string {
  return cell.replace(/\s+/g, '').toLowerCase();
}

export function columnsOf(header: readonly string[]): Map<string, number> {
  const columns = new Map<string, number>();
  header.forEach((cell, index) => {
    const name = headerName(cell);
    if (!columns.has(name)) columns.set(name, index);
  });
  return columns;
}

export function isBlank(record: CsvRecord): boolean {
  return record.cells.every((cell) => cell.trim() === '');
}

/** A header (the first record) holding every one of `names`. */
function headerWith(...names: string[]): (first: readonly CsvRecord[]) => number {
  return (first) => {
    const header = first[0];
    if (!header) return -1;
    const columns = columnsOf(header.cells);
    return names.every((name) => columns.has(name)) ? 0 : -1;
  };
}

type NotedField = Extract<RowNote, { kind: 'formula-guard-removed' }>['field'];

/** A record's cells by column name; `guarded` undoes the writer's formula guard and notes where. */
function cellsOf(record: CsvRecord, columns: ReadonlyMap<string, number>, guarded: boolean) {
  const notes: RowNote[] = [];
  const cell = (name: string, field?: NotedField): string => {
    const index = columns.get(name);
    const raw = index === undefined ? '' : (record.cells[index] ?? '');
    if (!guarded) return raw;
    const { value, removed } = withoutFormulaGuard(raw);
    if (removed && field) notes.push({ kind: 'formula-guard-removed', field });
    return value;
  };
  return { cell, notes };
}

/**
 * phpShort's Links → Export: a byte-order mark, four lines (type, date, the export's address, one
 * cell holding a space), then `Short,Original,Alias,Title,Created at`. The labels go through the
 * server's translations, so the layout finds it, and columns are read by position.
 */
const PHPSHORT_CSV: CsvFormat = {
  id: 'phpshort-csv',
  headerAt: (first) => {
    const [type, , , blank, header] = first;
    const layout =
      type?.cells.length === 2 &&
      blank?.cells.length === 1 &&
      blank.cells[0]?.trim() === '' &&
      header?.cells.length === 5;
    return layout ? 4 : -1;
  },
  read: (record) => {
    const [short = '', original = '', alias = '', title = ''] = record.cells;
    const parts = shortUrlParts(short);
    return linkRow(record.line, {
      destination: original,
      backHalf: alias.trim() === '' ? (parts?.backHalf ?? null) : alias,
      title,
      domain: parts?.domain ?? null,
    });
  },
};

/**
 * This extension's own CSV export (entrypoints/options/links/export-csv.ts): one column per field
 * of a link, named by its path (`domain.name`), text guarded against formulas with a leading `'`.
 */
const EXTENSION_CSV: CsvFormat = {
  id: 'extension-csv',
  headerAt: headerWith('alias', 'destination', 'shorturl', 'domain.name', 'space.name'),
  read: (record, columns) => {
    const { cell, notes } = cellsOf(record, columns, true);
    const link = {
      destination: cell('destination', 'destination'),
      backHalf: cell('alias', 'backHalf'),
      title: cell('title', 'title'),
      domain: cell('domain.name'),
      space: cell('space.name'),
    };
    if (cell('hasredirectpassword') === 'true') notes.push({ kind: 'password-not-carried' });
    if (cell('expiry.date') !== '' || cell('expiry.clicklimit') !== '') notes.push({ kind: 'expiry-not-carried' });
    return linkRow(record.line, { ...link, notes });
  },
};

/**
 * Shlink's web client export (`createdAt,domain,shortCode,shortUrl,longUrl,title,tags,visits`,
 * every string quoted) and the CSV Shlink's importer reads (`Long URL,Tags,Domain,Short code,Title`):
 * both name the columns alike once case and spaces are ignored; the short code or short URL must be there. `shortCode` is a URL path, so
 * non-ASCII arrives percent-encoded.
 */
const SHLINK_CSV: CsvFormat = {
  id: 'shlink-csv',
  // A `Long URL` column alone is no proof: Bitly's export has one too, beside its `Bitlink`.
  headerAt: (first) => Math.max(headerWith('longurl', 'shortcode')(first), headerWith('longurl', 'shorturl')(first)),
  read: (record, columns) => {
    const { cell } = cellsOf(record, columns, false);
    const fromUrl = shortUrlParts(cell('shorturl'));
    const code = cell('shortcode');
    return linkRow(record.line, {
      destination: cell('longurl'),
      backHalf: code.trim() === '' ? (fromUrl?.backHalf ?? null) : backHalfOfPath(code),
      title: cell('title'),
      domain: cell('domain').trim() === '' ? (fromUrl?.domain ?? null) : cell('domain'),
      tags: tagsOfCell(cell('tags')),
    });
  },
};

/**
 * Dub's export: `Short link,Destination URL,Clicks,Created at` and optional columns (`Tags`,
 * `Archived`…). The key is the short link's path; a link without one is the domain's root.
 * Formula-like text starts with a `'` Dub added.
 */
const DUB_CSV: CsvFormat = {
  id: 'dub-csv',
  headerAt: headerWith('shortlink', 'destinationurl'),
  read: (record, columns, options) => {
    const { cell, notes } = cellsOf(record, columns, true);
    const archived = cell('archived').trim().toLowerCase() === 'yes';
    if (archived && !options.includeArchived) return { kind: 'problem', reason: { kind: 'archived' } };
    if (archived) notes.push({ kind: 'archived-in-source' });
    const parts = shortUrlParts(cell('shortlink', 'backHalf'));
    if (parts?.backHalf === '') return { kind: 'problem', reason: { kind: 'domain-root' } };
    return linkRow(record.line, {
      destination: cell('destinationurl', 'destination'),
      backHalf: parts?.backHalf ?? null,
      domain: parts?.domain ?? null,
      tags: tagsOfCell(cell('tags', 'tags')),
      notes,
    });
  },
};

/** YOURLS' Import-Export plugin: `source,target,hits`, the keyword written as `/keyword/`. */
const YOURLS_CSV: CsvFormat = {
  id: 'yourls-csv',
  headerAt: headerWith('source', 'target'),
  read: (record, columns) => {
    const { cell } = cellsOf(record, columns, false);
    return linkRow(record.line, { destination: cell('target'), backHalf: backHalfOfPath(cell('source')) });
  },
};

/** In the order they are tried: the most specific headers first. */
export const CSV_FORMATS: readonly CsvFormat[] = [PHPSHORT_CSV, EXTENSION_CSV, SHLINK_CSV, DUB_CSV, YOURLS_CSV];
