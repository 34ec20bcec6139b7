import * as z from 'zod/mini';
import type { WireRequest } from '../dialect';
import { PRIVACY_LEVELS } from '../model/link';
import type { Account, PlanFeature } from '../model/server';
import { optionalWireInt, optionalWireText } from '../wire/values';

/**
 * The account (detection, default domain, plan, timezone) and the domain and pixel lists: what only
 * the current dialect has (see ../README.md, "The two dialects"). Unknown extra fields are allowed.
 */

export const accountRequest: WireRequest = { method: 'GET', path: '/api/v1/account', purpose: 'read' };

/** The first 100 by name: more domains or pixels than that would not fit a form's list anyway. */
export function listResourceRequest(collection: 'domains' | 'pixels'): WireRequest {
  return {
    method: 'GET',
    path: `/api/v1/${collection}`,
    query: [
      ['sort_by', 'name'],
      ['sort', 'asc'],
      ['per_page', '100'],
    ],
    purpose: 'read',
  };
}

/** 0 = off, 1 = on, or a count where -1 is unlimited. */
const featureSwitch = z.optional(z.nullable(z.union([z.number(), z.string(), z.boolean()])));

export const wireAccount = z.looseObject({
  timezone: optionalWireText,
  default_domain: optionalWireInt,
  default_space: optionalWireInt,
  default_stats: optionalWireInt,
  plan: z.optional(
    z.nullable(z.looseObject({ features: z.optional(z.nullable(z.record(z.string(), featureSwitch))) })),
  ),
});

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

/** A default is a record's id; anything else (0, a negative) means the account has none. */
const idOrNull = (value: number | null) => (value !== null && value >= 1 ? value : null);

export function toAccount(wire: z.output<typeof wireAccount>): Account {
  const features = wire.plan?.features ?? {};
  const featuresOff = (Object.keys(FEATURE_SWITCHES) as PlanFeature[]).filter((feature) =>
    isOff(features[FEATURE_SWITCHES[feature]]),
  );
  return {
    defaultDomainId: idOrNull(wire.default_domain),
    defaultSpaceId: idOrNull(wire.default_space),
    defaultPrivacy: PRIVACY_LEVELS[wire.default_stats ?? 0] ?? 'public',
    timezone: wire.timezone,
    featuresOff,
  };
}
