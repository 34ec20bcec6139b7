import { ApiError } from '@/lib/api/errors';
import { clearDraft } from '@/lib/drafts/draft-store';
import type { Handlers } from '@/lib/messages/channel';
import { readRecent } from './recent-store';
import { afterAnswer } from './after-answer';
import type { Shortener } from './shortener';

type ShortenHandlerName = 'shorten/create' | 'recent/list' | 'recent/retry';

/** The popup's shortening and recent links. */
export function shortenHandlers(shortener: Shortener): Pick<Handlers, ShortenHandlerName> {
  return {
    'shorten/create': async ({ requestId, pageUrl, draft }) => {
      const link = await shortener.shorten({ requestId, pageUrl, draft, source: 'popup' });
      // Also when the popup closed while waiting: reopening it offers the link, not the old form.
      // After the answer: it should not wait for storage.
      void afterAnswer(() => clearDraft(pageUrl));
      return link;
    },
    'recent/list': () => readRecent(),
    'recent/retry': async ({ entryId }) => {
      const entry = (await readRecent()).find((e) => e.id === entryId);
      if (!entry) throw new ApiError('not-found');
      if (entry.status === 'done') return entry.link;
      return shortener.shorten({
        requestId: crypto.randomUUID(),
        pageUrl: entry.pageUrl,
        draft: entry.draft,
        source: entry.source,
        entryId: entry.id,
      });
    },
  };
}
