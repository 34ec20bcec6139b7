import { mappingKey, isWebAddressCell, suggestMapping } from './column-mapping';
import { CSV_FORMATS, isBlank, type CsvFormat } from './csv-formats';
import { csvDelimiter, csvRecords, withoutBom, type CsvDelimiter, type CsvRecord } from './csv-reader';
import { textProblem } from './file-checks';
import type { ColumnMapping, FileProblem, KnownFormat } from './import-row';
import { JSON_FORMATS, type JsonFormat } from './json-formats';

/**
 * What a file is: a known format (by its header or its shape), a CSV file that needs a column
 * mapping, or a file refused as a whole. Never a silent guess: an unknown CSV file comes back
 * with its header and a suggested mapping for the person to confirm.
 */

export type Detection =
  | { kind: 'known'; format: KnownFormat }
  | {
      kind: 'unknown-csv';
      /** The first line's cells; null when the first line is already a link (no header). */
      header: string[] | null;
      /** Under which the page remembers the mapping chosen for this header (`mappingKey`). */
      key: string;
      suggestion: ColumnMapping;
    }
  | { kind: 'refused'; problem: FileProblem };

/** How many records the header and a mapping's suggestion are found in. */
const FIRST_RECORDS = 20;

type UnknownCsv = Extract<Detection, { kind: 'unknown-csv' }>;

/** What reading needs from detection: the parsed JSON, where a CSV file's header is. */
export type Inspection =
  | { kind: 'json'; format: JsonFormat; items: unknown[] }
  | { kind: 'csv'; format: CsvFormat; delimiter: CsvDelimiter; header: number }
  | { kind: 'unknown-csv'; detection: UnknownCsv; delimiter: CsvDelimiter; header: number | null }
  | { kind: 'refused'; problem: FileProblem };

const refused = (problem: FileProblem): Inspection => ({ kind: 'refused', problem });

function inspectJson(text: string, format: KnownFormat | undefined): Inspection {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return refused({ kind: 'invalid-json' });
  }
  const candidates = format ? JSON_FORMATS.filter(({ id }) => id === format) : JSON_FORMATS;
  for (const candidate of candidates) {
    const items = candidate.items(file);
    if (items) return { kind: 'json', format: candidate, items };
  }
  return refused(format ? { kind: 'not-this-format', format } : { kind: 'unknown-json' });
}

/** The header of a CSV file of no known format: its first filled record's index, or null when that is a link. */
function unknownHeader(first: readonly CsvRecord[]): number | null {
  const index = first.findIndex((record) => !isBlank(record));
  const record = first[index];
  return record && !record.cells.some(isWebAddressCell) ? index : null;
}

/** The file as reading needs it; `format` overrides detection (refused when the file is not in it). */
export function inspectImport(text: string, format?: KnownFormat): Inspection {
  const problem = textProblem(text);
  if (problem) return refused(problem);
  const content = withoutBom(text);
  if (/^\s*[{[]/.test(content)) return inspectJson(content, format);
  const delimiter = csvDelimiter(content);
  const first: CsvRecord[] = [];
  for (const record of csvRecords(content, delimiter)) {
    first.push(record);
    if (first.length === FIRST_RECORDS) break;
  }
  const candidates = format ? CSV_FORMATS.filter(({ id }) => id === format) : CSV_FORMATS;
  for (const candidate of candidates) {
    const at = candidate.headerAt(first);
    if (at >= 0) return { kind: 'csv', format: candidate, delimiter, header: at };
  }
  if (format) return refused({ kind: 'not-this-format', format });
  const header = unknownHeader(first);
  const headerCells = header === null ? null : (first[header]?.cells.map((cell) => cell.trim()) ?? null);
  const suggestion = suggestMapping(headerCells, first.slice(header === null ? 0 : header + 1));
  if (!suggestion) return refused({ kind: 'no-address-column' });
  const columns = Math.max(0, ...first.map((record) => record.cells.length));
  const key = mappingKey(headerCells, columns);
  return {
    kind: 'unknown-csv',
    detection: { kind: 'unknown-csv', header: headerCells, key, suggestion },
    delimiter,
    header,
  };
}

/** What the file is, for the page to show before reading it (and to offer a mapping). */
export function detectImport(text: string): Detection {
  const inspection = inspectImport(text);
  switch (inspection.kind) {
    case 'json':
    case 'csv':
      return { kind: 'known', format: inspection.format.id };
    case 'unknown-csv':
      return inspection.detection;
    case 'refused':
      return inspection;
  }
}
