import { readMapped } from './column-mapping';
import { columnsOf, isBlank, type ReadOptions } from './csv-formats';
import { csvRecords, withoutBom, type CsvDelimiter, type CsvRecord } from './csv-reader';
import { inspectImport, type Detection } from './detect';
import { MAX_ROWS } from './file-checks';
import type {
  ColumnMapping,
  ImportFormat,
  ImportProblem,
  ImportRead,
  ImportRow,
  KnownFormat,
  RecordOutcome,
} from './import-row';
import { isJsonObject } from './json-formats';

/**
 * A file's text as import rows and problems, in its format (detected, or named by the caller),
 * in chunks: between two chunks the caller's `pause` lets the page draw and answer (by default a
 * task of its own), so a 10,000-row file never holds the page for long.
 */

export interface ReadImportOptions {
  /** Read as this format instead of the detected one. */
  format?: KnownFormat;
  /** Read a CSV file through this mapping (for a file detection called unknown). */
  mapping?: ColumnMapping;
  /** Import archived links too (each row then says it was archived). */
  includeArchived?: boolean;
  /** Waited for between chunks of records. */
  pause?: () => Promise<void>;
}

export type ImportOutcome = { kind: 'read'; read: ImportRead } | Exclude<Detection, { kind: 'known' }>;

/** Records per chunk: a few milliseconds of work on a slow machine. */
const CHUNK = 500;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Collects outcomes; says when the file has more rows than the limit. */
class Collector {
  readonly rows: ImportRow[] = [];
  readonly problems: ImportProblem[] = [];
  private count = 0;

  constructor(private readonly pause: () => Promise<void>) {}

  /** False once the file has more records than MAX_ROWS. */
  async add(line: number, outcome: RecordOutcome): Promise<boolean> {
    if (outcome.kind === 'blank') return true;
    if (outcome.kind === 'row') this.rows.push(outcome.row);
    else this.problems.push({ line, reason: outcome.reason });
    this.count++;
    if (this.count % CHUNK === 0) await this.pause();
    return this.count <= MAX_ROWS;
  }
}

const TOO_MANY: ImportOutcome = { kind: 'refused', problem: { kind: 'too-many-rows', maxRows: MAX_ROWS } };

async function readCsv(
  text: string,
  delimiter: CsvDelimiter,
  header: number | null,
  read: (record: CsvRecord, columns: ReadonlyMap<string, number>) => RecordOutcome,
  collector: Collector,
): Promise<boolean> {
  let index = 0;
  let columns: ReadonlyMap<string, number> = new Map();
  for (const record of csvRecords(withoutBom(text), delimiter)) {
    const position = index++;
    if (header !== null && position < header) continue;
    if (position === header) {
      columns = columnsOf(record.cells);
      continue;
    }
    const outcome: RecordOutcome = isBlank(record)
      ? { kind: 'blank' }
      : record.unclosedQuote
        ? { kind: 'problem', reason: { kind: 'unclosed-quote' } }
        : read(record, columns);
    if (!(await collector.add(record.line, outcome))) return false;
  }
  return true;
}

export async function readImport(text: string, options: ReadImportOptions = {}): Promise<ImportOutcome> {
  const readOptions: ReadOptions = { includeArchived: options.includeArchived ?? false };
  const collector = new Collector(options.pause ?? nextTask);
  const inspection = inspectImport(text, options.mapping ? undefined : options.format);
  const done = (format: ImportFormat, place: 'line' | 'item'): ImportOutcome => ({
    kind: 'read',
    read: { format, place, rows: collector.rows, problems: collector.problems },
  });
  const { mapping } = options;

  if (inspection.kind === 'refused') return inspection;
  if (inspection.kind === 'json') {
    if (mapping) return { kind: 'refused', problem: { kind: 'not-this-format', format: 'mapped-csv' } };
    if (inspection.items.length > MAX_ROWS) return TOO_MANY;
    for (const [index, item] of inspection.items.entries()) {
      const outcome: RecordOutcome = isJsonObject(item)
        ? inspection.format.read(item, index + 1, readOptions)
        : { kind: 'problem', reason: { kind: 'not-a-link' } };
      await collector.add(index + 1, outcome);
    }
    return done(inspection.format.id, 'item');
  }
  if (mapping) {
    const complete = await readCsv(
      text,
      inspection.delimiter,
      inspection.header,
      (record) => readMapped(record, mapping),
      collector,
    );
    return complete ? done('mapped-csv', 'line') : TOO_MANY;
  }
  if (inspection.kind === 'unknown-csv') return inspection.detection;
  const { format } = inspection;
  const complete = await readCsv(
    text,
    inspection.delimiter,
    inspection.header,
    (record, columns) => format.read(record, columns, readOptions),
    collector,
  );
  return complete ? done(format.id, 'line') : TOO_MANY;
}
