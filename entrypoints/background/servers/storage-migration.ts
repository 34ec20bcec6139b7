import type { RecentEntry } from '@/lib/recent';
import { EMPTY_SERVER_LIST, FIRST_SERVER_ID, SERVERS_VERSION, type ServerList } from '@/lib/servers';

/**
 * From an older release's single connection to the list of servers (storage layout 4). The first
 * server keeps the plain keys the single connection used (lib/servers.ts), so its connection,
 * profile, state, caches, settings and drafts stay where they are: the migration lists it and
 * says which recent links and unanswered creates are its. Pure, so every earlier stored shape is
 * tested through it (test/unit/storage/earlier-shapes.test.ts); the background applies it once.
 */

/** The values the migration reads; anything it does not know stays as it is. */
export interface BeforeServers {
  connection: unknown;
  recentLinks: unknown;
  pendingCreates: unknown;
}

export interface MigrationWrites {
  servers: ServerList;
  /** Only present when something of them changed. */
  recentLinks?: unknown[];
  pendingCreates?: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function originOf(connection: unknown): string | null {
  if (!isRecord(connection) || typeof connection.serverUrl !== 'string') return null;
  return URL.canParse(connection.serverUrl) ? new URL(connection.serverUrl).origin : null;
}

/**
 * Whether what the single connection made (an entry, a pending create) is the saved server's: one
 * of an older release that did not say, or one of the same origin. One of a server saved before
 * it stays unassigned: it is never offered for a server it may not belong to.
 */
function isOfSavedServer(value: Record<string, unknown>, origin: string): boolean {
  return value.serverOrigin === undefined || value.serverOrigin === origin;
}

function assigned<T>(value: T, origin: string | null): T {
  if (origin === null || !isRecord(value) || value.serverId !== undefined || !isOfSavedServer(value, origin)) {
    return value;
  }
  return { ...value, serverId: FIRST_SERVER_ID };
}

export function migrateToServers(before: BeforeServers): MigrationWrites {
  const origin = originOf(before.connection);
  const servers: ServerList =
    origin === null
      ? EMPTY_SERVER_LIST
      : {
          version: SERVERS_VERSION,
          current: FIRST_SERVER_ID,
          order: [FIRST_SERVER_ID],
          // No name: it is called by its host, as the single connection was.
          byId: { [FIRST_SERVER_ID]: { id: FIRST_SERVER_ID, name: '' } },
          nextId: Number(FIRST_SERVER_ID) + 1,
        };
  const writes: MigrationWrites = { servers };
  if (origin === null) return writes;
  if (Array.isArray(before.recentLinks)) {
    writes.recentLinks = (before.recentLinks as RecentEntry[]).map((entry) => assigned(entry, origin));
  }
  if (isRecord(before.pendingCreates)) {
    const entries = Object.entries(before.pendingCreates).map(([id, pending]): [string, unknown] => [
      id,
      assigned(pending, origin),
    ]);
    writes.pendingCreates = Object.fromEntries(entries);
  }
  return writes;
}
