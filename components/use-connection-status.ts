import { useEffect, useState } from 'preact/hooks';
import type { ConnectionStatus } from '@/lib/connection/status';
import { ask } from '@/lib/messages/channel';

export type ConnectionStatusState =
  { phase: 'loading' } | { phase: 'ready'; status: ConnectionStatus } | { phase: 'failed' };

/** Asks the background once per mount whether a server is configured. */
export function useConnectionStatus(): ConnectionStatusState {
  const [state, setState] = useState<ConnectionStatusState>({ phase: 'loading' });
  useEffect(() => {
    let live = true;
    ask('connection/status', null).then(
      (status) => live && setState({ phase: 'ready', status }),
      () => live && setState({ phase: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
