// Field checks of the current dialect, with Laravel 12's messages.
import type { InputValue } from '../input';
import { type Errors, text, toInteger } from '../validation';
import { msg12 } from './messages';

/** A scalar string field of at most `max` characters (counted as PHP's mb_strlen does). */
export function checkText(errors: Errors, field: string, v: InputValue | undefined, max: number): string | undefined {
  const s = text(v);
  if (s === undefined) {
    errors.add(field, msg12.string(field));
    return undefined;
  }
  if (Array.from(s).length > max) {
    errors.add(field, msg12.maxChars(field, max));
    return undefined;
  }
  return s;
}

/** `scheme://host…` without spaces: what today's phpShort calls a URL (deep links included). */
export function checkAnyUrl(errors: Errors, field: string, v: InputValue | undefined): string | undefined {
  const s = checkText(errors, field, v, 2048);
  if (s === undefined) return undefined;
  if (!/^[a-z][a-z0-9+.-]*:\/\/[^\s/?#]+[^\s]*$/i.test(s)) {
    errors.add(field, msg12.url(field));
    return undefined;
  }
  return s;
}

export function isWebUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** Laravel's `boolean`: true, false, 0, 1, "0", "1". */
export function checkBoolean(errors: Errors, field: string, v: InputValue | undefined): number | undefined {
  if (v === true || v === 1 || v === '1') return 1;
  if (v === false || v === 0 || v === '0') return 0;
  errors.add(field, msg12.boolean(field));
  return undefined;
}

/** An integer from a fixed set, e.g. privacy 0/1/2. */
export function checkIn(
  errors: Errors,
  field: string,
  v: InputValue | undefined,
  allowed: number[],
): number | undefined {
  const n = toInteger(v);
  if (n === undefined) errors.add(field, msg12.integer(field));
  else if (!allowed.includes(n)) errors.add(field, msg12.invalid(field));
  else return n;
  return undefined;
}

/** An integer within [min, max], Laravel's `integer|between`. */
export function checkBetween(
  errors: Errors,
  field: string,
  v: InputValue | undefined,
  min: number,
  max: number,
): number | undefined {
  const n = toInteger(v);
  if (n === undefined) errors.add(field, msg12.integer(field));
  else if (n < min || n > max) errors.add(field, msg12.between(field, min, max));
  else return n;
  return undefined;
}
