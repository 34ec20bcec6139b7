import { ApiError } from '../errors';
import type { PlanFeature } from '../model/server';
import { add, addClearable, type Pairs } from './pairs';

/**
 * A field table says, for one kind of input (a link's fields, a list's filters) in one dialect, how
 * each model field travels: its wire name, how a chosen value is written into a request, where a
 * 422 message about it belongs, and what a plan may refuse. Requests, 422 field paths and the
 * fitting of a draft to a server are derived from it (lib/api/README.md, "Field tables"); a link
 * table also says how a record tells each field back (./link-table.ts).
 */

/**
 * Where a 422 message about one item of a list lands, e.g. `country.0.key` → `targeting.rules.0.country`:
 * from the row's model field, the item's index and part (absent for the list as a whole) and the 422 name.
 */
type ItemPath = (field: string, index: string | undefined, part: string | undefined, name: string) => string;

/** One row: how one model field travels in one dialect. */
export interface FieldRow<V> {
  /** Its name on the wire, where it has one: what a 422 answer calls it (its message lands at the row's field). */
  wire?: string;
  /**
   * Writes a chosen value (never `undefined`) into the request, under `name` (its `wire`); a row
   * without one is never sent. Rows of several wire names write their own.
   */
  write?: (pairs: Pairs, value: V, name: string) => void;
  /** Other 422 names the field answers to (its parts, its row groups) → the model path, or an item's path. */
  paths?: Readonly<Record<string, string | ItemPath>>;
  /** Sent when the record is created, never on update (a link's domain). */
  createOnly?: true;
  /** The plan feature it needs: a current server refuses the field, even at its default, when it is off. */
  gate?: PlanFeature;
}

/** The rows of one kind of input, one per model field, in the order requests carry them. */
export type FieldTable<T> = { readonly [K in keyof T]-?: FieldRow<Exclude<T[K], undefined>> };

/**
 * A value refused before sending, with its message at the model path it concerns: one the server
 * would silently ignore (an order it lacks), or one it needs with another (a window's end).
 */
export function refused(path: string, message: string): ApiError {
  return new ApiError('invalid-input', { fields: { [path]: [message] } });
}

/** Rows as generic code walks them: the table's types tie each row to its field, entries cannot. */
function rowsOf(table: object): [string, FieldRow<unknown>][] {
  return Object.entries(table) as [string, FieldRow<unknown>][];
}

/** Sent as it is; absent, nothing is sent. */
export const plain = (wire: string): FieldRow<string | number> => ({
  wire,
  write: (pairs, value, name) => add(pairs, name, value),
});

/** Sent as it is; `null` (an update's "none") is sent empty, which clears it. */
export const clearable = (wire: string): FieldRow<string | number | null> => ({
  wire,
  write: (pairs, value, name) => addClearable(pairs, name, value),
});

/** Text that is sent only when not empty (a search). */
export const nonEmpty = (wire: string): FieldRow<string> => ({
  wire,
  write: (pairs, text, name) => {
    if (text) pairs.push([name, text]);
  },
});

/** One of `levels`, sent as its position (privacy: 0 public, 1 private, 2 password). */
export const levelOf = <L extends string>(wire: string, levels: readonly L[]): FieldRow<L> => ({
  wire,
  write: (pairs, level, name) => pairs.push([name, String(levels.indexOf(level))]),
});

/** Where a message about one id of a list lands: `pixels.2` → `pixelIds.2`. */
const listItem: ItemPath = (field, index) => (index === undefined ? field : `${field}.${index}`);

/**
 * Ids as `wire[]=1&wire[]=2`; an empty list is sent as `wire=` so that an update can empty it
 * (otherwise the old ids stay).
 */
export const idList = (wire: string): FieldRow<readonly number[]> => ({
  wire,
  write: (pairs, ids, name) => {
    if (ids.length === 0) pairs.push([name, '']);
    for (const id of ids) pairs.push([`${name}[]`, String(id)]);
  },
  paths: { [wire]: listItem },
});

/** The pairs of `input`, in the table's order: only what the caller chose; on update, no create-only field. */
export function pairsOf<T extends object>(table: FieldTable<T>, input: T, creating = false): Pairs {
  const pairs: Pairs = [];
  const values = input as Record<string, unknown>;
  for (const [field, row] of rowsOf(table)) {
    const value = values[field];
    if (value !== undefined && row.write && (creating || !row.createOnly)) row.write(pairs, value, row.wire ?? field);
  }
  return pairs;
}

/**
 * Where a 422 message about `wireField` (`expiration_date`, `country.0.value`) belongs in the model,
 * from the tables of the requests it may answer (a resource's fields and its list's filters).
 * A name no row claims is kept as it came.
 */
export function modelPathsOf(...tables: object[]): (wireField: string) => string {
  const byName = new Map<string, [field: string, path: string | ItemPath]>();
  for (const table of tables) {
    for (const [field, row] of rowsOf(table)) {
      if (row.wire !== undefined) byName.set(row.wire, [field, field]);
      for (const [name, path] of Object.entries(row.paths ?? {})) byName.set(name, [field, path]);
    }
  }
  return (wireField) => {
    const [name = '', index, part] = wireField.split('.');
    const found = byName.get(name);
    if (!found) return wireField;
    const [field, path] = found;
    return typeof path === 'string' ? path : path(field, index, part, name);
  };
}

/**
 * `input` without what this server would refuse or silently ignore: fields it does not have (a
 * row that is never sent), and fields whose plan feature is off.
 */
export function fitTo<T extends object>(table: FieldTable<T>, input: T, featuresOff: readonly PlanFeature[]): T {
  const dropped = new Set(
    rowsOf(table)
      .filter(([, row]) => !row.write || (row.gate !== undefined && featuresOff.includes(row.gate)))
      .map(([field]) => field),
  );
  return Object.fromEntries(Object.entries(input).filter(([field]) => !dropped.has(field))) as T;
}
