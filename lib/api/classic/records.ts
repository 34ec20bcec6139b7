import { type Link, type Privacy, type Targeting, type TargetingKind } from '../model/link';
import { commonLinkFields, targetingOfRows } from '../wire/shared-records';
import type { WireLink } from './wire-records';

/** Wire records of the classic dialect → the domain model. */

const PRIVACY_BY_CODE: Record<number, Privacy> = { 0: 'public', 1: 'private', 2: 'password' };

const TARGETING_KIND_BY_TYPE: Record<number, TargetingKind> = {
  1: 'country',
  2: 'platform',
  3: 'language',
  4: 'rotation',
};

function toTargeting(type: number | null, targets: WireLink['targets']): Targeting {
  return targetingOfRows((type !== null ? TARGETING_KIND_BY_TYPE[type] : undefined) ?? 'none', targets);
}

/** Servers may add seconds (`14:30:00`) or a time to a date (`2026-12-01 00:00:00`). */
function leading(value: string | null, length: number): string | null {
  return value === null ? null : value.slice(0, length);
}

export function toLink(wire: WireLink): Link {
  return {
    ...commonLinkFields(wire),
    disabled: wire.disabled,
    privacy: PRIVACY_BY_CODE[wire.privacy ?? 0] ?? 'public',
    hasRedirectPassword: wire.password,
    hasPrivacyPassword: wire.privacy_password,
    expiry: {
      // A classic expiry is an end only.
      startDate: null,
      startTime: null,
      date: leading(wire.expiration_date, 10),
      time: leading(wire.expiration_time, 5),
      clickLimit: wire.expiration_clicks,
      redirectUrl: wire.expiration_url,
    },
    targeting: toTargeting(wire.target_type, wire.targets),
  };
}
