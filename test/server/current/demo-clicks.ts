// Made-up visitors for the sandbox (and screenshots): a few dozen clicks per link over the last 90
// days, from varied browsers, places and referrers, some of them unknown. The same links and `now`
// always give the same clicks, so pictures of them can be compared.
import type { SeededClick } from '../types';

type Visitor = Omit<SeededClick, 'linkId' | 'alias' | 'at'>;

const VISITORS: readonly Visitor[] = [
  { browser: 'Chrome', operating_system: 'Windows', device: 'desktop', country: 'DE', city: 'Berlin', language: 'de' },
  { browser: 'Safari', operating_system: 'iOS', device: 'mobile', country: 'US', city: 'New York', language: 'en' },
  { browser: 'Firefox', operating_system: 'Ubuntu', device: 'desktop', country: 'FR', city: 'Lyon', language: 'fr' },
  { browser: 'Chrome', operating_system: 'Android', device: 'mobile', country: 'IN', city: 'Mumbai', language: 'hi' },
  { browser: 'Edge', operating_system: 'Windows', device: 'desktop', country: 'GB', city: 'London', language: 'en' },
  { browser: 'Safari', operating_system: 'OS X', device: 'desktop', country: 'JP', city: 'Tokyo', language: 'ja' },
  { browser: 'Opera', operating_system: 'Android', device: 'tablet', country: 'BR', city: null, language: 'pt' },
  {
    browser: 'Chrome',
    operating_system: 'Chrome OS',
    device: 'desktop',
    country: 'DE',
    city: 'Munich',
    language: 'de',
  },
  // A visitor the server could tell nothing about (a loopback address, an unknown agent).
  {},
];

const REFERRERS: readonly (string | null)[] = [
  null,
  'news.example',
  'mail.example',
  null,
  'social.example',
  'search.example',
  'news.example',
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** A small deterministic generator (mulberry32): no randomness that would change between runs. */
function sequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** `perLink` clicks on each link, more of them in recent weeks, none later than `now`. */
export function demoClicks(linkIds: readonly number[], now: number, perLink = 40): SeededClick[] {
  return linkIds.flatMap((linkId) => {
    const next = sequence(linkId * 7919);
    return Array.from({ length: perLink }, (): SeededClick => {
      // Squaring leans the days towards today, as a link that is being shared gets more clicks.
      const daysAgo = Math.floor(next() ** 2 * 90);
      const at = now - daysAgo * DAY_MS - Math.floor(next() * 12 * 60 * 60 * 1000);
      const visitor = VISITORS[Math.floor(next() * VISITORS.length)] ?? {};
      const referrer = REFERRERS[Math.floor(next() * REFERRERS.length)] ?? null;
      return { linkId, at, ...visitor, referrer };
    });
  });
}
