import type * as z from 'zod/mini';
import { ApiError } from '../errors';
import type { Page } from '../model/page';
import { wirePageMeta } from './wire-records';

function badResponse(what: string, cause?: unknown): ApiError {
  return new ApiError('bad-response', { serverMessage: what, cause });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `{"data": {...}, "status": 200}`; a bare record is accepted too. */
export function readOneRecord<T>(body: unknown, schema: z.ZodMiniType<T>, what: string): T {
  const record = isObject(body) && isObject(body.data) ? body.data : body;
  const parsed = schema.safeParse(record);
  if (!parsed.success) throw badResponse(`The server's ${what} record has an unexpected shape.`, parsed.error);
  return parsed.data;
}

/** Laravel pagination: `{"data": [...], "meta": {...}}`. A bare list is read as its only page. */
export function readPageOf<T>(body: unknown, schema: z.ZodMiniType<T>, what: string): Page<T> {
  const rows = isObject(body) ? body.data : body;
  if (!Array.isArray(rows)) throw badResponse(`The server's ${what} list has an unexpected shape.`);
  const items: T[] = [];
  for (const row of rows) items.push(readOneRecord(row, schema, what));
  if (!isObject(body) || !isObject(body.meta)) {
    return { items, page: 1, lastPage: 1, total: items.length, perPage: Math.max(items.length, 10) };
  }
  const meta = wirePageMeta.safeParse(body.meta);
  if (!meta.success) throw badResponse(`The server's ${what} list has unreadable page information.`, meta.error);
  return {
    items,
    page: meta.data.current_page,
    lastPage: Math.max(1, meta.data.last_page),
    total: meta.data.total,
    perPage: meta.data.per_page,
  };
}
