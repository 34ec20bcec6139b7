import * as z from 'zod/mini';
import type { Link, LinkChanges, LinkDraft } from '../model/link';
import type { Page } from '../model/page';
import type { DialectName } from '../model/server';
import { readersOf } from './envelope';
import { clearable, type FieldRow } from './field-table';
import { commonLinkFields, commonLinkShape } from './shared-records';
import { optionalWireFlag } from './values';

/**
 * A dialect's link table (./field-table.ts) with what each row reads back: a row may say how the
 * dialect's link records tell its field (`hasRedirectPassword` from `password`). The record's
 * schema and its reading into a `Link` are derived from the rows, beside what both dialects' records
 * say alike (./shared-records.ts).
 */

/** Everything a link request may carry: an update's fields and a create's domain. */
type LinkInput = LinkChanges & Pick<LinkDraft, 'domainId'>;

/** What a record tells of one field, and the record fields it reads that from. */
export interface RecordPart<R extends Partial<Link>> {
  shape: z.core.$ZodShape;
  read: (record: Record<string, unknown>) => R;
}

/** A link table's row: a field table's row, and how records tell its field. */
export interface LinkRow<V> extends FieldRow<V> {
  read?: RecordPart<Partial<Link>>;
}

export type LinkFieldTable = { readonly [K in keyof LinkInput]-?: LinkRow<Exclude<LinkInput[K], undefined>> };

/** `read` gets the record fields of `shape`, parsed. */
export function reads<S extends z.core.$ZodShape, R extends Partial<Link>>(
  shape: S,
  read: (record: z.output<z.ZodMiniObject<S>>) => R,
): RecordPart<R> {
  // The record is parsed with a schema that includes `shape` (linkReaders), so `read` gets what it expects.
  return { shape, read: read as (record: Record<string, unknown>) => R };
}

/** The `Link` fields that are a flag, such as whether a password is set. */
type FlagField = { [K in keyof Link]: Link[K] extends boolean | null ? K : never }[keyof Link];

/**
 * A password: sent as typed, `null` removes it; records never return it, at most a flag under the
 * same name saying whether one is set (null: the record does not say).
 */
export function secret<K extends FlagField>(
  wire: string,
  into: K,
): LinkRow<string | null> & { read: RecordPart<Pick<Link, K>> } {
  return {
    ...clearable(wire),
    read: reads({ [wire]: optionalWireFlag }, (record) => ({ [into]: record[wire] ?? null }) as Pick<Link, K>),
  };
}

/** The `Link` fields the rows of table `T` read. */
type ReadBy<T> = { [K in keyof T]: T[K] extends { read: RecordPart<infer R> } ? keyof R : never }[keyof T];
/** The `Link` fields neither the common reading nor a row of `T` reads: must be none. */
type UnreadBy<T> = Exclude<keyof Link, keyof ReturnType<typeof commonLinkFields> | ReadBy<T>>;

/** Nothing when the rows of `T` read every `Link` field; else a demand for an `unread` property naming the rest. */
export type ReadsEveryField<T> = [UnreadBy<T>] extends [never] ? unknown : { unread: UnreadBy<T> };

/**
 * How a dialect reads its link records: the common fields and every row's part, in one schema.
 * Callers take a table that `ReadsEveryField`, so the result is a whole `Link`.
 */
export function linkReaders(
  table: LinkFieldTable,
  dialect: DialectName,
): { readRecord(body: unknown): Link; readPage(body: unknown): Page<Link> } {
  const parts = Object.values<LinkRow<never>>(table).flatMap((row) => (row.read ? [row.read] : []));
  const shape: Record<string, z.core.$ZodType> = { ...commonLinkShape };
  for (const part of parts) Object.assign(shape, part.shape);
  return readersOf({ schema: z.looseObject(shape), what: 'link', dialect }, (record) => {
    // The schema holds the common shape, so the record has its fields.
    const link: Partial<Link> = commonLinkFields(record as z.output<z.ZodMiniObject<typeof commonLinkShape>>);
    for (const part of parts) Object.assign(link, part.read(record));
    // The signature proves every `Link` field is read; the loop cannot show it.
    return link as Link;
  });
}
