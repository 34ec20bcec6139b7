import { targetingFromRows, type Targeting } from '../api/model/link';
import type { Capabilities } from '../api/model/server';
import { t } from '../i18n/messages';
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
    problems.add('expiry.clickLimit', t('valueClickLimitWhole'));
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
  return targetingFromRows(
    kind,
    rows.map((row) => ({ key: row.key, destination: row.destination.trim() })),
  );
}

/** The targeting as typed, with a message at the kind when this server does not offer it (a draft typed for another server). */
export function offeredTargeting(
  values: TargetingValues,
  capabilities: Capabilities,
  problems: ConversionProblems,
): Targeting {
  if (values.kind !== 'none' && !capabilities.targetingKinds.includes(values.kind)) {
    problems.add('targeting.kind', t('valueTargetingNotOffered'));
  }
  return targetingFromValues(values);
}
