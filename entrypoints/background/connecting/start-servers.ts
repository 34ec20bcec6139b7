import { browser } from 'wxt/browser';
import type { Handlers } from '@/lib/messages/channel';
import { FIRST_SERVER_ID, type ServerId, type ServerList } from '@/lib/servers';
import { forgetLookUps } from '../shortening/find-existing';
import { requestQueue } from '../transport/request-queue';
import { connectionHandlers } from './connection-handlers';
import { ensureConnectionState, followConnectionChanges } from '../servers/connection-state-store';
import { connectionItemOf } from '../servers/connection-store';
import { serverHandlers } from './server-handlers';
import { migrateStorage, onServerListChange, readServerList } from '../servers/server-list-store';
import { migrateServerSettings, settingsHandlers } from '../servers/settings';

type ServerRequest = keyof typeof connectionHandlers | keyof typeof serverHandlers | keyof typeof settingsHandlers;

/**
 * The user's servers: an older release's storage brought to today's layout (`ready` settles when
 * it is), each listed server's connection state kept in step with its connection, the settings
 * brought to a new release's shape on update, and the requests pages manage servers with.
 */
export function startServers(): { ready: Promise<void>; handlers: Pick<Handlers, ServerRequest> } {
  const ready = migrateStorage();
  // Per listed server, what keeps its state in step with its connection; undone when it is removed.
  const following = new Map<ServerId, () => void>();
  const follow = (list: ServerList) => followServers(list, following);
  void readServerList().then(follow);
  onServerListChange(follow);
  // A release that changes the settings' shape arrives as an update: every server's record is
  // brought to it then (the popup reads the record of the server it opens on straight from storage),
  // not at each start of the worker, where a shortening may be waiting.
  browser.runtime.onInstalled.addListener(() => {
    void readServerList().then((list) => migrateServerSettings(list.order));
  });
  return { ready, handlers: { ...connectionHandlers, ...serverHandlers, ...settingsHandlers } };
}

function followServers(list: ServerList, following: Map<ServerId, () => void>): void {
  // With none listed, the first server's keys are followed: its state says "not configured", and
  // a connection written there is listed (server-list-store.ts).
  const followed = list.order.length > 0 ? list.order : [FIRST_SERVER_ID];
  for (const [id, unfollow] of following) {
    if (followed.includes(id)) continue;
    unfollow();
    following.delete(id);
  }
  for (const id of followed) {
    if (following.has(id)) continue;
    const unfollowState = followConnectionChanges(id);
    // What the request queue learned belongs to a saved connection: a changed one starts afresh.
    const unwatchQueue = connectionItemOf(id).watch((next, previous) => {
      // Only that server's budget: another server's wait is still the other server's.
      for (const connection of [previous, next]) if (connection) requestQueue.forget(connection.serverUrl);
      // Links found for pages were another address's or another key's (account's): never offered.
      forgetLookUps();
      if (id === FIRST_SERVER_ID) void readServerList();
    });
    following.set(id, () => {
      unfollowState();
      unwatchQueue();
    });
    void ensureConnectionState(id);
  }
}
