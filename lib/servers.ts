/**
 * The servers (connections) the user keeps, zod-free and small: the popup's first paint reads the
 * list to know the current one. Each server has its own connection (address and key), profile,
 * connection state, caches and link defaults, stored under keys of its own (`keyOfServer`). The
 * background alone writes the list (entrypoints/background/servers/server-list-store.ts).
 */

/** Stable for a server's life, never reused after it is removed. */
export type ServerId = string;

/**
 * The first server. Its values keep the keys a single-server release used (`connection`,
 * `serverProfile`, …), so an installation from before several servers needs no data moved: the
 * migration only lists it (entrypoints/background/servers/storage-migration.ts).
 */
export const FIRST_SERVER_ID: ServerId = '1';

/** The storage layout of several servers; `servers` absent means an older release's single connection. */
export const SERVERS_VERSION = 4;

export interface ServerEntry {
  id: ServerId;
  /** The name the user gave it ("Acme — production"); empty means "call it by its host". */
  name: string;
}

export interface ServerList {
  version: typeof SERVERS_VERSION;
  /** The server the popup, the menu's plain items and the shortcut use; null when there is none. */
  current: ServerId | null;
  /** The user's order (the popup's switcher, the menu, the options page). */
  order: ServerId[];
  byId: Record<ServerId, ServerEntry>;
  /** The next id to give; ids are never reused, so nothing stored for a removed server is taken for a new one. */
  nextId: number;
}

export const EMPTY_SERVER_LIST: ServerList = {
  version: SERVERS_VERSION,
  current: null,
  order: [],
  byId: {},
  nextId: 1,
};

/** The stored list of the current layout, or null (nothing stored, or an older release's layout). */
export function serverListOf(stored: unknown): ServerList | null {
  if (typeof stored !== 'object' || stored === null) return null;
  return (stored as { version?: unknown }).version === SERVERS_VERSION ? (stored as ServerList) : null;
}

/** The key a per-server value of `id` is kept under: the first server keeps the plain key. */
export function keyOfServer(baseKey: string, id: ServerId): string {
  return id === FIRST_SERVER_ID ? baseKey : `${baseKey}@${id}`;
}

/**
 * A registry value (lib/storage/registry.ts `StoredValue`) as it is kept for one server. Typed by
 * its key alone, so this file needs nothing of the registry, which reads the list through it.
 */
export function ofServer<E extends { readonly key: string }>(entry: E, id: ServerId): E {
  return { ...entry, key: keyOfServer(entry.key, id) };
}
