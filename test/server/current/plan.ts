// The account plan of the current dialect: feature switches and counts, and the gate they imply.
import type { FeatureName, PlanOptions } from '../types';

export const FEATURE_NAMES: readonly FeatureName[] = [
  'api',
  'links',
  'spaces',
  'domains',
  'global_domains',
  'pixels',
  'link_stats',
  'link_password',
  'link_expiration',
  'link_targeting',
  'link_deep',
];

/** Features that are a count (-1 = unlimited) rather than a 0/1 switch. */
const COUNTED: ReadonlySet<FeatureName> = new Set(['links', 'spaces', 'domains', 'pixels']);

export type Features = Record<FeatureName, number>;

/** What phpShort answers, as a 403 or as a 422 at the gated field, when the plan lacks a feature. */
export const FEATURE_DENIED = "You don't have access to this feature.";

/** Every feature on / unlimited unless the options say otherwise; nonsense values are a startup error. */
export function resolveFeatures(plan: PlanOptions | undefined): Features {
  const features = {} as Features;
  for (const name of FEATURE_NAMES) {
    const given = plan?.features?.[name];
    const value = given ?? (COUNTED.has(name) ? -1 : 1);
    const valid = COUNTED.has(name) ? Number.isInteger(value) && value >= -1 : value === 0 || value === 1;
    if (!valid) throw new Error(`plan feature ${name} cannot be ${String(value)}`);
    features[name] = value;
  }
  return features;
}

export function featureOn(features: Features, name: FeatureName): boolean {
  return features[name] !== 0;
}

/** Room for one more record of a counted feature, given how many the account has. */
export function underLimit(features: Features, name: FeatureName, used: number): boolean {
  const limit = features[name];
  return limit === -1 || used < limit;
}

/** `links,pixels` (a command-line flag) → those features at 0: off, or no records allowed for counted ones. */
export function planOffFeatures(list: string): Partial<Features> | string {
  const features: Partial<Features> = {};
  for (const name of list.split(',').map((n) => n.trim())) {
    const feature = FEATURE_NAMES.find((f) => f === name);
    if (feature === undefined) return `unknown plan feature ${name} (known: ${FEATURE_NAMES.join(', ')})`;
    features[feature] = 0;
  }
  return features;
}
