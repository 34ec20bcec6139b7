// A current-dialect link as stored, and its state.
import type { BaseLinkRow } from '../store';

export const TARGETS_TYPES = [
  'continents',
  'countries',
  'operating_systems',
  'browsers',
  'languages',
  'devices',
  'rotations',
] as const;
export type TargetsType = (typeof TARGETS_TYPES)[number];

/** One targeting row; `index` is the index it had in the request (PHP keeps it, gaps and all). */
export interface CurrentTarget {
  index: number;
  key: string | null;
  value: string;
}

export interface CurrentLinkRow extends BaseLinkRow {
  redirectPassword: string | null;
  sensitiveContent: number;
  privacy: number;
  /** The statistics password (privacy 2). */
  password: string | null;
  /** Laravel timestamps in UTC, or null. */
  activeStart: string | null;
  activeEnd: string | null;
  clicksLimit: number | null;
  expirationUrl: string | null;
  targetsType: TargetsType | null;
  targets: CurrentTarget[];
}

/** Expired when both window ends are set and now is outside, or the click limit is reached. */
export function currentLinkState(link: CurrentLinkRow, now = Date.now()): 'active' | 'expired' {
  if (link.activeStart !== null && link.activeEnd !== null) {
    if (now < Date.parse(link.activeStart) || now > Date.parse(link.activeEnd)) return 'expired';
  }
  if (link.clicksLimit !== null && link.clicksLimit > 0 && link.clicks >= link.clicksLimit) return 'expired';
  return 'active';
}
