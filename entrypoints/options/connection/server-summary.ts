import type { PlanFeature, ServerProfile } from '@/lib/api/model/server';

/** What the server answered, for the result line: "phpShort, current API (chosen in settings)". */
export function dialectSummary(profile: ServerProfile): string {
  return `phpShort, ${profile.dialect} API${profile.source === 'chosen' ? ' (chosen in settings)' : ''}`;
}

const FEATURE_NAMES: Record<PlanFeature, string> = {
  spaces: 'spaces',
  domains: 'custom domains',
  pixels: 'pixels',
  privacy: 'statistics settings',
  password: 'link passwords',
  expiry: 'expiring links',
  targeting: 'targeting',
  deepLinks: 'links to non-web addresses',
};

/** The plan features the account lacks, in one line; null when it lacks none (or the server has no plans). */
export function featuresOffSummary(profile: ServerProfile): string | null {
  const off = profile.account?.featuresOff ?? [];
  if (off.length === 0) return null;
  return `Not in your plan on this server: ${off.map((feature) => FEATURE_NAMES[feature]).join(', ')}.`;
}
