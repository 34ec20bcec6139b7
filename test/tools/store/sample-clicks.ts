import type { SeededClick } from '../../server/index';
import type { SampleData } from './sample-data';

/**
 * The sample links' visitors over the last `CLICK_DAYS` days, more of them lately (links being shared),
 * from the sample's places and referrers. The same sample and `now` always give the same clicks.
 */

/** How the visitors' browsers tell the server what they are, most frequent first. */
const DEVICES: readonly Pick<SeededClick, 'browser' | 'operating_system' | 'device'>[] = [
  { browser: 'Chrome', operating_system: 'Windows', device: 'desktop' },
  { browser: 'Safari', operating_system: 'iOS', device: 'mobile' },
  { browser: 'Chrome', operating_system: 'Android', device: 'mobile' },
  { browser: 'Safari', operating_system: 'OS X', device: 'desktop' },
  { browser: 'Edge', operating_system: 'Windows', device: 'desktop' },
  { browser: 'Firefox', operating_system: 'Linux', device: 'desktop' },
  { browser: 'Samsung Internet', operating_system: 'Android', device: 'tablet' },
];

const DAY_MS = 86_400_000;
/** How far back the visitors go: the longest period the statistics offer. */
export const CLICK_DAYS = 90;
/** A share of visitors a GeoIP database cannot place, as on any real server. */
const UNPLACED = 0.08;
/** A share of visits without a referrer (typed, bookmarked, from an app). */
const DIRECT = 0.3;

/** mulberry32: small, fast and the same on every machine. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** An item of `list`, the first ones more often (a list given most frequent first). */
function leaning<T>(list: readonly T[], random: number): T | undefined {
  return list[Math.floor(random ** 1.7 * list.length)];
}

/** `visits` clicks for each link id, none later than `now`. */
export function sampleClicks(
  links: readonly { id: number; visits: number }[],
  sample: Pick<SampleData, 'visitors' | 'referrers'>,
  now: number,
): SeededClick[] {
  return links.flatMap(({ id, visits }) => {
    const next = generator(id * 7919 + visits);
    return Array.from({ length: visits }, (): SeededClick => {
      // More visitors lately: the chance of a day falls evenly from today to 90 days ago.
      const daysAgo = Math.floor(CLICK_DAYS * (1 - Math.sqrt(next())));
      const at = now - daysAgo * DAY_MS - Math.floor(next() * 10 * 3_600_000);
      const place = next() < UNPLACED ? undefined : leaning(sample.visitors, next());
      const device = leaning(DEVICES, next());
      const referrer = next() < DIRECT ? null : (leaning(sample.referrers, next()) ?? null);
      return { linkId: id, at, ...device, ...place, referrer };
    });
  });
}
