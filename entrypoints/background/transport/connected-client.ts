import { createClient } from '@/lib/api/client';
import type { DeleteRouteMemory } from '@/lib/api/delete-routes';
import { ApiError } from '@/lib/api/errors';
import type { ServerProfile } from '@/lib/api/model/server';
import { checkTransport } from '@/lib/connection';
import type { ServerId } from '@/lib/servers';
import { STORAGE } from '@/lib/storage/registry';
import { storedItem } from '@/lib/storage/stored-item';
import { recordOutcome } from '../servers/connection-state-store';
import { dialectChoiceOf, readConnection, type Connection } from '../servers/connection-store';
import { guardDialect, type ConnectedClient } from './dialect-guard';
import { requestQueue, type RequestPriority } from './request-queue';
import { checkServer } from './server-check';
import { serverIdFor } from '../servers/server-list-store';
import { readProfileOf, storeProfile } from '../servers/server-profile-store';

const routesItem = storedItem(STORAGE.deleteRoutes);

/** Remembers per server which delete route worked, across service-worker restarts. */
export const storedDeleteRoutes: DeleteRouteMemory = {
  get: async (serverUrl) => (await routesItem.getValue())[serverUrl],
  set: async (serverUrl, route) => {
    await routesItem.setValue({ ...(await routesItem.getValue()), [serverUrl]: route });
  },
};

/** Detections under way, per server and choice: calls that arrive together share one. */
const detecting = new Map<string, Promise<ServerProfile>>();

const detectionKey = (connection: Connection) =>
  `${connection.serverId} ${connection.serverUrl} ${dialectChoiceOf(connection)}`;

/**
 * A check of `connection` under way elsewhere (a Save or Test of the options page): calls that need
 * the server's profile meanwhile wait for it instead of asking the server a second time.
 */
export function shareDetection(connection: Connection, check: Promise<ServerProfile>): void {
  const key = detectionKey(connection);
  detecting.set(key, check);
  const forget = () => {
    if (detecting.get(key) === check) detecting.delete(key);
  };
  check.then(forget, forget);
}

/** Asks the server (or checks the chosen dialect) and stores the answer; one at a time per server. */
export function detectAndStore(connection: Connection): Promise<ServerProfile> {
  const key = detectionKey(connection);
  const running = detecting.get(key);
  if (running) return running;
  const next = checkServer(connection).then(
    async (profile) => {
      await storeProfile(connection.serverId, profile);
      void recordOutcome(connection, { ok: true }, profile.dialect);
      return profile;
    },
    (error: unknown) => {
      void recordOutcome(connection, { ok: false, error }, null);
      throw error;
    },
  );
  detecting.set(key, next);
  const forget = () => detecting.delete(key);
  next.then(forget, forget);
  return next;
}

/**
 * The profile to speak by: the stored one when it describes this server (and agrees with a chosen
 * dialect). Otherwise — an install from before profiles, or storage seeded without one — the
 * server is asked once before the first call; a chosen classic dialect is taken at its word (a
 * chosen current one needs the account: new links get its default domain).
 */
async function profileFor(connection: Connection): Promise<ServerProfile> {
  const choice = dialectChoiceOf(connection);
  const stored = await readProfileOf(connection.serverId, connection.serverUrl);
  if (stored && (choice === 'automatic' || stored.dialect === choice)) return stored;
  if (choice === 'classic') {
    const chosen: ServerProfile = {
      serverOrigin: new URL(connection.serverUrl).origin,
      dialect: 'classic',
      source: 'chosen',
      checkedAt: Date.now(),
      account: null,
    };
    await storeProfile(connection.serverId, chosen);
    return chosen;
  }
  return detectAndStore(connection);
}

/**
 * A client for a saved server (`server`, or the current one when null), built per call so a changed
 * key, URL or profile takes effect at once. Only the background calls this: it is the one place
 * that reads the key. Every request it sends waits its turn in the request queue with `priority`
 * (request-queue.ts): a person's action by default.
 */
export async function connectedClient(
  priority: RequestPriority = 'user',
  server: ServerId | null = null,
): Promise<ConnectedClient> {
  const connection = await readConnection(await serverIdFor(server));
  if (!connection) throw new ApiError('not-configured');
  // The key never goes out in clear text unless the user chose that for this server.
  const transport = checkTransport(connection.serverUrl, connection.allowInsecureHttp ?? false);
  if (!transport.ok) throw new ApiError('invalid-input', { fields: { serverUrl: [transport.reason] } });
  return guardDialect({
    serverId: connection.serverId,
    profile: await profileFor(connection),
    choice: dialectChoiceOf(connection),
    clientOf: (profile) =>
      createClient({
        serverUrl: connection.serverUrl,
        apiKey: connection.apiKey,
        deleteRoutes: storedDeleteRoutes,
        dialect: profile.dialect,
        defaultDomainId: profile.account?.defaultDomainId ?? null,
        featuresOff: profile.account?.featuresOff ?? [],
        pacer: requestQueue.pacerFor(connection.serverUrl, priority),
      }),
    redetect: () => detectAndStore({ ...connection, dialect: 'automatic' }),
    // Not awaited: the state is written only when it changes, never on a shortening's way.
    onOutcome: (outcome, profile) => void recordOutcome(connection, outcome, profile.dialect),
  });
}
