import type { Domain, Link, Pixel } from '@/lib/api/model/link';
import type { KnownResources } from '@/lib/known-resources/known-resources';

/** Enough for any real account, small enough that storage and the form's lists stay light. */
export const MAX_KNOWN_DOMAINS = 100;
const MAX_KNOWN_PIXELS = 100;

/** Newest sightings first, one entry per id (the latest name wins), at most `max`. */
function mergeById<T extends { id: number }>(seen: T[], known: T[], max: number): T[] {
  const byId = new Map<number, T>();
  for (const item of [...seen, ...known]) if (!byId.has(item.id)) byId.set(item.id, item);
  return [...byId.values()].slice(0, max);
}

/**
 * Known resources after seeing these links on this server. Entries of another server are
 * dropped: ids mean nothing across servers.
 */
export function mergeKnownResources(
  current: KnownResources | null,
  serverOrigin: string,
  links: Link[],
): KnownResources {
  const base = current?.serverOrigin === serverOrigin ? current : { serverOrigin, domains: [], pixels: [] };
  const domains: Domain[] = links.flatMap((link) => (link.domain ? [link.domain] : []));
  const pixels: Pixel[] = links.flatMap((link) => link.pixels);
  return {
    serverOrigin,
    domains: mergeById(domains, base.domains, MAX_KNOWN_DOMAINS),
    pixels: mergeById(pixels, base.pixels, MAX_KNOWN_PIXELS),
  };
}

/** Same content, so the background can skip a storage write (and every watcher's wake-up). */
export function sameKnownResources(a: KnownResources | null, b: KnownResources): boolean {
  return a !== null && JSON.stringify(a) === JSON.stringify(b);
}
