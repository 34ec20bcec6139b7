import { createClient, type ApiClient } from '../../../lib/api/client';
import type { ServerProfile } from '../../../lib/api/model/server';
import type { ConnectionState } from '../../../lib/connection-state';
import { OUTDATED } from '../../../entrypoints/background/lists/list-freshness';
import { FIRST_SERVER_ID, keyOfServer, SERVERS_VERSION, type ServerId, type ServerList } from '../../../lib/servers';
import { STORAGE, type CachedSpaces, type KnownResources } from '../../../lib/storage/registry';
import { DEFAULT_DOMAIN_ID, startReferenceServer } from '../../server/index';
import type { LoggedRequest, ReferenceServer, ReferenceServerOptions } from '../../server/types';
import type { BrowserSession } from './browser-session';
import type { UiPage } from './ui';
import { waitUntil } from './wait-until';

/** The key of account 0 on the reference server in E2E files (Chromium and Firefox). */
export const E2E_KEY = 'e2e'.padEnd(64, '0');

/**
 * A reference server for one test file, with the `E2E_KEY` account. Its rate limit is lifted:
 * one file sends far more than 60 requests a minute, and the 429 case is tested with a fault
 * instead. `options` go to the server as given.
 */
export function startE2EServer(options: Partial<ReferenceServerOptions> = {}): Promise<ReferenceServer> {
  return startReferenceServer({ apiKeys: [E2E_KEY], titleFetch: false, rateLimitPerMinute: 100_000, ...options });
}

/** A client of the reference server for the test itself, in its dialect: seeding data and checking what it holds. */
export function serverClient(server: ReferenceServer): ApiClient {
  return createClient({
    serverUrl: server.url,
    apiKey: E2E_KEY,
    dialect: server.dialect,
    defaultDomainId: server.dialect === 'current' ? DEFAULT_DOMAIN_ID : null,
  });
}

/** The profile the background stores after detecting this server (all plan features on). */
export function detectedProfile(server: ReferenceServer): ServerProfile {
  return {
    serverOrigin: server.url,
    dialect: server.dialect,
    source: 'detected',
    checkedAt: Date.now(),
    account:
      server.dialect === 'current'
        ? {
            defaultDomainId: DEFAULT_DOMAIN_ID,
            defaultSpaceId: null,
            defaultPrivacy: 'public',
            timezone: 'UTC',
            featuresOff: [],
          }
        : null,
  };
}

/**
 * The connection state as the background writes it when a connection is saved (or none is): seeded
 * with the connection, as the options page's Save leaves them together. Firefox's background page
 * may be asleep when a test writes storage, and a popup opened then would read the state before.
 */
function stateOf(serverUrl: string | null): ConnectionState {
  return {
    configured: serverUrl !== null,
    serverOrigin: serverUrl === null ? null : new URL(serverUrl).origin,
    health: { kind: 'unchecked' },
    since: Date.now(),
  };
}

/**
 * Storage as the options page leaves it after a successful Save: the first server listed (a first
 * Save lists it), its connection, the detected profile, and the lists kept for pages marked
 * outdated (the background fetches them again at the next ask, as after a real Save), so a test
 * that changed the server's data finds it listed.
 */
export async function connectExtension<P extends UiPage>(
  session: BrowserSession<P>,
  server: ReferenceServer,
): Promise<void> {
  const stored = await session.readLocalStorage();
  const spaces = stored[STORAGE.spacesCache.key] as CachedSpaces | undefined;
  const known = stored[STORAGE.knownResources.key] as KnownResources | undefined;
  const list = stored[STORAGE.servers.key] as ServerList | undefined;
  await session.seedLocalStorage({
    ...(list?.byId[FIRST_SERVER_ID] ? {} : { [STORAGE.servers.key]: withFirstServer(list) }),
    [STORAGE.connection.key]: { serverUrl: server.url, apiKey: E2E_KEY },
    [STORAGE.serverProfile.key]: detectedProfile(server),
    [STORAGE.connectionState.key]: stateOf(server.url),
    ...(spaces ? { [STORAGE.spacesCache.key]: { ...spaces, fetchedAt: OUTDATED } } : {}),
    ...(known?.listedAt !== undefined ? { [STORAGE.knownResources.key]: { ...known, listedAt: OUTDATED } } : {}),
  });
}

/**
 * A known state: the server back to its seeds, the extension's storage empty, then connected
 * to the server (or with the given key or address, or not at all for `null`).
 */
export async function resetExtension<P extends UiPage>(
  session: BrowserSession<P>,
  server: ReferenceServer,
  connection: { apiKey?: string; serverUrl?: string } | null = {},
): Promise<void> {
  server.reset();
  // A background just started lists the servers first (migrating what it finds): its list, landing
  // after the one seeded here, would replace it.
  await waitUntil(async () => STORAGE.servers.key in (await session.readLocalStorage()), {
    failure: () => 'The background never listed the servers',
  });
  await session.clearSessionStorage();
  const serverUrl = connection ? (connection.serverUrl ?? server.url) : null;
  const servers = serverListOf(connection ? [{ id: FIRST_SERVER_ID, name: '' }] : []);
  // Everything but the list removed first (the background then forgets what it knew of the old
  // connection, as after a clear), the list never: storage without one is an older release's to the
  // background, which would migrate it, and its list could land after the one seeded here.
  await session.replaceLocalStorage({ [STORAGE.servers.key]: servers });
  await session.seedLocalStorage({
    ...(connection
      ? {
          [STORAGE.connection.key]: { serverUrl, apiKey: connection.apiKey ?? E2E_KEY },
          ...(connection.serverUrl === undefined ? { [STORAGE.serverProfile.key]: detectedProfile(server) } : {}),
        }
      : {}),
    [STORAGE.connectionState.key]: stateOf(serverUrl),
  });
}

/** `list` (none: an empty one) with the first server listed first, and current when none was. */
function withFirstServer(list: ServerList | undefined): ServerList {
  const first = serverListOf([{ id: FIRST_SERVER_ID, name: '' }]);
  if (!list) return first;
  return {
    ...list,
    current: list.current ?? FIRST_SERVER_ID,
    order: [FIRST_SERVER_ID, ...list.order],
    byId: { ...list.byId, ...first.byId },
    nextId: Math.max(list.nextId, first.nextId),
  };
}

/** The list of servers as the background keeps it, the first one current. */
export function serverListOf(servers: { id: ServerId; name: string }[]): ServerList {
  return {
    version: SERVERS_VERSION,
    current: servers[0]?.id ?? null,
    order: servers.map((server) => server.id),
    byId: Object.fromEntries(servers.map((server) => [server.id, server])),
    nextId: Math.max(0, ...servers.map((server) => Number(server.id))) + 1,
  };
}

/**
 * Adds `server` to the extension as another server (`id`, named `name`) beside those stored, as
 * the options page's Add leaves it after a successful test: its connection, detected profile and
 * state under its own keys. The current server stays current.
 */
export async function addExtensionServer<P extends UiPage>(
  session: BrowserSession<P>,
  server: ReferenceServer,
  { id, name, apiKey = E2E_KEY }: { id: ServerId; name: string; apiKey?: string },
): Promise<void> {
  const stored = await session.readLocalStorage();
  const list = (stored[STORAGE.servers.key] as ServerList | undefined) ?? serverListOf([]);
  const next: ServerList = {
    ...list,
    current: list.current ?? id,
    order: [...list.order.filter((other) => other !== id), id],
    byId: { ...list.byId, [id]: { id, name } },
    nextId: Math.max(list.nextId, Number(id) + 1),
  };
  await session.seedLocalStorage({
    [keyOfServer(STORAGE.connection.key, id)]: { serverUrl: server.url, apiKey },
    [keyOfServer(STORAGE.serverProfile.key, id)]: detectedProfile(server),
    [keyOfServer(STORAGE.connectionState.key, id)]: stateOf(server.url),
    [STORAGE.servers.key]: next,
  });
}

/** Link creations the server saw (the extension's other calls, e.g. listing spaces, left out). */
export function createRequests(server: ReferenceServer): LoggedRequest[] {
  return server.requests().filter((r) => r.method === 'POST' && r.path === '/api/v1/links');
}

/**
 * Lets the requests a `hold` fault holds go on, once `count` of them have reached the server: a
 * test that looked at a page while its request was in flight decides when the answer comes.
 */
export async function releaseHeld(server: ReferenceServer, count = 1): Promise<void> {
  await waitUntil(() => server.heldCount() >= count, {
    failure: () => `Expected ${count} held request(s) at the server, found ${server.heldCount()}`,
  });
  server.releaseHeld();
}
