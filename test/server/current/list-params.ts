// List parameters of the current dialect. Unlike the classic server, nothing here is a 422: an
// unknown value silently becomes the default, as today's phpShort does with per_page=5 or sort=max.
import { isEmpty, type InputObject } from '../input';
import { text, toInteger } from '../validation';

const PAGE_SIZES = [10, 25, 50, 100];

export interface CurrentPaging {
  page: number;
  perPage: number;
}

export function currentPaging(query: InputObject): CurrentPaging {
  const perPage = toInteger(query.per_page);
  const page = toInteger(query.page);
  return {
    perPage: perPage !== undefined && PAGE_SIZES.includes(perPage) ? perPage : 10,
    page: page !== undefined && page >= 1 ? page : 1,
  };
}

/** One of `allowed`, else the fallback. */
export function lenientChoice<T extends string>(
  query: InputObject,
  field: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const s = text(query[field]);
  return allowed.find((a) => a === s) ?? fallback;
}

/** A numeric filter; a value that is not a number filters everything out, as a database would. */
export function idFilter(query: InputObject, field: string): number | undefined {
  if (isEmpty(query[field])) return undefined;
  return toInteger(query[field]) ?? Number.NaN;
}

export function searchText(query: InputObject): string | undefined {
  const s = text(query.search);
  return s === undefined || s === '' ? undefined : s.toLowerCase();
}

/** The parameters page links keep: every one the request used that the list reads, except `status`. */
export function keptParams(query: InputObject, names: readonly string[]): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of names) {
    const s = text(query[name]);
    if (s !== undefined && s !== '') kept[name] = s;
  }
  return kept;
}

/** Case-insensitive order of text columns (MySQL's collation); nulls first, as MySQL sorts them. */
export function compareText(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  return a.localeCompare(b, 'en', { sensitivity: 'accent' });
}
