import { useCallback, useEffect, useState } from 'preact/hooks';
import type { ConnectionStatus } from '@/lib/connection/status';
import { ask } from '@/lib/messages/channel';

/** The connection as the whole page sees it; `refresh` after the connection form changed it. */
export function usePageConnection() {
  const [status, setStatus] = useState<ConnectionStatus | null>(null);
  const [failed, setFailed] = useState(false);
  const refresh = useCallback(() => {
    ask('connection/status', null).then(setStatus, () => setFailed(true));
  }, []);
  useEffect(refresh, [refresh]);
  return { status, failed, refresh };
}
