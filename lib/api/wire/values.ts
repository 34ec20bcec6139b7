import * as z from 'zod/mini';

/**
 * Tolerant readers for values as real servers send them: write answers echo
 * form input, so numbers may arrive as numeric strings and unsent fields as null.
 */

/** A whole number written out (`"3"`, `" -2 "`): not `1e3`, `0x10` or `1.5`, which `Number` would also read. */
const WHOLE_TEXT = /^\s*-?\d+\s*$/;

/**
 * `3`, `"3"` → 3; null, absent or blank text → null. Anything else, a number below `min`, or one
 * too large to be exact (an id must round-trip) makes the record unreadable.
 */
function optionalWhole(min: number) {
  return z.pipe(
    z.optional(z.nullable(z.union([z.number(), z.string()]))),
    z.transform((value, ctx) => {
      if (value == null || (typeof value === 'string' && value.trim() === '')) return null;
      const number = typeof value === 'number' || WHOLE_TEXT.test(value) ? Number(value) : Number.NaN;
      // `+ 0` turns -0 into 0.
      if (Number.isSafeInteger(number) && number >= min) return number + 0;
      // i18n-ignore: a parse diagnostic inside a bad-response error's cause; people read that kind's sentence
      ctx.issues.push({ code: 'custom', message: 'Expected a whole number', input: value });
      return z.NEVER;
    }),
  );
}

/** As `optionalWhole`, and required. */
const whole = (min: number) => z.pipe(optionalWhole(min), z.number());

const ANY = Number.MIN_SAFE_INTEGER;
/** A whole number of any sign. */
export const wireInt = whole(ANY);
/** A record's id: positive, as every id the extension sends back must be. */
export const wireId = whole(1);
/** A count (a total, clicks): never negative. */
export const wireCount = whole(0);
/** A number that may be missing: null, absent or `""` → null. */
export const optionalWireInt = optionalWhole(ANY);
/** A count that may be missing (clicks, a click limit): never negative. */
export const optionalWireCount = optionalWhole(0);

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
