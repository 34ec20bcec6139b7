import {
  PLATFORMS,
  targetingFromRows,
  type Link,
  type Platform,
  type Privacy,
  type Targeting,
  type TargetingKind,
} from '../model/link';
import { toDomain, toPixel, toSpaceSummary } from '../wire/shared-records';
import type { WireLink } from './wire-records';

/** Wire records of the classic dialect → the domain model. */

const PRIVACY_BY_CODE: Record<number, Privacy> = { 0: 'public', 1: 'private', 2: 'password' };

function isPlatform(value: string): value is Platform {
  return (PLATFORMS as readonly string[]).includes(value);
}

const TARGETING_KIND_BY_TYPE: Record<number, TargetingKind> = {
  1: 'country',
  2: 'platform',
  3: 'language',
  4: 'rotation',
};

function toTargeting(type: number | null, targets: WireLink['targets']): Targeting {
  const kind = (type !== null ? TARGETING_KIND_BY_TYPE[type] : undefined) ?? 'none';
  const rows = targets.map((row) => ({ key: row.key ?? '', destination: row.value ?? '' }));
  // A platform this extension does not know would fail the next save: leave it out of the form.
  return targetingFromRows(kind, kind === 'platform' ? rows.filter((row) => isPlatform(row.key)) : rows);
}

/** Servers may add seconds (`14:30:00`) or a time to a date (`2026-12-01 00:00:00`). */
function leading(value: string | null, length: number): string | null {
  return value === null ? null : value.slice(0, length);
}

export function toLink(wire: WireLink): Link {
  return {
    id: wire.id,
    alias: wire.alias,
    destination: wire.url,
    shortUrl: wire.short_url,
    title: wire.title,
    space: wire.space ? toSpaceSummary(wire.space) : null,
    domain: wire.domain ? toDomain(wire.domain) : null,
    pixels: wire.pixels.map(toPixel),
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
    clicks: wire.clicks ?? 0,
    createdAt: wire.created_at,
    updatedAt: wire.updated_at,
  };
}
