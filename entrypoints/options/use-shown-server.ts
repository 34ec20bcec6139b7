import { useEffect } from 'preact/hooks';
import type { ServersOverview } from '@/lib/messages/protocol';
import type { ServerId } from '@/lib/servers';

/**
 * The server whose links, spaces and defaults the page shows: the one the URL names while it is
 * listed, else the current one. A URL naming a server that is gone (removed since it was
 * bookmarked, or typed) is corrected, so what the address says is what the page shows. null until
 * the list is known: nothing is asked of a server that may not exist.
 */
export function useShownServer(
  asked: ServerId | null,
  overview: ServersOverview | null,
  forget: () => void,
): ServerId | null {
  const listed = asked !== null && (overview?.servers.some((server) => server.id === asked) ?? false);
  const gone = asked !== null && overview !== null && !listed;
  useEffect(() => {
    if (gone) forget();
  }, [gone, forget]);
  if (overview === null) return null;
  return listed ? asked : overview.current;
}
