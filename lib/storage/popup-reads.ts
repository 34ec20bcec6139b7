import { browser } from 'wxt/browser';
import type { ServerProfile } from '../api/model/server';
import type { ConnectionState } from '../connection-state';
import type { RecentEntry } from '../recent';
import { FIRST_SERVER_ID, ofServer, type ServerId, type ServerList } from '../servers';
import { withSharedOf, type Settings } from '../settings';
import { readDrafts, type StoredDrafts } from './draft-store';
import { STORAGE, type CachedSpaces, type KnownResources, type StoredValue } from './registry';

/**
 * What the popup reads before its first paint: local reads only, one storage round trip per area,
 * zod-free (the first paint's budget, test/unit/build/popup-first-paint.test.ts).
 */

/** What is stored for one server: the form's lists, its settings, what it is and whether it answers. */
export interface ServerValues {
  settings: Settings;
  spaces: CachedSpaces | null;
  knownResources: KnownResources | null;
  serverProfile: ServerProfile | null;
  connectionState: ConnectionState | null;
}

/** The server's values kept per server (all in `storage.local`), and the shared settings' key. */
export const PER_SERVER = [
  STORAGE.settings,
  STORAGE.spacesCache,
  STORAGE.knownResources,
  STORAGE.serverProfile,
  STORAGE.connectionState,
];

/** The server's values as `stored` (what `storage.local` holds, or part of it) has them. */
export function serverValuesIn(stored: Record<string, unknown>, serverId: ServerId): ServerValues {
  const read = <T>(entry: StoredValue<T>): T => entry.read(stored[ofServer(entry, serverId).key]);
  // The shared settings live with the first server's.
  const shared = STORAGE.settings.read(stored[STORAGE.settings.key]);
  return {
    settings: serverId === FIRST_SERVER_ID ? shared : withSharedOf(shared, read(STORAGE.settings)),
    spaces: read(STORAGE.spacesCache),
    knownResources: read(STORAGE.knownResources),
    serverProfile: read(STORAGE.serverProfile),
    connectionState: read(STORAGE.connectionState),
  };
}

/** Everything the popup's first paint needs of storage; which server it opens on follows from its draft. */
export interface PopupStorage {
  servers: ServerList | null;
  recent: RecentEntry[];
  /** Every server's values are at hand: picking one costs no further read. */
  valuesOf: (serverId: ServerId) => ServerValues;
  drafts: StoredDrafts;
}

/**
 * Everything in `storage.local` in one round trip (the list of servers, every server's few values,
 * recent links and the drafts, which are few and read whole rather than after the tab's address),
 * and the drafts' passwords from `storage.session` beside it.
 */
export async function readPopupStorage(): Promise<PopupStorage> {
  const local = browser.storage.local.get(null);
  const [stored, drafts] = await Promise.all([local, readDrafts({ forms: null, secrets: null }, local)]);
  return {
    servers: STORAGE.servers.read(stored[STORAGE.servers.key]),
    recent: STORAGE.recentLinks.read(stored[STORAGE.recentLinks.key]),
    valuesOf: (serverId) => serverValuesIn(stored, serverId),
    drafts,
  };
}
