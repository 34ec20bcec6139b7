import { useEffect, useState } from 'preact/hooks';
import type { ConnectionHealth } from '@/lib/connection-state';
import type { ServerId } from '@/lib/servers';
import { STORAGE } from '@/lib/storage/registry';
import { perServerItem } from '@/lib/storage/per-server-item';

const stateItemOf = perServerItem(STORAGE.connectionState);

/**
 * Failures that asking again cannot mend: the same key gets the same 401, the same address answers
 * as the same web page. Only a changed connection or a Re-check (which the user asks for) changes
 * them; a server that did not answer or failed may answer the next time.
 */
function settledFailure(health: ConnectionHealth): boolean {
  return health.kind === 'key-rejected' || health.kind === 'not-an-api';
}

/**
 * Whether the page may ask `serverId` for something it shows beside the form (the spaces of the
 * defaults): not while the server's last answer was a failure that repeats, so a Save whose check
 * just failed is not followed by a second detection that fails the same way. It turns true again
 * as soon as the server answers (a Re-check, or any request of the popup or the background).
 * null until the stored state has been read: nothing is asked before.
 */
export function useServerAnswers(serverId: ServerId | null): boolean | null {
  const [known, setKnown] = useState<{ serverId: ServerId; answers: boolean } | null>(null);
  useEffect(() => {
    if (serverId === null) return undefined;
    let live = true;
    const item = stateItemOf(serverId);
    const show = (health: ConnectionHealth | undefined) =>
      live && setKnown({ serverId, answers: health === undefined || !settledFailure(health) });
    const stop = item.watch((state) => show(state?.health));
    void item.getValue().then(
      (state) => show(state?.health),
      () => show(undefined),
    );
    return () => {
      live = false;
      stop();
    };
  }, [serverId]);
  return known !== null && known.serverId === serverId ? known.answers : null;
}
