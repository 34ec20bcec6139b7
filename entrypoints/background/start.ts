import { browser } from 'wxt/browser';
import { answerRequests } from '@/lib/messages/channel';
import { readStored } from '@/lib/storage/read-stored';
import { STORAGE } from '@/lib/storage/registry';
import { apiHandlers } from './api-handlers';
import { copyFromBackground } from './clipboard';
import { connectedClient } from './connected-client';
import { connectionHandlers } from './connection-handlers';
import { ensureConnectionState, followConnectionChanges } from './connection-state-store';
import { connectionItem } from './connection-store';
import { handleMenuClick, syncContextMenu } from './context-menu';
import { notify } from './notify';
import { clearPending, keepInterruptedCreates, markPending } from './pending-creates';
import type { QuickShortenDeps } from './quick-shorten';
import { earlierLinkFor } from './recent-check';
import { putRecent, readRecent } from './recent-store';
import { requestQueue } from './request-queue';
import { loadSettings, onSettingsChange, settingsHandlers } from './settings';
import { handleShortcut } from './shortcut';
import { shortenHandlers } from './shorten-handlers';
import { createShortener } from './shortener';
import { spacesCacheHandlers } from './spaces-cache';

/**
 * Wires every background duty: one handler per request of the message protocol, the context menu
 * and the keyboard shortcut. Listeners are registered synchronously so that a service worker woken
 * by a message, a menu click or a key sees the event that woke it.
 */
export function startBackground(): void {
  // Creates the last background sent and never heard back from (it was stopped) become failures
  // whose outcome is unknown, before any shortening of this one reads recent links.
  const interruptedKept = keepInterruptedCreates(async (entry) => {
    // An answer that was kept just before the stop wins: the link exists, nothing is unknown.
    const done = (await readRecent()).some((e) => e.requestId === entry.requestId && e.status === 'done');
    if (!done) await putRecent(entry);
  }).catch(() => undefined);
  // One shortener per background, so every caller (popup, menu, shortcut) shares its in-flight requests.
  const shortener = createShortener({
    client: connectedClient,
    readRecent,
    putRecent,
    pending: { mark: markPending, clear: clearPending },
    ready: interruptedKept,
  });
  const quickShortenDeps: QuickShortenDeps = {
    shortener,
    settings: loadSettings,
    serverLists: () =>
      readStored({ profile: STORAGE.serverProfile, spaces: STORAGE.spacesCache, known: STORAGE.knownResources }),
    copy: copyFromBackground,
    notify,
    newRequestId: () => crypto.randomUUID(),
    earlierLink: earlierLinkFor,
  };

  answerRequests({
    ...connectionHandlers,
    ...settingsHandlers,
    ...apiHandlers,
    ...spacesCacheHandlers,
    ...shortenHandlers(shortener),
  });

  browser.contextMenus.onClicked.addListener((info, tab) => {
    void handleMenuClick(info, tab, quickShortenDeps);
  });
  browser.commands.onCommand.addListener((command, tab) => {
    void handleShortcut(command, tab, quickShortenDeps);
  });
  followConnectionChanges();
  void ensureConnectionState();
  void loadSettings().then((settings) => syncContextMenu(settings.contextMenu));
  onSettingsChange((settings) => void syncContextMenu(settings.contextMenu));
  // What the request queue learned belongs to the saved connection: a changed one starts afresh.
  connectionItem.watch(() => requestQueue.forget());
}
