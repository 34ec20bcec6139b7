import * as z from 'zod/mini';

/**
 * Tolerant readers for values as real servers send them: write answers echo
 * form input, so numbers may arrive as numeric strings and unsent fields as null.
 */

/** `3`, `"3"` → 3. */
export const wireInt = z.pipe(
  z.union([z.number().check(z.int()), z.string().check(z.regex(/^\s*-?\d+\s*$/))]),
  z.transform((value) => Number(value)),
);

/** A number that may be missing: null, absent or `""` → null. */
export const optionalWireInt = z.pipe(
  z.optional(z.nullable(z.union([z.number(), z.string()]))),
  z.transform((value, ctx) => {
    if (value === null || value === undefined || value === '') return null;
    const number = Number(value);
    if (!Number.isInteger(number)) {
      // i18n-ignore: a parse diagnostic inside a bad-response error's cause; people read that kind's sentence
      ctx.issues.push({ code: 'custom', message: 'Expected a whole number', input: value });
      return z.NEVER;
    }
    return number;
  }),
);

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
