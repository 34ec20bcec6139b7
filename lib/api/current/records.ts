import { PRIVACY_LEVELS, type Expiry, type Link, type LinkTargeting, type TargetingKind } from '../model/link';
import type { Account, PlanFeature } from '../model/server';
import { commonLinkFields, targetingOfRows } from '../wire/shared-records';
import { wallClockOf } from '../wire/wall-clock';
import { TARGETS_TYPES } from './requests';
import type { WireAccount, WireLink } from './wire-records';

/** Wire records of the current dialect → the domain model. */

const KIND_BY_TARGETS_TYPE = new Map(
  Object.entries(TARGETS_TYPES).map(([kind, type]) => [type, kind as Exclude<TargetingKind, 'none'>]),
);

function toTargeting(type: string | null, targets: WireLink['targets']): LinkTargeting {
  return targetingOfRows((type !== null ? KIND_BY_TARGETS_TYPE.get(type) : undefined) ?? 'none', targets);
}

function toExpiry(wire: WireLink): Expiry {
  const start = wallClockOf(wire.active_period_start_at);
  const end = wallClockOf(wire.active_period_end_at);
  return {
    startDate: start.date,
    startTime: start.time,
    date: end.date,
    time: end.time,
    // 0 means "no limit" on this dialect.
    clickLimit: wire.clicks_limit === 0 ? null : wire.clicks_limit,
    redirectUrl: wire.expiration_url,
  };
}

export function toLink(wire: WireLink): Link {
  return {
    ...commonLinkFields(wire),
    disabled: false,
    privacy: PRIVACY_LEVELS[wire.privacy ?? 0] ?? 'public',
    hasRedirectPassword: wire.redirect_password,
    hasPrivacyPassword: wire.password,
    expiry: toExpiry(wire),
    targeting: toTargeting(wire.targets_type, wire.targets),
  };
}

/** The plan's switches (`account.plan.features`) behind each control the extension offers. */
const FEATURE_SWITCHES: Record<PlanFeature, string> = {
  spaces: 'spaces',
  domains: 'domains',
  pixels: 'pixels',
  privacy: 'link_stats',
  password: 'link_password',
  expiry: 'link_expiration',
  targeting: 'link_targeting',
  deepLinks: 'link_deep',
};

/** A switch is off at 0 (a count of 0 allows no records either); absent means the server does not gate it. */
function isOff(value: number | string | boolean | null | undefined): boolean {
  return value === 0 || value === '0' || value === false;
}

export function toAccount(wire: WireAccount): Account {
  const features = wire.plan?.features ?? {};
  const featuresOff = (Object.keys(FEATURE_SWITCHES) as PlanFeature[]).filter((feature) =>
    isOff(features[FEATURE_SWITCHES[feature]]),
  );
  return {
    defaultDomainId: wire.default_domain,
    defaultSpaceId: wire.default_space,
    defaultPrivacy: PRIVACY_LEVELS[wire.default_stats ?? 0] ?? 'public',
    timezone: wire.timezone,
    featuresOff,
  };
}
