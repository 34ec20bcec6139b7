import { type Expiry, type Link, type LinkTargeting, type Privacy, type TargetingKind } from '../model/link';
import { commonLinkFields, targetingOfRows } from '../wire/shared-records';
import { wallClockOf } from '../wire/wall-clock';
import type { WireLink } from './wire-records';

/** Wire records of the classic dialect → the domain model. */

const PRIVACY_BY_CODE: Record<number, Privacy> = { 0: 'public', 1: 'private', 2: 'password' };

const TARGETING_KIND_BY_TYPE: Record<number, TargetingKind> = {
  1: 'country',
  2: 'platform',
  3: 'language',
  4: 'rotation',
};

/** Releases that keep one list of rows per kind instead of `targets`. */
const ROWS_LIST_BY_KIND: Partial<Record<TargetingKind, 'geo_target' | 'platform_target' | 'rotation_target'>> = {
  country: 'geo_target',
  platform: 'platform_target',
  rotation: 'rotation_target',
};

function toTargeting(wire: WireLink): LinkTargeting {
  const kind = (wire.target_type !== null ? TARGETING_KIND_BY_TYPE[wire.target_type] : undefined) ?? 'none';
  const list = ROWS_LIST_BY_KIND[kind];
  const rows = wire.targets.length === 0 && list ? wire[list] : wire.targets;
  return targetingOfRows(kind, rows);
}

/** Servers may add seconds (`14:30:00`) or a time to a date (`2026-12-01 00:00:00`). */
function leading(value: string | null, length: number): string | null {
  return value === null ? null : value.slice(0, length);
}

/** The end as two fields (the contract), or as one `ends_at` date-time (other releases). */
function toExpiry(wire: WireLink): Expiry {
  const end =
    wire.expiration_date !== null
      ? { date: leading(wire.expiration_date, 10), time: leading(wire.expiration_time, 5) }
      : wallClockOf(wire.ends_at);
  return {
    // A classic expiry is an end only.
    startDate: null,
    startTime: null,
    date: end.date,
    time: end.time,
    clickLimit: wire.expiration_clicks,
    redirectUrl: wire.expiration_url,
  };
}

export function toLink(wire: WireLink): Link {
  return {
    ...commonLinkFields(wire),
    disabled: wire.disabled,
    privacy: PRIVACY_BY_CODE[wire.privacy ?? 0] ?? 'public',
    hasRedirectPassword: wire.password,
    hasPrivacyPassword: wire.privacy_password,
    expiry: toExpiry(wire),
    targeting: toTargeting(wire),
  };
}
