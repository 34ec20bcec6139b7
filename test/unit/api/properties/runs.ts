import type fc from 'fast-check';
import { ApiError, type ApiErrorKind } from '../../../../lib/api';

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
