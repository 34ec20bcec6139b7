import { useEffect, useRef } from 'preact/hooks';
import { STORAGE } from '@/lib/storage/registry';
import { perServerItem } from '@/lib/storage/per-server-item';
import type { ServerId } from '@/lib/servers';

const stateItemOf = perServerItem(STORAGE.connectionState);

/**
 * Loads a list again when its server (`serverId`) answers once more after it failed (a Re-check, or any
 * request of the popup or the background): a list still saying "the server rejected the API key"
 * under a header that says "Connected" would be a stale truth, fixed only by a Retry.
 * `failed`: the list is showing a load error (a list that shows data is left alone).
 */
export function useReloadOnReconnect(serverId: ServerId, failed: boolean, reload: () => void): void {
  const failedNow = useRef(failed);
  failedNow.current = failed;
  const reloadNow = useRef(reload);
  reloadNow.current = reload;
  useEffect(
    () =>
      stateItemOf(serverId).watch((next, previous) => {
        const back = next?.health.kind === 'connected' && previous?.health.kind !== 'connected';
        if (back && failedNow.current) reloadNow.current();
      }),
    [serverId],
  );
}
