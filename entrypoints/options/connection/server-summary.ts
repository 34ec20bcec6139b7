import type { PlanFeature, ServerProfile } from '@/lib/api/model/server';
import { pageLanguage } from '@/lib/i18n/language';
import { t, type MessageKey } from '@/lib/i18n/messages';

/** What the server answered, for the result line: "Connected — phpShort, current API (chosen in settings)". */
export function connectedSummary(profile: ServerProfile): string {
  const chosen = profile.source === 'chosen';
  if (profile.dialect === 'classic') return t(chosen ? 'connectConnectedClassicChosen' : 'stateConnectedClassic');
  return t(chosen ? 'connectConnectedCurrentChosen' : 'stateConnectedCurrent');
}

const FEATURE_NAMES = {
  spaces: 'connectFeatureSpaces',
  domains: 'connectFeatureDomains',
  pixels: 'connectFeaturePixels',
  privacy: 'connectFeaturePrivacy',
  password: 'connectFeaturePassword',
  expiry: 'connectFeatureExpiry',
  targeting: 'connectFeatureTargeting',
  deepLinks: 'connectFeatureDeepLinks',
} as const satisfies Record<PlanFeature, MessageKey>;

/** The plan features the account lacks, in one line; null when it lacks none (or the server has no plans). */
export function featuresOffSummary(profile: ServerProfile): string | null {
  const off = profile.account?.featuresOff ?? [];
  if (off.length === 0) return null;
  // A list as the language writes one ("a, b, c"; "a、b、c"; "a و b و c"), in the words' language.
  const list = new Intl.ListFormat(pageLanguage().lang, { type: 'conjunction', style: 'narrow' });
  return t('connectFeaturesOff', { features: list.format(off.map((feature) => t(FEATURE_NAMES[feature]))) });
}
