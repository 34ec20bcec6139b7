import { useEffect, useState } from 'preact/hooks';
import { ask } from '@/lib/messages/channel';
import type { ServersOverview } from '@/lib/messages/protocol';
import { STORAGE } from '@/lib/storage/registry';
import { storedItem } from '@/lib/storage/stored-item';

const serversItem = storedItem(STORAGE.servers);

/**
 * The user's servers as the background describes them (labels, current one), asked again whenever
 * the background rewrites the list: a server added, renamed, moved, made current or removed in
 * this page or another. null until the first answer (or when the background cannot be asked).
 * `version` asks again on demand (a connection saved changes a label that is a host).
 */
export function useServers(version: number): ServersOverview | null {
  const [overview, setOverview] = useState<ServersOverview | null>(null);
  useEffect(() => {
    let live = true;
    // Answers may cross: only the latest ask is shown.
    let asked = 0;
    const load = () => {
      const mine = ++asked;
      ask('servers/list', null).then(
        (answer) => live && mine === asked && setOverview(answer),
        () => undefined,
      );
    };
    const stop = serversItem.watch(load);
    // Asked after listening, so a change made before the listener came cannot be missed.
    load();
    return () => {
      live = false;
      stop();
    };
  }, [version]);
  return overview;
}
