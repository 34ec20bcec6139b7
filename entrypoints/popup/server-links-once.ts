import type { ExistingLinks } from '@/lib/already-shortened';
import { ask } from '@/lib/messages/channel';
import type { ServerId } from '@/lib/servers';

/** Set once the server's links for the page are known (found, none, or not asked); tests wait for it. */
export const SERVER_LINKS_READ_MARK = 'server-links-read';

const NOTHING_KNOWN: ExistingLinks = { asked: false, links: [] };

let asking: { key: string; links: Promise<ExistingLinks> } | undefined;

/**
 * Settles once the frame being drawn is on screen: a task queued from an animation frame runs
 * after that frame's paint. The views that ask are mounted before the popup's first paint.
 */
const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * "Already on your server": the background is asked once per popup, server and page (it keeps
 * answers 15 s itself, and sends at most one request). The form drawn again (Shorten another,
 * the "shortened before" offer set aside) offers the same links without asking again. Any
 * failure is "nothing known": the offer stays away and shortening goes on. The page's address
 * leaves only after the popup is painted: the look-up never delays what the user sees first.
 */
export function serverLinksOnce(pageUrl: string, serverId: ServerId): Promise<ExistingLinks> {
  const key = `${serverId}\n${pageUrl}`;
  if (asking?.key !== key) {
    const links = afterPaint()
      .then(() => ask('links/find-existing', { pageUrl }, serverId))
      .catch(() => NOTHING_KNOWN);
    void links.then(() => performance.mark(SERVER_LINKS_READ_MARK));
    asking = { key, links };
  }
  return asking.links;
}
