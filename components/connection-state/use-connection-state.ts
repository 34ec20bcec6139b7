import { useEffect, useState } from 'preact/hooks';
import type { ConnectionState } from '@/lib/connection-state';
import { ask } from '@/lib/messages/channel';
import { STORAGE } from '@/lib/storage/registry';
import { storedItem } from '@/lib/storage/stored-item';

const stateItem = storedItem(STORAGE.connectionState);

/**
 * The connection state, live: `first` (what the page read before drawing, or null), then the
 * stored state and every change the background writes. `recheck` asks the background to test the
 * connection; `checking` is true until it answers.
 */
export function useConnectionState(first: ConnectionState | null) {
  const [state, setState] = useState(first);
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    const stop = stateItem.watch(setState);
    // Read after listening, so a change made before the listener came cannot be missed.
    stateItem.getValue().then(setState, () => undefined);
    return stop;
  }, []);

  function recheck() {
    setChecking(true);
    // The background records what the test found before it answers.
    ask('connection/test', null)
      .then(() => stateItem.getValue())
      .then(setState, () => undefined)
      .finally(() => setChecking(false));
  }

  return { state, checking, recheck };
}
