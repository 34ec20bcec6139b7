import { ApiError } from '@/lib/api/errors';
import type { Handlers } from '@/lib/messages/channel';
import { checkRecentEntry } from './recent-check';
import { dismissRecent, readRecent } from './recent-store';
import type { Shortener } from './shortener';

type ShortenHandlerName = 'shorten/create' | 'recent/list' | 'recent/retry' | 'recent/check' | 'recent/dismiss';

/** The popup's shortening and recent links. */
export function shortenHandlers(shortener: Shortener): Pick<Handlers, ShortenHandlerName> {
  return {
    'shorten/create': async ({ requestId, pageUrl, draft }, server) => {
      // The popup owns its draft: it clears it on success, and a draft older than the page's newest
      // link (the popup closed while waiting) is spent when it opens again.
      return shortener.shorten({ requestId, pageUrl, draft, source: 'popup', server });
    },
    'recent/list': () => readRecent(),
    'recent/retry': async ({ entryId }) => {
      const entry = (await readRecent()).find((e) => e.id === entryId);
      if (!entry) throw new ApiError('not-found');
      if (entry.status === 'done') return { link: entry.link, foundStored: false, entryId: entry.id };
      return shortener.shorten({
        requestId: crypto.randomUUID(),
        pageUrl: entry.pageUrl,
        draft: entry.draft,
        source: entry.source,
        entryId: entry.id,
        // The server it was made on; an entry of an older release that did not say: the current one.
        server: entry.serverId ?? null,
      });
    },
    'recent/check': ({ entryId }) => checkRecentEntry(entryId),
    'recent/dismiss': async ({ entryId }) => {
      await dismissRecent(entryId);
      return null;
    },
  };
}
