import { useCallback, useEffect, useState } from 'preact/hooks';
import type { ConnectionStatus } from '@/lib/connection';
import { ask } from '@/lib/messages/channel';

/** The connection as the whole page sees it: one status, shared by the header, the sections and the form. */
export interface PageConnection {
  /** null until the background answers. */
  status: ConnectionStatus | null;
  /** The background could not be asked at all. */
  failed: boolean;
  refresh: () => void;
  /** The connection form saved or changed the connection: this is what the background answered. */
  update: (status: ConnectionStatus) => void;
}

export function useConnection(): PageConnection {
  const [status, setStatus] = useState<ConnectionStatus | null>(null);
  const [failed, setFailed] = useState(false);
  const refresh = useCallback(() => {
    ask('connection/status', null).then(setStatus, () => setFailed(true));
  }, []);
  useEffect(refresh, [refresh]);
  return { status, failed, refresh, update: setStatus };
}
