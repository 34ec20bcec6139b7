import {
  BROWSERS,
  CONTINENTS,
  DEVICES,
  MAX_TARGETING_RULES,
  PLATFORMS,
  type TargetedKind,
  type TargetingKind,
} from '../api/model/link';
import type { TargetingRowValues, TargetingValues } from './values';

/**
 * Row edits for the targeting list. Destinations always survive a change of kind (they are the
 * costly part to type); keys do not, since a country code means nothing as a platform.
 */

/**
 * Kinds whose keys are a short list: their select has no blank choice, so a new row starts on a
 * key not yet used. Countries and languages start blank: no one country is a sensible default.
 */
const SHORT_KEY_LISTS: Partial<Record<TargetedKind, readonly string[]>> = {
  continent: CONTINENTS,
  platform: PLATFORMS,
  browser: BROWSERS,
  device: DEVICES,
};

export function changeTargetingKind(targeting: TargetingValues, kind: TargetingKind): TargetingValues {
  if (kind === targeting.kind) return targeting;
  // Going to "none" hides the rows but keeps them, so flipping back restores everything.
  if (kind === 'none') return { kind, rows: targeting.rows };
  const rows: TargetingRowValues[] = [];
  for (const row of targeting.rows.length > 0 ? targeting.rows : [{ key: '', destination: '' }]) {
    rows.push({ key: firstUnusedKey(kind, rows), destination: row.destination });
  }
  return { kind, rows };
}

/** Whether another row may be added: servers take at most MAX_TARGETING_RULES. */
export function canAddTargetingRow(targeting: TargetingValues): boolean {
  return targeting.rows.length < MAX_TARGETING_RULES;
}

export function addTargetingRow(targeting: TargetingValues): TargetingValues {
  if (targeting.kind === 'none' || !canAddTargetingRow(targeting)) return targeting;
  return {
    ...targeting,
    rows: [...targeting.rows, { key: firstUnusedKey(targeting.kind, targeting.rows), destination: '' }],
  };
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

function firstUnusedKey(kind: TargetedKind, rows: readonly TargetingRowValues[]): string {
  const keys = SHORT_KEY_LISTS[kind];
  if (!keys) return '';
  const used = new Set(rows.map((row) => row.key));
  return keys.find((key) => !used.has(key)) ?? keys[0] ?? '';
}
