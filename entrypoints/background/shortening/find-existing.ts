import { linksForPage, lookUpQuery, NOT_ASKED, pageForms, type ExistingLinks } from '@/lib/already-shortened';
import { toApiError } from '@/lib/api/errors';
import type { Handlers } from '@/lib/messages/channel';
import type { ServerId } from '@/lib/servers';
import type { Settings } from '@/lib/settings';
import { serverIdFor } from '../servers/server-list-store';
import { loadSettings } from '../servers/settings';
import { connectedClient } from '../transport/connected-client';

/**
 * "Already on your server" (lib/already-shortened.ts): one search of the server's links by URL,
 * sent as a `look-up` (request-queue.ts): at once or not at all, so it never holds up a shortening
 * and never eats the budget a person's own request needs.
 *
 * Answers are kept 15 seconds per server and page, and a look-up under way is shared: reopening
 * the popup on the same page, or the shortcut just after it, sends nothing more.
 */

export const LOOK_UP_KEPT_MS = 15_000;

interface Kept {
  at: number;
  answer: Promise<ExistingLinks>;
}

const kept = new Map<string, Kept>();

/** Forgets every kept answer: a changed connection may be another server or another account. */
export function forgetLookUps(): void {
  kept.clear();
}

/** Asks the server; any failure is "not asked": a look-up never stops or alarms anyone. */
async function askServer(pageUrl: string, serverId: ServerId, settings: Settings): Promise<ExistingLinks> {
  const forms = pageForms(pageUrl, settings.trackingParameters);
  const client = await connectedClient('look-up', serverId);
  const page = await client.links.list(lookUpQuery(forms));
  return { asked: true, links: linksForPage(forms, page.items) };
}

/**
 * The links of `server` (null: the current one) whose destination is `pageUrl`, newest first,
 * whatever the setting: the menu and the shortcut ask before they create, an address the user
 * is sending anyway. `settings` are that server's (for the tracking parameters).
 */
export async function findExisting(
  pageUrl: string,
  server: ServerId | null,
  settings: Settings,
): Promise<ExistingLinks> {
  const serverId = await serverIdFor(server).catch(() => null);
  if (serverId === null) return NOT_ASKED;
  const now = Date.now();
  for (const [key, entry] of kept) if (now - entry.at >= LOOK_UP_KEPT_MS) kept.delete(key);
  const key = `${serverId}\n${pageUrl}`;
  const earlier = kept.get(key);
  if (earlier) return earlier.answer;
  const entry: Kept = {
    at: now,
    answer: askServer(pageUrl, serverId, settings).catch((error: unknown) => {
      // Not sent for the rate limit (or refused by it): a later opening may find the budget back.
      if (toApiError(error).kind === 'rate-limited' && kept.get(key) === entry) kept.delete(key);
      return NOT_ASKED;
    }),
  };
  kept.set(key, entry);
  return entry.answer;
}

/**
 * The popup's question when it opens on a page: asked only when the user turned the look-up on
 * in Settings, since it sends the page's address before anything is pressed (PRIVACY.md).
 */
export const findExistingHandlers: Pick<Handlers, 'links/find-existing'> = {
  'links/find-existing': async ({ pageUrl }, server = null) => {
    const settings = await loadSettings(server);
    return settings.lookUpExisting ? findExisting(pageUrl, server, settings) : NOT_ASKED;
  },
};
