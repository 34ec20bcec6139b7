import { useCallback, useEffect, useState } from 'preact/hooks';
import { ask } from '@/lib/messages/channel';
import type { ServersOverview } from '@/lib/messages/protocol';
import { STORAGE } from '@/lib/storage/registry';
import { storedItem } from '@/lib/storage/stored-item';
import { useInvalidation } from './common/list-cache';
import { useLatestAsk } from './common/use-latest-ask';

const serversItem = storedItem(STORAGE.servers);

/** The user's servers as the page knows them; see {@link useServers}. */
export interface PageServers {
  /** null until the first answer (or when the background cannot be asked). */
  overview: ServersOverview | null;
  /** The background could not be asked at all: the page says so in its header. */
  failed: boolean;
}

/**
 * The user's servers as the background describes them (labels, current one), asked again whenever
 * the background rewrites the list: a server added, renamed, moved, made current or removed in
 * this page or another, and when the servers are invalidated (a connection saved changes a label
 * that is a host).
 */
export function useServers(): PageServers {
  const [overview, setOverview] = useState<ServersOverview | null>(null);
  const [failed, setFailed] = useState(false);
  const [asked, setAsked] = useState(0);
  useInvalidation(
    'servers',
    null,
    useCallback(() => setAsked((count) => count + 1), []),
  );
  const latest = useLatestAsk();
  useEffect(() => {
    let live = true;
    const load = () => {
      const isLatest = latest.begin();
      ask('servers/list', null).then(
        (answer) => {
          if (!live || !isLatest()) return;
          setOverview(answer);
          setFailed(false);
        },
        () => live && isLatest() && setFailed(true),
      );
    };
    const stop = serversItem.watch(load);
    // Asked after listening, so a change made before the listener came cannot be missed.
    load();
    return () => {
      live = false;
      stop();
    };
  }, [asked, latest]);
  return { overview, failed };
}
