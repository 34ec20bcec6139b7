import type { ServerResources } from '../api/model/link';
import type { DialectName, ServerProfile } from '../api/model/server';
import type { SpaceSummary } from '../api/model/space';
import type { StoredConnection } from '../connection';
import type { ConnectionState } from '../connection-state';
import { readEntries } from '../recent';
import { serverListOf } from '../servers';
import { currentSettingsOf, DEFAULT_SETTINGS } from '../settings';

/**
 * Every value the extension keeps in browser storage, once: its key, its area, its type and what
 * reading it gives when nothing (or something unreadable) is stored. Code reads and writes it
 * through `readStored` (./read-stored.ts) and `storedItem` (./stored-item.ts) with this entry,
 * never with a raw key. Declarations only, zod-free and browser-free: the popup's first paint and
 * Node scripts (the sandbox seeds a connection) import it.
 *
 * Each value has one writer; the others only read it, or ask the writer to change it: the
 * background writes everything in {@link STORAGE}, the popup its own {@link DRAFTS}. Values the popup
 * never reads are declared in ./outside-popup-registry.ts, out of its first paint.
 */

export interface StoredValue<T> {
  readonly key: string;
  /** `local` survives a browser restart; `session` is memory only. */
  readonly area: 'local' | 'session';
  /** Turns what storage holds (maybe nothing, maybe an older release's shape) into a value. */
  readonly read: (stored: unknown) => T;
}

/** The account's spaces as last fetched, so the popup can offer them without waiting for the network. */
export interface CachedSpaces {
  /** The server they belong to: a cache from another server is ignored. */
  serverOrigin: string;
  spaces: SpaceSummary[];
  /** Epoch milliseconds. */
  fetchedAt: number;
}

/**
 * The domains and pixels the connected server offers, as pages show them. A classic server cannot
 * list them: they are the ones seen in its link records. A current server lists them: its own, with
 * the account's default domain first (named by the records that use it). Entries of another
 * server are ignored: ids mean nothing across servers.
 */
export interface KnownResources extends ServerResources {
  serverOrigin: string;
  /** The dialect the server spoke when they were gathered (absent in older releases' values: classic). */
  dialect?: DialectName;
  /** When the server last listed them (epoch milliseconds); absent when they were only learned from records. */
  listedAt?: number;
}

/** A value stored as it was written, or `fallback` when there is none. Its writer checked it. */
export function asWritten<T>(fallback: T): (stored: unknown) => T {
  return (stored) => (stored === undefined || stored === null ? fallback : (stored as T));
}

/**
 * Values marked "per server" are kept once for each server the user keeps, under the key that
 * `ofServer(entry, serverId)` (lib/servers.ts) gives; the entry here is the first server's.
 */
export const STORAGE = {
  /** The servers the user keeps, their names and order, and the current one (lib/servers.ts). */
  servers: { key: 'servers', area: 'local', read: serverListOf },
  /** Per server: its address and API key. `local`, never `sync`: the key must not leave this device. */
  connection: {
    key: 'connection',
    area: 'local',
    read: asWritten<StoredConnection | null>(null),
  },
  /**
   * Per server: its link defaults, copy and notify choices, UTM presets. The first server's value
   * also holds the choices that are the same for every server (menu items, always a new link,
   * tracking parameters). Written by the
   * background only, after validation and migration (entrypoints/background/servers/settings.ts).
   */
  settings: {
    key: 'settings',
    area: 'local',
    read: (stored) => currentSettingsOf(stored) ?? DEFAULT_SETTINGS,
  },
  /** Newest first, bounded; failed menu and shortcut shortenings included. */
  recentLinks: { key: 'recentLinks', area: 'local', read: readEntries },
  /** Per server. */
  spacesCache: { key: 'spacesCache', area: 'local', read: asWritten<CachedSpaces | null>(null) },
  /** Per server. */
  knownResources: {
    key: 'knownResources',
    area: 'local',
    read: asWritten<KnownResources | null>(null),
  },
  /**
   * Per server: its dialect and account as last detected (or chosen by the user); null until
   * then. Replaced whenever the connection is saved or tested, dropped when the server changes.
   * The popup reads it at first paint to offer only what the server honours.
   */
  serverProfile: {
    key: 'serverProfile',
    area: 'local',
    read: asWritten<ServerProfile | null>(null),
  },
  /**
   * Per server: whether it answers (connected, key rejected, unreachable, …), as the background
   * last saw it; holds no key, so pages may read it. Rewritten on every change of the answer and
   * reset to unchecked when the server or key changes. The popup reads it before its first paint:
   * it knows "not connected yet" before drawing anything (its sentence comes with the later views).
   * Null until the background first wrote it.
   */
  connectionState: {
    key: 'connectionState',
    area: 'local',
    read: asWritten<ConnectionState | null>(null),
  },
  /** Which delete route worked on which server (server URL → route name). */
  deleteRoutes: {
    key: 'deleteRoutes',
    area: 'local',
    read: asWritten<Record<string, string>>({}),
  },
} as const satisfies Record<string, StoredValue<unknown>>;

/**
 * The popup's unsent forms, one key per page (`draft:` + the page's address), written by the popup
 * as the user types (entrypoints/popup/drafts.ts). `local` so a half-filled form survives a browser
 * restart; the passwords typed into it are kept apart under `draft-secrets:` in `session` (memory
 * only), so they never touch the disk.
 */
export const DRAFTS = {
  keyPrefix: 'draft:',
  area: 'local',
  secretsKeyPrefix: 'draft-secrets:',
  secretsArea: 'session',
} as const;
