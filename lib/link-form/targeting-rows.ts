import type { TargetingKind } from '../api/model/link';
import { PLATFORMS } from '../api/model/link';
import type { TargetingRowValues, TargetingValues } from './values';

/**
 * Row edits for the targeting list. Destinations always survive a change of kind (they are the
 * costly part to type); keys do not, since a country code means nothing as a platform.
 */
export function changeTargetingKind(targeting: TargetingValues, kind: TargetingKind): TargetingValues {
  if (kind === targeting.kind) return targeting;
  // Going to "none" hides the rows but keeps them, so flipping back restores everything.
  if (kind === 'none') return { kind, rows: targeting.rows };
  const rows: TargetingRowValues[] = [];
  for (const row of targeting.rows.length > 0 ? targeting.rows : [{ key: '', destination: '' }]) {
    rows.push({ key: kind === 'platform' ? firstUnusedPlatform(rows) : '', destination: row.destination });
  }
  return { kind, rows };
}

export function addTargetingRow(targeting: TargetingValues): TargetingValues {
  const key = targeting.kind === 'platform' ? firstUnusedPlatform(targeting.rows) : '';
  return { ...targeting, rows: [...targeting.rows, { key, destination: '' }] };
}

export function removeTargetingRow(targeting: TargetingValues, index: number): TargetingValues {
  return { ...targeting, rows: targeting.rows.filter((_, i) => i !== index) };
}

export function updateTargetingRow(
  targeting: TargetingValues,
  index: number,
  row: Partial<TargetingRowValues>,
): TargetingValues {
  return { ...targeting, rows: targeting.rows.map((current, i) => (i === index ? { ...current, ...row } : current)) };
}

/** The platform select has no blank choice, so a new row starts on a platform not yet used. */
function firstUnusedPlatform(rows: readonly TargetingRowValues[]): string {
  const used = new Set(rows.map((row) => row.key));
  return PLATFORMS.find((platform) => !used.has(platform)) ?? PLATFORMS[0];
}
