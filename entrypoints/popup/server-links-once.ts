import type { ExistingLinks } from '@/lib/already-shortened';
import { ask } from '@/lib/messages/channel';
import type { ServerId } from '@/lib/servers';

/** Set once the server's links for the page are known (found, none, or not asked); tests wait for it. */
export const SERVER_LINKS_READ_MARK = 'server-links-read';

const NOTHING_KNOWN: ExistingLinks = { asked: false, links: [] };

let asking: { key: string; links: Promise<ExistingLinks> } | undefined;

/**
 * "Already on your server": the background is asked once per popup, server and page (it keeps
 * answers 15 s itself, and sends at most one request). The form drawn again (Shorten another,
 * the "shortened before" offer set aside) offers the same links without asking again. Any
 * failure is "nothing known": the offer stays away and shortening goes on.
 */
export function serverLinksOnce(pageUrl: string, serverId: ServerId): Promise<ExistingLinks> {
  const key = `${serverId}\n${pageUrl}`;
  if (asking?.key !== key) {
    const links = ask('links/find-existing', { pageUrl }, serverId).catch(() => NOTHING_KNOWN);
    void links.then(() => performance.mark(SERVER_LINKS_READ_MARK));
    asking = { key, links };
  }
  return asking.links;
}
