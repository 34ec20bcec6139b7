import { readStoredConnection } from './connection-store';
import { answerRequests } from '@/lib/messages/channel';
import { apiHandlers } from './api-handlers';
import { connectionHandlers } from './connection-handlers';
import { connectionSetupHandlers } from './connection-setup-handlers';
import { recordingKnownResources } from './known-resources';
import { startQuickShortening } from './quick-shorten-listeners';
import { settingsHandlers } from './settings-handlers';
import { shortenHandlers } from './shorten-handlers';
import { shortener } from './shortener-instance';
import { spacesCacheHandlers } from './spaces-cache';

/**
 * Wires every background duty. Listeners are registered synchronously so that a
 * service worker woken by a message or a menu click sees the event that woke it.
 */
export function startBackground(): void {
  answerRequests({
    ...connectionHandlers,
    ...connectionSetupHandlers,
    ...apiHandlers,
    ...recordingKnownResources(apiHandlers, async () => (await readStoredConnection())?.serverUrl ?? null),
    ...spacesCacheHandlers,
    ...settingsHandlers,
    ...shortenHandlers(shortener),
  });
  startQuickShortening();
}
