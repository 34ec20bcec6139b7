import { useEffect, useMemo, useState } from 'preact/hooks';
import type { ConnectionState } from '@/lib/connection-state';
import { ask } from '@/lib/messages/channel';
import { ofServer, type ServerId } from '@/lib/servers';
import { STORAGE } from '@/lib/storage/registry';
import { storedItem } from '@/lib/storage/stored-item';

/**
 * A server's connection state, live: `first` (what the page read before drawing, or null), then
 * the stored state and every change the background writes. `recheck` asks the background to test
 * the connection; `checking` is true until it answers.
 */
export function useConnectionState(first: ConnectionState | null, serverId: ServerId) {
  const [state, setState] = useState(first);
  const [checking, setChecking] = useState(false);
  const stateItem = useMemo(() => storedItem(ofServer(STORAGE.connectionState, serverId)), [serverId]);

  useEffect(() => {
    const stop = stateItem.watch(setState);
    // Read after listening, so a change made before the listener came cannot be missed.
    stateItem.getValue().then(setState, () => undefined);
    return stop;
  }, [stateItem]);

  function recheck() {
    setChecking(true);
    // The background records what the test found before it answers.
    ask('connection/test', null, serverId)
      .then(() => stateItem.getValue())
      .then(setState, () => undefined)
      .finally(() => setChecking(false));
  }

  return { state, checking, recheck };
}
