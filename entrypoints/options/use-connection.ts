import { useCallback, useEffect, useState } from 'preact/hooks';
import type { ConnectionStatus } from '@/lib/connection';
import { ask } from '@/lib/messages/channel';
import { FIRST_SERVER_ID, type ServerId } from '@/lib/servers';

/** The connection as the whole page sees it: one status, shared by the header, the sections and the form. */
export interface PageConnection {
  /** The server the page shows (the current one); the first server's id until the background answers. */
  serverId: ServerId;
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
  const [serverId, setServerId] = useState<ServerId>(FIRST_SERVER_ID);
  const [failed, setFailed] = useState(false);
  const refresh = useCallback(() => {
    ask('servers/list', null)
      .then((overview) => overview.current && setServerId(overview.current))
      .catch(() => undefined);
    ask('connection/status', null).then(setStatus, () => setFailed(true));
  }, []);
  useEffect(refresh, [refresh]);
  return { serverId, status, failed, refresh, update: setStatus };
}
