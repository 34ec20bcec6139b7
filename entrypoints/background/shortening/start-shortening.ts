import type { Handlers } from '@/lib/messages/channel';
import { readStored } from '@/lib/storage/read-stored';
import { STORAGE } from '@/lib/storage/registry';
import { serverLabel } from '@/lib/server-names';
import { ofServer } from '@/lib/servers';
import { readStoredConnection } from '../servers/connection-store';
import { readServerList, serverIdFor } from '../servers/server-list-store';
import { loadSettings } from '../servers/settings';
import { connectedClient } from '../transport/connected-client';
import { copyFromBackground } from './clipboard';
import { findExisting, findExistingHandlers } from './find-existing';
import { notify } from './notify';
import { clearPending, keepInterruptedCreates, markPending } from './pending-creates';
import type { QuickShortenDeps } from './quick-shorten';
import { earlierLinkFor } from './recent-check';
import { putRecent, readRecent } from './recent-store';
import { shortenHandlers } from './shorten-handlers';
import { createShortener } from './shortener';

type ShortenRequest = keyof ReturnType<typeof shortenHandlers> | keyof typeof findExistingHandlers;

/**
 * Shortening one link: the one shortener of this background (every caller shares its requests in
 * flight), the requests the popup shortens with, and what the menu, the shortcut and the keyword
 * need for theirs. `ready` settles once creates a stopped background left unanswered are kept as
 * failures whose outcome is unknown.
 */
export function startShortening(migrated: Promise<void>): {
  ready: Promise<void>;
  handlers: Pick<Handlers, ShortenRequest>;
  quick: QuickShortenDeps;
} {
  // After the migration of an older release's storage: it rewrites recent links and these creates
  // to name their server, and a failure filed meanwhile would be written over, or would name none.
  const ready = migrated
    .then(() =>
      keepInterruptedCreates(async (entry) => {
        // An answer that was kept just before the stop wins: the link exists, nothing is unknown.
        const done = (await readRecent()).some((e) => e.requestId === entry.requestId && e.status === 'done');
        if (!done) await putRecent(entry);
      }),
    )
    .catch(() => undefined);
  const shortener = createShortener({
    client: (server) => connectedClient('user', server),
    readRecent,
    putRecent,
    pending: { mark: markPending, clear: clearPending },
    ready,
  });
  const quick: QuickShortenDeps = {
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
    onServer: findExisting,
  };
  return { ready, handlers: { ...shortenHandlers(shortener), ...findExistingHandlers }, quick };
}
