// Query parameters shared by the space and link lists.
import type { InputObject } from './input';
import { type Errors, isEmpty, msg, text, toInteger } from './validation';

export interface Paging {
  page: number;
  perPage: number;
}

export function checkPaging(query: InputObject, errors: Errors): Paging {
  let perPage = 10;
  let page = 1;
  if (!isEmpty(query.per_page)) {
    const n = toInteger(query.per_page);
    if (n === undefined) errors.add('per_page', msg.integer('per_page'));
    else if (n < 10 || n > 100) errors.add('per_page', msg.between('per_page', 10, 100));
    else perPage = n;
  }
  if (!isEmpty(query.page)) {
    const n = toInteger(query.page);
    if (n === undefined) errors.add('page', msg.integer('page'));
    else if (n < 1) errors.add('page', msg.min('page', 1));
    else page = n;
  }
  return { page, perPage };
}

/** An optional enumerated text parameter; returns the default when absent. */
export function checkChoice<T extends string>(
  query: InputObject,
  errors: Errors,
  field: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const v = query[field];
  if (isEmpty(v)) return fallback;
  const s = text(v);
  const found = allowed.find((a) => a === s);
  if (found === undefined) {
    errors.add(field, msg.invalid(field));
    return fallback;
  }
  return found;
}

export function checkSearch(query: InputObject, errors: Errors): string | undefined {
  const v = query.search;
  if (isEmpty(v)) return undefined;
  const s = text(v);
  if (s === undefined) errors.add('search', msg.string('search'));
  return s;
}

export function checkOptionalInteger(query: InputObject, errors: Errors, field: string): number | undefined {
  const v = query[field];
  if (isEmpty(v)) return undefined;
  const n = toInteger(v);
  if (n === undefined) errors.add(field, msg.integer(field));
  return n;
}
