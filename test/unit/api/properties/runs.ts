import type fc from 'fast-check';
import { ApiError, type ApiErrorKind } from '../../../../lib/api';
import type { Page } from '../../../../lib/api/model/page';

/**
 * How the parser properties run: a fixed number of answers each, from a fixed seed so a run can be
 * repeated (`PROPERTY_SEED=<n>` explores others; fast-check names the seed and the shrunk answer
 * when a property fails). Each file counts the answers it tried, prints the count and checks it.
 */

export const RUNS_PER_PROPERTY = 500;
export const SEED = Number(process.env.PROPERTY_SEED ?? 2211);

export function options<T>(): fc.Parameters<T> {
  return { numRuns: RUNS_PER_PROPERTY, seed: SEED };
}

/**
 * What a reader may do with an answer: return a value whose `problems` are none, or refuse it with
 * an `ApiError` of one of the `refusals` kinds. Any other exception, or a value that breaks an
 * invariant, fails the property.
 */
export function readsOrRefuses<T>(
  read: (body: unknown) => T,
  problems: (value: T) => string[],
  refusals: readonly ApiErrorKind[],
): (body: unknown) => void {
  return (body) => {
    let value: T;
    try {
      value = read(body);
    } catch (error) {
      if (error instanceof ApiError && refusals.includes(error.kind)) return;
      throw error;
    }
    const broken = problems(value);
    if (broken.length > 0) throw new Error(`The value read breaks: ${broken.join('; ')}`);
  };
}

/** The rows of a list answer, as the envelope finds them: `data` of an object, else the answer itself. */
function rowsOf(body: unknown): unknown {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as { data?: unknown }).data : body;
}

/**
 * `readsOrRefuses` for a list: a page read keeps every row, shown or counted (items + unreadable =
 * rows), and a bare list, which has no page information to be wrong, is never refused as
 * `bad-response` whatever its rows hold; only a row of the other dialect refuses it.
 */
export function readsPageOrRefuses<T>(
  read: (body: unknown) => Page<T>,
  problems: (page: Page<T>) => string[],
  refusals: readonly ApiErrorKind[],
): (body: unknown) => void {
  return (body) => {
    let page: Page<T>;
    try {
      page = read(body);
    } catch (error) {
      const bareList = Array.isArray(body);
      if (error instanceof ApiError && refusals.includes(error.kind) && !(bareList && error.kind === 'bad-response'))
        return;
      throw error;
    }
    const broken = problems(page);
    const rows = rowsOf(body);
    if (!Array.isArray(rows)) broken.push('a page was read from an answer without a list');
    else if (page.items.length + page.unreadable !== rows.length)
      broken.push(`${page.items.length} items + ${page.unreadable} unreadable for ${rows.length} rows`);
    if (broken.length > 0) throw new Error(`The page read breaks: ${broken.join('; ')}`);
  };
}
