import { ApiError } from '@/lib/api/errors';
import { EMPTY_SERVER_LIST, FIRST_SERVER_ID, type ServerId, type ServerList } from '@/lib/servers';
import { BACKGROUND_STORAGE } from '@/lib/storage/outside-popup-registry';
import { readAsStored, writeMigrated } from '@/lib/storage/migration-values';
import { STORAGE } from '@/lib/storage/registry';
import { storedItem } from '@/lib/storage/stored-item';
import { oneAtATime } from '@/lib/one-at-a-time';
import { migrateToServers } from './storage-migration';

/**
 * The list of servers (lib/servers.ts): the background is its one writer. Kept in memory: every
 * request names its server through it. Reading it first brings an older release's storage to the
 * list's layout (./storage-migration.ts), once per background, before anything else reads.
 */
const serversItem = storedItem(STORAGE.servers, { keepInMemory: true });

/** The migration under way: readers that come together wait for the same one. */
let migrating: Promise<void> | null = null;

/**
 * Lists the single connection of an older release as the first server. Also when the list is
 * empty and a connection appears under the first server's key (written by another page or a test
 * the way an older release kept it): a connection that is stored is never one the list ignores.
 */
async function migrate(): Promise<void> {
  const before = await serversItem.getValue();
  if (before !== null && before.order.length > 0) return;
  const writes = migrateToServers(
    await readAsStored({
      connection: STORAGE.connection,
      recentLinks: STORAGE.recentLinks,
      pendingCreates: BACKGROUND_STORAGE.pendingCreates,
    }),
  );
  const { servers, recentLinks, pendingCreates } = writes;
  // An empty list stays as it is (with the ids it has given) while there is nothing to list.
  if (before !== null && servers.order.length === 0) return;
  // The list last: it marks the migration done, so one cut short runs again at the next start.
  await writeMigrated([
    ...(recentLinks ? [{ entry: STORAGE.recentLinks, value: recentLinks }] : []),
    ...(pendingCreates ? [{ entry: BACKGROUND_STORAGE.pendingCreates, value: pendingCreates }] : []),
  ]);
  await serversItem.setValue(servers);
}

/** Brings storage to the list's layout when it is older (no list stored yet). */
export function migrateStorage(): Promise<void> {
  migrating ??= migrate().finally(() => (migrating = null));
  return migrating;
}

/** The list; storage without one (an older release's, or none) or with none listed is migrated first. */
export async function readServerList(): Promise<ServerList> {
  const stored = await serversItem.getValue();
  if (stored && stored.order.length > 0) return stored;
  await migrateStorage();
  return (await serversItem.getValue()) ?? EMPTY_SERVER_LIST;
}

/**
 * The server a request is about: the one it names, or the current one. A server that is not (or no
 * longer) in the list is "not configured": its values may be half removed.
 */
export async function serverIdFor(asked: ServerId | null | undefined): Promise<ServerId> {
  const list = await readServerList();
  const id = asked ?? list.current;
  if (id === null || !list.byId[id]) throw new ApiError('not-configured');
  return id;
}

/** The current server's id, or null when there is none. */
export async function currentServerId(): Promise<ServerId | null> {
  return (await readServerList()).current;
}

const oneChangeAtATime = oneAtATime();

/** Applies `change` to the stored list, one change after another; answers the new list. */
export function changeServerList(change: (list: ServerList) => ServerList): Promise<ServerList> {
  return oneChangeAtATime(async () => {
    const next = change(await readServerList());
    await serversItem.setValue(next);
    return next;
  });
}

/** Calls back whenever the list changes (a server added, removed, renamed, another made current). */
export function onServerListChange(onChange: (list: ServerList) => void): () => void {
  return serversItem.watch((next) => onChange(next ?? EMPTY_SERVER_LIST));
}

/** A new id: the first server ever gets the plain keys (lib/servers.ts). */
function nextServerId(list: ServerList): { id: ServerId; nextId: number } {
  const id = list.nextId <= Number(FIRST_SERVER_ID) ? FIRST_SERVER_ID : String(list.nextId);
  return { id, nextId: Number(id) + 1 };
}

/** An id for a server about to be added, never given again; it is listed by {@link listServer}. */
export async function reserveServerId(): Promise<ServerId> {
  let reserved: ServerId = FIRST_SERVER_ID;
  await changeServerList((list) => {
    const { id, nextId } = nextServerId(list);
    reserved = id;
    return { ...list, nextId };
  });
  return reserved;
}

/**
 * Lists a server last under `name` (already listed: renamed, as a migration may have listed a first
 * server stored meanwhile); the first one becomes the current one.
 */
export function listServer(id: ServerId, name: string): Promise<ServerList> {
  return changeServerList((list) => ({
    ...list,
    current: list.current ?? id,
    order: list.order.includes(id) ? list.order : [...list.order, id],
    byId: { ...list.byId, [id]: { id, name } },
  }));
}

/** Lists a new server last; the first one becomes the current one. Answers its id. */
export async function addServer(name: string): Promise<ServerId> {
  const id = await reserveServerId();
  await listServer(id, name);
  return id;
}
