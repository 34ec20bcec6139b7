import type { Link } from '@/lib/api/model/link';
import { capabilitiesOf, type DialectName, type PlanFeature } from '@/lib/api/model/server';
import type { SpaceSummary } from '@/lib/api/model/space';

export const SPACES: SpaceSummary[] = [
  { id: 1, name: 'Marketing', color: 1 },
  { id: 2, name: 'Support', color: 6 },
];

export const KNOWN = {
  domains: [
    { id: 1, name: 'sho.rt' },
    { id: 2, name: 'go.example' },
  ],
  pixels: [
    { id: 3, name: 'Facebook', type: 'facebook' },
    { id: 5, name: 'Analytics', type: 'google-analytics' },
  ],
};

/** A link with every field set, as the API layer hands it over. */
export function sampleLink(overrides: Partial<Link> = {}): Link {
  return {
    id: 42,
    alias: 'promo',
    destination: 'https://example.com/sale',
    shortUrl: 'https://sho.rt/promo',
    title: 'Sale',
    space: { id: 1, name: 'Marketing', color: 1 },
    domain: { id: 1, name: 'sho.rt' },
    pixels: [{ id: 3, name: 'Facebook', type: 'facebook' }],
    disabled: false,
    privacy: 'password',
    hasRedirectPassword: true,
    hasPrivacyPassword: true,
    expiry: {
      startDate: null,
      startTime: null,
      date: '2030-01-31',
      time: '12:30',
      clickLimit: 100,
      redirectUrl: 'https://example.com/over',
    },
    targeting: {
      kind: 'country',
      rules: [
        { country: 'US', destination: 'https://example.com/us' },
        { country: 'FR', destination: 'https://example.com/fr' },
      ],
    },
    clicks: 7,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: null,
    ...overrides,
  };
}

/** What a server of `dialect` honours, with these plan features off. */
export function capabilitiesFor(dialect: DialectName, featuresOff: PlanFeature[] = []) {
  return capabilitiesOf({
    serverOrigin: 'https://sho.rt',
    dialect,
    source: 'detected',
    checkedAt: 0,
    account:
      dialect === 'current'
        ? { defaultDomainId: 1, defaultSpaceId: null, defaultPrivacy: 'public', timezone: 'UTC', featuresOff }
        : null,
  });
}

export const CLASSIC = capabilitiesFor('classic');
export const CURRENT = capabilitiesFor('current');
