import type { ApiClient } from '@/lib/api/client';
import type { Domain, Link, Pixel, ServerResources } from '@/lib/api/model/link';
import type { DialectName } from '@/lib/api/model/server';
import { toApiError } from '@/lib/api/errors';
import { STORAGE, type KnownResources } from '@/lib/storage/registry';
import type { ServerId } from '@/lib/servers';
import { perServerItem } from '@/lib/storage/per-server-item';
import { isFresh, OUTDATED } from './list-freshness';
import { oneAtATime } from '@/lib/one-at-a-time';

/**
 * The domains and pixels the connected server offers, kept per server for pages: with the
 * background's answers (`links/list`, `resources/list`) and, for the popup, through storage.
 * The classic API cannot list them, so they are learned from the link records the background
 * sees (each embeds its domain and pixels). A current server lists its own; the account's
 * default domain, which it does not list, comes first, named by the records that use it.
 */

const knownResourcesItemOf = perServerItem(STORAGE.knownResources);

/** A client of one of the user's servers (entrypoints/background/transport/dialect-guard.ts `ConnectedClient`). */
type ServerClient = ApiClient & { readonly serverId: ServerId };

/** Enough for any real account, small enough that storage and the form's lists stay light. */
export const MAX_KNOWN_DOMAINS = 100;
const MAX_KNOWN_PIXELS = 100;

const NONE: ServerResources = { domains: [], pixels: [] };

/** The first sighting of each id in `seen` (the newest). */
function latestById<T extends { id: number }>(seen: T[]): Map<number, T> {
  const byId = new Map<number, T>();
  for (const item of seen) if (!byId.has(item.id)) byId.set(item.id, item);
  return byId;
}

/** Newest sightings first, one entry per id (the latest name wins), at most `max`. */
function mergeById<T extends { id: number }>(seen: T[], known: T[], max: number): T[] {
  return [...latestById([...seen, ...known]).values()].slice(0, max);
}

/** A listed set keeps its order (the default domain first): sightings rename entries and add new ones last. */
function updateInPlace<T extends { id: number }>(seen: T[], known: T[], max: number): T[] {
  const latest = latestById(seen);
  const knownIds = new Set(known.map((item) => item.id));
  const added = [...latest.values()].filter((item) => !knownIds.has(item.id));
  return [...known.map((item) => latest.get(item.id) ?? item), ...added].slice(0, max);
}

/** What is stored, when it describes this server as it speaks now (older values were gathered on classic). */
function storedFor(stored: KnownResources | null, serverOrigin: string, dialect: DialectName): KnownResources | null {
  return stored?.serverOrigin === serverOrigin && (stored.dialect ?? 'classic') === dialect ? stored : null;
}

/**
 * Known resources after seeing these links on this server. Entries of another server, or of
 * this one before it changed dialect, are dropped: ids mean nothing across them.
 */
export function mergeKnownResources(
  stored: KnownResources | null,
  serverOrigin: string,
  dialect: DialectName,
  links: Link[],
): KnownResources {
  const base = storedFor(stored, serverOrigin, dialect) ?? { serverOrigin, dialect, domains: [], pixels: [] };
  const domains: Domain[] = links.flatMap((link) => (link.domain ? [link.domain] : []));
  const pixels: Pixel[] = links.flatMap((link) => link.pixels);
  const merge = base.listedAt === undefined ? mergeById : updateInPlace;
  return {
    ...base,
    dialect,
    domains: merge(domains, base.domains, MAX_KNOWN_DOMAINS),
    pixels: merge(pixels, base.pixels, MAX_KNOWN_PIXELS),
  };
}

/**
 * What a current server offers after it listed its own domains and pixels: the account's default
 * domain first, named as a link record named it, else by the server's host name (it is the
 * domain the server answers on), then the listed ones.
 */
export function listedKnownResources(
  stored: KnownResources | null,
  serverUrl: string,
  listed: ServerResources,
  defaultDomainId: number | null,
  listedAt: number,
): KnownResources {
  const serverOrigin = new URL(serverUrl).origin;
  const base = storedFor(stored, serverOrigin, 'current');
  const defaultDomain: Domain[] =
    defaultDomainId === null
      ? []
      : [
          base?.domains.find((d) => d.id === defaultDomainId) ?? {
            id: defaultDomainId,
            name: new URL(serverUrl).hostname,
          },
        ];
  return {
    serverOrigin,
    dialect: 'current',
    listedAt,
    domains: [...defaultDomain, ...listed.domains.filter((d) => d.id !== defaultDomainId)].slice(0, MAX_KNOWN_DOMAINS),
    pixels: listed.pixels.slice(0, MAX_KNOWN_PIXELS),
  };
}

const resourcesOf = ({ domains, pixels }: KnownResources): ServerResources => ({ domains, pixels });

const oneChangeAtATime = oneAtATime();

/**
 * Changes the stored value and answers what pages get. Updates run one after another so two
 * answers arriving at once cannot overwrite each other's findings; a failed write costs the
 * learning, never the request that brought it.
 */
function changeKnown(
  serverId: ServerId,
  change: (stored: KnownResources | null) => Promise<KnownResources>,
): Promise<ServerResources> {
  const knownResourcesItem = knownResourcesItemOf(serverId);
  return oneChangeAtATime(async () => {
    const stored = await knownResourcesItem.getValue();
    const changed = await change(stored);
    // Same content: skip the write (and every reader's wake-up).
    if (JSON.stringify(stored) !== JSON.stringify(changed)) await knownResourcesItem.setValue(changed);
    return resourcesOf(changed);
  });
}

/** The client's server asked for its lists now (current only), with the account's default domain. */
async function listed(client: ApiClient, defaultDomainId: number | null, stored: KnownResources | null) {
  return listedKnownResources(stored, client.serverUrl, await client.resources(), defaultDomainId, Date.now());
}

/**
 * Remembers the domains and pixels of links this server answered with, and answers everything
 * known of it. A current server's lists are fetched here only when they never were (they are
 * refreshed by {@link refreshResources}, not on every list of links).
 */
export function rememberResourcesOf(
  client: ServerClient,
  defaultDomainId: number | null,
  links: Link[],
): Promise<ServerResources> {
  const serverOrigin = new URL(client.serverUrl).origin;
  return changeKnown(client.serverId, async (stored) => {
    const merged = mergeKnownResources(stored, serverOrigin, client.dialect, links);
    if (client.dialect === 'current' && merged.listedAt === undefined) {
      return mergeKnownResources(await listed(client, defaultDomainId, merged), serverOrigin, 'current', links);
    }
    return merged;
  }).catch(() => knownResourcesOf(client));
}

/**
 * What the server offers: on a current server its lists, listed again when they are a few minutes
 * old (list-freshness.ts); on a classic one what was learned. When the request queue drops the
 * refresh (the server's budget is low), what is known is the answer.
 */
export function refreshResources(client: ServerClient, defaultDomainId: number | null): Promise<ServerResources> {
  if (client.dialect === 'classic') return knownResourcesOf(client);
  const serverOrigin = new URL(client.serverUrl).origin;
  return changeKnown(client.serverId, async (stored) => {
    const ours = storedFor(stored, serverOrigin, 'current');
    return ours && isFresh(ours.listedAt) ? ours : listed(client, defaultDomainId, stored);
  }).catch((error: unknown) => {
    if (toApiError(error).kind === 'rate-limited') return knownResourcesOf(client);
    throw error;
  });
}

/** The connection was saved (perhaps another account of the same server): list the domains and pixels again at the next ask. */
export function markResourcesStale(serverId: ServerId): Promise<void> {
  const knownResourcesItem = knownResourcesItemOf(serverId);
  return oneChangeAtATime(async () => {
    const stored = await knownResourcesItem.getValue();
    // Still a listed set (kept in its order), only no longer fresh.
    if (stored?.listedAt !== undefined && stored.listedAt !== OUTDATED)
      await knownResourcesItem.setValue({ ...stored, listedAt: OUTDATED });
  });
}

/** What is known of this server's domains and pixels. */
async function knownResourcesOf(client: ServerClient): Promise<ServerResources> {
  const stored = storedFor(
    await knownResourcesItemOf(client.serverId).getValue(),
    new URL(client.serverUrl).origin,
    client.dialect,
  );
  return stored ? resourcesOf(stored) : NONE;
}
