import type { CsvRecord } from './csv-reader';
import { backHalfOfPath, linkRow, shortUrlParts, tagsOfCell } from './fields';
import type { ColumnMapping, RecordOutcome } from './import-row';

/**
 * A CSV file of no known format (Bitly's emailed export, whose columns nobody documents; a
 * spreadsheet someone made): the page shows its header and a suggested mapping, the person
 * confirms or changes it, and the page remembers it under the header's key for the next file.
 */

/** Header names that say "the destination" (long URL, original, target…). */
const DESTINATION_HEADER = /long|destination|original|target/i;
/** Header names of a short link's column: its path is the back-half. */
const SHORT_LINK_HEADER = /short|bitlink|tiny|^link$/i;
const BACK_HALF_HEADER = /alias|slug|keyword|back-?half|code|slashtag|custom/i;
const TITLE_HEADER = /title|name|description/i;
const DOMAIN_HEADER = /domain|host/i;
const TAGS_HEADER = /tag|label/i;

/** A cell that is a whole http(s) address. */
export function isWebAddressCell(cell: string): boolean {
  const value = cell.trim();
  return /^https?:\/\/\S+$/i.test(value) && URL.canParse(value);
}

/**
 * The key a mapping is remembered under: the header's names (without case and surrounding spaces),
 * or the number of columns for a file without a header. The same header gives the same key.
 */
export function mappingKey(header: readonly string[] | null, columns: number): string {
  if (header === null) return `columns:${String(columns)}`;
  return `header:${JSON.stringify(header.map((name) => name.trim().toLowerCase()))}`;
}

/**
 * A mapping for the file, guessed from its header and first records: the destination is the
 * column of web addresses, preferring one named like it (a short-link column holds addresses too).
 * Null when no column holds a web address.
 */
export function suggestMapping(header: readonly string[] | null, sample: readonly CsvRecord[]): ColumnMapping | null {
  const width = Math.max(header?.length ?? 0, ...sample.map((record) => record.cells.length));
  const names = Array.from({ length: width }, (_, index) => header?.[index] ?? '');
  const addresses = names.map(
    (_, index) => sample.filter((record) => isWebAddressCell(record.cells[index] ?? '')).length,
  );
  const candidates = names.map((name, index) => ({ name, index })).filter(({ index }) => (addresses[index] ?? 0) > 0);
  if (candidates.length === 0) return null;
  const byCount = [...candidates].sort((a, b) => (addresses[b.index] ?? 0) - (addresses[a.index] ?? 0));
  const destination =
    candidates.find(({ name }) => DESTINATION_HEADER.test(name)) ??
    byCount.find(({ name }) => !SHORT_LINK_HEADER.test(name)) ??
    byCount[0];
  if (!destination) return null;
  const named = (pattern: RegExp) => {
    const index = names.findIndex((name, column) => column !== destination.index && pattern.test(name));
    return index >= 0 ? index : undefined;
  };
  const mapping: ColumnMapping = { destination: destination.index };
  const backHalf = named(BACK_HALF_HEADER) ?? named(SHORT_LINK_HEADER);
  if (backHalf !== undefined) mapping.backHalf = backHalf;
  const title = named(TITLE_HEADER);
  if (title !== undefined) mapping.title = title;
  const domain = named(DOMAIN_HEADER);
  if (domain !== undefined) mapping.domain = domain;
  const tags = named(TAGS_HEADER);
  if (tags !== undefined) mapping.tags = tags;
  return mapping;
}

/**
 * A back-half cell: a plain back-half, a short URL (`https://bit.ly/abc`) or one without its
 * scheme (`bit.ly/abc`), whose path is the back-half and host the domain.
 */
function backHalfCell(cell: string): { backHalf: string; domain: string | null } {
  const value = cell.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value) || /^[^/\s]+\.[a-z]{2,}\//i.test(value)) {
    const parts = shortUrlParts(value);
    if (parts) return parts;
  }
  return { backHalf: backHalfOfPath(value), domain: null };
}

/** One record through the mapping. */
export function readMapped(record: CsvRecord, mapping: ColumnMapping): RecordOutcome {
  const cell = (index: number | undefined) => (index === undefined ? '' : (record.cells[index] ?? ''));
  const backHalf = mapping.backHalf === undefined ? null : backHalfCell(cell(mapping.backHalf));
  return linkRow(record.line, {
    destination: cell(mapping.destination),
    backHalf: backHalf?.backHalf ?? null,
    title: cell(mapping.title),
    domain: mapping.domain === undefined ? (backHalf?.domain ?? null) : cell(mapping.domain),
    tags: tagsOfCell(cell(mapping.tags)),
  });
}
