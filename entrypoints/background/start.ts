import { browser } from 'wxt/browser';
import { hasCommands, hasContextMenus, hasOmnibox } from '@/lib/browser-apis';
import { answerRequests } from '@/lib/messages/channel';
import { readStored } from '@/lib/storage/read-stored';
import { STORAGE } from '@/lib/storage/registry';
import { serverLabel, serversInOrder } from '@/lib/server-names';
import { FIRST_SERVER_ID, ofServer, type ServerId, type ServerList } from '@/lib/servers';
import { BULK_SHORTEN_RUN } from '@/lib/storage/outside-popup-registry';
import { storedItem } from '@/lib/storage/stored-item';
import { apiHandlers } from './lists/api-handlers';
import { bulkHandlers } from './jobs/bulk-handlers';
import { createBulkRunner, keepAwakeWhileRunning } from './jobs/bulk-run';
import { copyFromBackground } from './shortening/clipboard';
import { connectedClient } from './transport/connected-client';
import { connectionHandlers } from './servers/connection-handlers';
import { ensureConnectionState, followConnectionChanges } from './servers/connection-state-store';
import { connectionItemOf, readStoredConnection } from './servers/connection-store';
import { handleMenuClick, syncContextMenu } from './triggers/context-menu';
import { notify } from './shortening/notify';
import { handleOmniboxEntered, omniboxSuggestion } from './triggers/omnibox';
import { clearPending, keepInterruptedCreates, markPending } from './shortening/pending-creates';
import type { QuickShortenDeps } from './shortening/quick-shorten';
import { earlierLinkFor } from './shortening/recent-check';
import { putRecent, readRecent } from './shortening/recent-store';
import { requestQueue } from './transport/request-queue';
import { serverHandlers } from './servers/server-handlers';
import { migrateStorage, onServerListChange, readServerList, serverIdFor } from './servers/server-list-store';
import { loadSettings, migrateServerSettings, onSettingsChange, settingsHandlers } from './servers/settings';
import { handleShortcut } from './triggers/shortcut';
import { shortenHandlers } from './shortening/shorten-handlers';
import { createShortener } from './shortening/shortener';
import { spacesCacheHandlers } from './lists/spaces-cache';
import { statsHandlers } from './lists/stats-handlers';

/**
 * Wires every background duty: one handler per request of the message protocol, the context menu,
 * the keyboard shortcut and the address-bar keyword (the last three where the browser has them).
 * Listeners are registered synchronously so that a service worker woken by a message, a menu
 * click or a key sees the event that woke it.
 */
export function startBackground(): void {
  // Creates the last background sent and never heard back from (it was stopped) become failures
  // whose outcome is unknown, before any shortening of this one reads recent links. After the
  // migration of an older release's storage: it rewrites recent links and these creates to name
  // their server, and a failure filed meanwhile would be written over, or would name none.
  const interruptedKept = migrateStorage()
    .then(() =>
      keepInterruptedCreates(async (entry) => {
        // An answer that was kept just before the stop wins: the link exists, nothing is unknown.
        const done = (await readRecent()).some((e) => e.requestId === entry.requestId && e.status === 'done');
        if (!done) await putRecent(entry);
      }),
    )
    .catch(() => undefined);
  // One shortener per background, so every caller (popup, menu, shortcut) shares its in-flight requests.
  const shortener = createShortener({
    client: (server) => connectedClient('user', server),
    readRecent,
    putRecent,
    pending: { mark: markPending, clear: clearPending },
    ready: interruptedKept,
  });
  // Bulk shortening: a run left running by a stopped background goes on.
  const bulkRunner = createBulkRunner({
    item: storedItem(BULK_SHORTEN_RUN),
    client: (server) => connectedClient('bulk', server),
    stayAwake: keepAwakeWhileRunning,
  });
  void interruptedKept.then(() => bulkRunner.recover()).catch(() => undefined);
  const quickShortenDeps: QuickShortenDeps = {
    shortener,
    settings: loadSettings,
    serverLists: async (server) => {
      const id = await serverIdFor(server);
      return readStored({
        profile: ofServer(STORAGE.serverProfile, id),
        spaces: ofServer(STORAGE.spacesCache, id),
        known: ofServer(STORAGE.knownResources, id),
      });
    },
    serverName: async (server) => {
      const list = await readServerList();
      const id = await serverIdFor(server);
      if (list.order.length < 2) return null;
      const connection = await readStoredConnection(id);
      return serverLabel(list.byId[id], connection ? new URL(connection.serverUrl).origin : null);
    },
    copy: copyFromBackground,
    notify,
    newRequestId: () => crypto.randomUUID(),
    earlierLink: earlierLinkFor,
  };

  answerRequests({
    ...connectionHandlers,
    ...serverHandlers,
    ...settingsHandlers,
    ...apiHandlers,
    ...spacesCacheHandlers,
    ...statsHandlers,
    ...shortenHandlers(shortener),
    ...bulkHandlers(bulkRunner),
  });

  // Firefox for Android has none of the three: each is wired only where the browser has it.
  if (hasContextMenus()) {
    browser.contextMenus.onClicked.addListener((info, tab) => {
      void handleMenuClick(info, tab, quickShortenDeps);
    });
  }
  if (hasCommands()) {
    browser.commands.onCommand.addListener((command, tab) => {
      void handleShortcut(command, tab, quickShortenDeps);
    });
  }
  if (hasOmnibox()) {
    browser.omnibox.onInputChanged.addListener((text, suggest) => {
      void currentServerLabel().then((label) => {
        void browser.omnibox.setDefaultSuggestion({ description: omniboxSuggestion(text, label) });
        // No suggestions besides the default one: said at once, so Firefox does not wait for more.
        suggest([]);
      });
    });
    browser.omnibox.onInputEntered.addListener((text) => {
      void handleOmniboxEntered(text, quickShortenDeps);
    });
  }
  // Per listed server, what keeps its state in step with its connection; undone when it is removed.
  const following = new Map<ServerId, () => void>();
  const follow = (list: ServerList) => followServers(list, following);
  void readServerList().then(follow);
  // A release that changes the settings' shape arrives as an update: every server's record is
  // brought to it then (the popup reads the record of the server it opens on straight from storage),
  // not at each start of the worker, where a shortening may be waiting.
  browser.runtime.onInstalled.addListener(() => {
    void readServerList().then((list) => migrateServerSettings(list.order));
  });
  onServerListChange(follow);
  if (hasContextMenus()) {
    const rebuildMenu = () =>
      void Promise.all([loadSettings(), menuServers()]).then(([settings, servers]) =>
        syncContextMenu(settings.contextMenu, servers),
      );
    rebuildMenu();
    onSettingsChange(rebuildMenu);
    onServerListChange(rebuildMenu);
  }
}

/** What the current server is called (its name, else its host; empty when none is connected). */
async function currentServerLabel(): Promise<string> {
  const [list, id] = await Promise.all([readServerList(), serverIdFor(null)]);
  const connection = await readStoredConnection(id);
  return serverLabel(list.byId[id], connection ? new URL(connection.serverUrl).origin : null);
}

/** The servers as the context menu names them, in the user's order. */
async function menuServers() {
  const list = await readServerList();
  return Promise.all(
    serversInOrder(list).map(async (entry) => {
      const connection = await readStoredConnection(entry.id);
      return { id: entry.id, label: serverLabel(entry, connection ? new URL(connection.serverUrl).origin : null) };
    }),
  );
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
      if (id === FIRST_SERVER_ID) void readServerList();
    });
    following.set(id, () => {
      unfollowState();
      unwatchQueue();
    });
    void ensureConnectionState(id);
  }
}
