import * as z from 'zod/mini';

/**
 * Tolerant readers for values as real servers send them: write answers echo
 * form input, so numbers may arrive as numeric strings and unsent fields as null.
 */

/** A whole number written out (`"3"`, `" -2 "`): not `1e3`, `0x10` or `1.5`, which `Number` would also read. */
const WHOLE_TEXT = /^\s*-?\d+\s*$/;

/** `3`, `"3"` → 3; null for anything else, and for numbers too large to be exact (an id must round-trip). */
function wholeNumberOf(value: number | string): number | null {
  const number = typeof value === 'number' || WHOLE_TEXT.test(value) ? Number(value) : Number.NaN;
  // `+ 0` turns -0 into 0.
  return Number.isSafeInteger(number) ? number + 0 : null;
}

/** The diagnostic of a value that is not a whole number of at least `min`. */
function notWhole(value: unknown, min: number) {
  // i18n-ignore: a parse diagnostic inside a bad-response error's cause; people read that kind's sentence
  return { code: 'custom' as const, message: `Expected a whole number of at least ${min}`, input: value };
}

/** `3`, `"3"` → 3; anything else (or below `min`) makes the record unreadable. */
function wireWhole(min: number) {
  return z.pipe(
    z.union([z.number(), z.string()]),
    z.transform((value, ctx) => {
      const number = wholeNumberOf(value);
      if (number !== null && number >= min) return number;
      ctx.issues.push(notWhole(value, min));
      return z.NEVER;
    }),
  );
}

/** A whole number of any sign. */
export const wireInt = wireWhole(Number.MIN_SAFE_INTEGER);
/** A record's id: positive, as every id the extension sends back must be. */
export const wireId = wireWhole(1);
/** A count (a total, clicks): never negative. */
export const wireCount = wireWhole(0);

/** A whole number that may be missing: null, absent, `""` or blank → null; below `min` → unreadable. */
function optionalWireWhole(min: number) {
  return z.pipe(
    z.optional(z.nullable(z.union([z.number(), z.string()]))),
    z.transform((value, ctx) => {
      if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
      const number = wholeNumberOf(value);
      if (number !== null && number >= min) return number;
      ctx.issues.push(notWhole(value, min));
      return z.NEVER;
    }),
  );
}

/** A number that may be missing: null, absent or `""` → null. */
export const optionalWireInt = optionalWireWhole(Number.MIN_SAFE_INTEGER);
/** A count that may be missing (clicks, a click limit): never negative. */
export const optionalWireCount = optionalWireWhole(0);

/** Booleans as PHP may send them: true/false, 1/0, "1"/"0", a non-empty hashed value, or null. */
export const wireFlag = z.pipe(
  z.optional(z.nullable(z.union([z.boolean(), z.number(), z.string()]))),
  z.transform((value) => {
    if (typeof value === 'string') return value !== '' && value !== '0';
    return Boolean(value);
  }),
);

/**
 * A flag a record may leave out: absent → null ("the record does not say"); present, it reads as
 * `wireFlag` (null is a column holding nothing: false).
 */
export const optionalWireFlag = z.pipe(
  z.optional(z.nullable(z.union([z.boolean(), z.number(), z.string()]))),
  z.transform((value) => {
    if (value === undefined) return null;
    if (typeof value === 'string') return value !== '' && value !== '0';
    return Boolean(value);
  }),
);

/** A string that may be missing: null, absent or `""` → null. Numbers are accepted as text. */
export const optionalWireText = z.pipe(
  z.optional(z.nullable(z.union([z.string(), z.number()]))),
  z.transform((value) => (value === null || value === undefined || value === '' ? null : String(value))),
);

/** PHP turns an array with gaps into an object keyed "0", "2", …: read either as a list, in key order. */
export function listOf<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.optional(z.nullable(z.union([z.array(item), z.record(z.string(), item)]))),
    z.transform((value): z.output<T>[] => {
      if (!value) return [];
      if (Array.isArray(value)) return value;
      return Object.keys(value)
        .sort((a, b) => Number(a) - Number(b))
        .map((key) => value[key] as z.output<T>);
    }),
  );
}
