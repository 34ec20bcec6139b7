import type { Platform, Targeting } from '../api/model/link';
import type { ConversionProblems } from './conversion';
import type { TargetingValues } from './values';

/** Select values are ids written as text; '' means none. */
export function idOrNull(text: string): number | null {
  return text === '' ? null : Number(text);
}

/** '' → null; digits → the number; anything else is reported at `expiry.clickLimit`. */
export function parseClickLimit(text: string, problems: ConversionProblems): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  // Range (above 0) is a contract rule checked in the background; here only "is it a number".
  if (!/^-?\d+$/.test(trimmed)) {
    problems.add('expiry.clickLimit', 'Click limit must be a whole number.');
    return null;
  }
  return Number(trimmed);
}

export function blankToNull(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * The rows of the chosen kind, every row kept (even blank ones) so that a message about
 * `targeting.rules.N` always concerns row N of the form.
 */
export function targetingFromValues({ kind, rows }: TargetingValues): Targeting {
  const destinations = rows.map((row) => row.destination.trim());
  switch (kind) {
    case 'none':
      return { kind: 'none' };
    case 'country':
      // Codes are written upper-case by the server (ISO 3166); normalising keeps edit diffs honest.
      return {
        kind,
        rules: rows.map((row, i) => ({ country: row.key.trim().toUpperCase(), destination: destinations[i] ?? '' })),
      };
    case 'platform':
      // The select only offers the seven platforms; the background checks the value anyway.
      return {
        kind,
        rules: rows.map((row, i) => ({ platform: row.key as Platform, destination: destinations[i] ?? '' })),
      };
    case 'language':
      return {
        kind,
        rules: rows.map((row, i) => ({ language: row.key.trim().toLowerCase(), destination: destinations[i] ?? '' })),
      };
    case 'rotation':
      return { kind, rules: destinations.map((destination) => ({ destination })) };
  }
}
