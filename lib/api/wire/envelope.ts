/** The envelopes both dialects wrap records in (lib/api/README.md, "Envelopes"). */
import * as z from 'zod/mini';
import { ApiError } from '../errors';
import type { Page } from '../model/page';
import type { DialectName } from '../model/server';
import { dialectOfLinkRecord } from './record-dialect';
import { wireCount, wireId, wireInt } from './values';

/**
 * Laravel's pagination metadata; every number may come as a string. Page numbers and sizes count
 * from 1 (a last page below 1 is an empty list's, read as 1), a total from 0.
 */
const wirePageMeta = z.looseObject({
  current_page: wireId,
  last_page: wireInt,
  per_page: wireId,
  total: wireCount,
});

/**
 * The `serverMessage` of a record the extension cannot read: a diagnostic for whoever debugs the
 * extension, in English like the wire names it quotes. It never crosses the message channel and
 * no page shows it; people read the kind's own sentence.
 */
function badResponse(what: string, cause?: unknown): ApiError {
  return new ApiError('bad-response', { serverMessage: what, cause });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads records of one dialect; a record of the other is refused (see ./record-dialect.ts). */
export interface RecordReader<T> {
  schema: z.ZodMiniType<T>;
  what: string;
  /** Set for link records: the dialect they must belong to. */
  dialect?: DialectName;
}

/** `{"data": {...}, "status": 200}`; a bare record is accepted too. */
export function readOneRecord<T>(body: unknown, { schema, what, dialect }: RecordReader<T>): T {
  const record = isObject(body) && isObject(body.data) ? body.data : body;
  const belongsTo = dialect === undefined ? null : dialectOfLinkRecord(record);
  if (belongsTo !== null && belongsTo !== dialect) {
    // i18n-ignore: a diagnostic naming wire records (see badResponse); the kind's sentence is what people read
    throw new ApiError('dialect-changed', { serverMessage: `The server answered a ${belongsTo} ${what} record.` });
  }
  const parsed = schema.safeParse(record);
  // i18n-ignore: a diagnostic for debugging (see badResponse), never shown
  if (!parsed.success) throw badResponse(`The server's ${what} record has an unexpected shape.`, parsed.error);
  return parsed.data;
}

/**
 * Laravel pagination: `{"data": [...], "meta": {...}}`, or a bare paginator (`{"data": [...],
 * "current_page": 1, …}`). A bare list is read as its only page. A row
 * of unexpected shape is left out and counted, so one odd record cannot hide the others; a row of
 * the other dialect still refuses the whole list, since then the server itself changed.
 */
function readPageOf<T>(body: unknown, reader: RecordReader<T>): Page<T> {
  const { what } = reader;
  const rows = isObject(body) ? body.data : body;
  // i18n-ignore: a diagnostic for debugging (see badResponse), never shown
  if (!Array.isArray(rows)) throw badResponse(`The server's ${what} list has an unexpected shape.`);
  const items: T[] = [];
  for (const row of rows) {
    try {
      items.push(readOneRecord(row, reader));
    } catch (error) {
      if (!(error instanceof ApiError) || error.kind !== 'bad-response') throw error;
    }
  }
  const unreadable = rows.length - items.length;
  // Most lists put the page fields under `meta`; a bare paginator has them beside `data`.
  const pageFields = isObject(body) ? (isObject(body.meta) ? body.meta : 'current_page' in body ? body : null) : null;
  if (pageFields === null) {
    return { items, unreadable, page: 1, lastPage: 1, total: rows.length, perPage: Math.max(rows.length, 10) };
  }
  const meta = wirePageMeta.safeParse(pageFields);
  // i18n-ignore: a diagnostic for debugging (see badResponse), never shown
  if (!meta.success) throw badResponse(`The server's ${what} list has unreadable page information.`, meta.error);
  return {
    items,
    unreadable,
    page: meta.data.current_page,
    lastPage: Math.max(1, meta.data.last_page),
    total: meta.data.total,
    perPage: meta.data.per_page,
  };
}

/** A dialect's `readRecord` and `readPage` for one kind of record. */
export function readersOf<W, T>(
  reader: RecordReader<W>,
  convert: (wire: W) => T,
): { readRecord(body: unknown): T; readPage(body: unknown): Page<T> } {
  return {
    readRecord: (body) => convert(readOneRecord(body, reader)),
    readPage: (body) => {
      const page = readPageOf(body, reader);
      return { ...page, items: page.items.map(convert) };
    },
  };
}
