// A tiny Laravel-style validator: collect every failing field at once, English messages,
// nested fields keyed with dots (`country.0.value`).
import type { FieldErrors } from './envelopes';
import { isContainer, isEmpty, type InputValue } from './input';

export class Errors {
  readonly fields: FieldErrors = {};
  add(field: string, message: string): void {
    (this.fields[field] ??= []).push(message);
  }
  get any(): boolean {
    return Object.keys(this.fields).length > 0;
  }
}

/** Laravel shows top-level attributes with spaces instead of underscores. */
function attribute(field: string): string {
  return field.includes('.') ? field : field.replace(/_/g, ' ');
}

export const msg = {
  required: (f: string) => `The ${attribute(f)} field is required.`,
  string: (f: string) => `The ${attribute(f)} must be a string.`,
  maxChars: (f: string, n: number) => `The ${attribute(f)} must not be greater than ${n} characters.`,
  integer: (f: string) => `The ${attribute(f)} must be an integer.`,
  between: (f: string, a: number, b: number) => `The ${attribute(f)} must be between ${a} and ${b}.`,
  min: (f: string, n: number) => `The ${attribute(f)} must be at least ${n}.`,
  invalid: (f: string) => `The selected ${attribute(f)} is invalid.`,
  taken: (f: string) => `The ${attribute(f)} has already been taken.`,
  url: (f: string) => `The ${attribute(f)} must be a valid URL.`,
  format: (f: string, format: string) => `The ${attribute(f)} does not match the format ${format}.`,
  date: (f: string) => `The ${attribute(f)} is not a valid date.`,
  alphaDash: (f: string) => `The ${attribute(f)} must only contain letters, numbers, dashes and underscores.`,
  array: (f: string) => `The ${attribute(f)} must be an array.`,
  requiredIf: (f: string, other: string, value: string) =>
    `The ${attribute(f)} field is required when ${attribute(other)} is ${value}.`,
  requiredWith: (f: string, other: string) =>
    `The ${attribute(f)} field is required when ${attribute(other)} is present.`,
};

/** A scalar as text, or undefined for containers (which fail scalar rules). */
export function text(v: InputValue | undefined): string | undefined {
  if (v === undefined || v === null) return undefined;
  if (isContainer(v)) return undefined;
  return String(v);
}

/** Integer from `12`, `"12"`; undefined otherwise. */
export function toInteger(v: InputValue | undefined): number | undefined {
  if (typeof v === 'number') return Number.isInteger(v) ? v : undefined;
  if (typeof v === 'string' && /^-?\d{1,15}$/.test(v.trim())) return Number(v.trim());
  return undefined;
}

/** Checks a non-empty string field; returns it when valid. */
export function checkString(errors: Errors, field: string, v: InputValue | undefined, max: number): string | undefined {
  const s = text(v);
  if (s === undefined) {
    errors.add(field, msg.string(field));
    return undefined;
  }
  // Laravel's max counts characters (mb_strlen), not UTF-16 units: an emoji is one.
  if (Array.from(s).length > max) {
    errors.add(field, msg.maxChars(field, max));
    return undefined;
  }
  return s;
}

/** Integer within [min, max]; Laravel's `integer|between` (or `in` for small enumerations). */
export function checkIntegerIn(
  errors: Errors,
  field: string,
  v: InputValue | undefined,
  allowed: number[],
): number | undefined {
  const n = toInteger(v);
  if (n === undefined) {
    errors.add(field, msg.integer(field));
    return undefined;
  }
  if (!allowed.includes(n)) {
    errors.add(field, msg.invalid(field));
    return undefined;
  }
  return n;
}

/** Absolute http(s) URL with a host, like Laravel's `url` rule narrowed to the web. */
function isHttpUrl(s: string): boolean {
  if (!/^https?:\/\/[^\s/?#]+/i.test(s) || /\s/.test(s)) return false;
  try {
    const u = new URL(s);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
  } catch {
    return false;
  }
}

export function checkUrl(errors: Errors, field: string, v: InputValue | undefined, max = 2048): string | undefined {
  const s = checkString(errors, field, v, max);
  if (s === undefined) return undefined;
  if (!isHttpUrl(s)) {
    errors.add(field, msg.url(field));
    return undefined;
  }
  return s;
}

/** YYYY-MM-DD that is a real calendar date. */
export function isCalendarDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

export function isClockTime(s: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(s);
}

export { isEmpty };
