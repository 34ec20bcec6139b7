import type { Domain, Link, Pixel, ServerResources } from '@/lib/api/model/link';
import { STORAGE, type KnownResources } from '@/lib/storage/registry';
import { storedItem } from '@/lib/storage/stored-item';

/**
 * The classic API cannot list domains or pixels, so the background learns them from the link
 * records it sees (each embeds its domain and pixels), keeps them per server, and hands them to
 * pages with its answers (`links/list`, `resources/list`) and to the popup through storage.
 */

const knownResourcesItem = storedItem(STORAGE.knownResources);

/** Enough for any real account, small enough that storage and the form's lists stay light. */
export const MAX_KNOWN_DOMAINS = 100;
const MAX_KNOWN_PIXELS = 100;

const NONE: ServerResources = { domains: [], pixels: [] };

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

const resourcesOf = ({ domains, pixels }: KnownResources): ServerResources => ({ domains, pixels });

let queue: Promise<ServerResources> = Promise.resolve(NONE);

/**
 * Remembers the domains and pixels of links this server answered with, and answers everything
 * known of it. Updates run one after another so two lists answering at once cannot overwrite
 * each other's findings; a failed write costs the learning, never the request that saw the links.
 */
export function rememberResourcesOf(serverUrl: string, links: Link[]): Promise<ServerResources> {
  const serverOrigin = new URL(serverUrl).origin;
  const next = queue.then(async () => {
    const current = await knownResourcesItem.getValue();
    const merged = mergeKnownResources(current, serverOrigin, links);
    // Same content: skip the write (and every reader's wake-up).
    if (JSON.stringify(current) !== JSON.stringify(merged)) await knownResourcesItem.setValue(merged);
    return resourcesOf(merged);
  });
  queue = next.catch(() => NONE);
  return next.catch(() => NONE);
}

/** What is known of this server's domains and pixels. */
export async function knownResourcesOf(serverUrl: string): Promise<ServerResources> {
  const known = await knownResourcesItem.getValue();
  return known?.serverOrigin === new URL(serverUrl).origin ? resourcesOf(known) : NONE;
}
