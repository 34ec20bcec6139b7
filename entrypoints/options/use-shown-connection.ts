import { useCallback, useEffect, useState } from 'preact/hooks';
import type { ConnectionStatus } from '@/lib/connection';
import { ask } from '@/lib/messages/channel';
import type { ServerId } from '@/lib/servers';
import { useLatestAsk } from './common/use-latest-ask';
import { useProfileChanges } from './common/use-profile-changes';

/** The connection of the server the page shows; see {@link useShownConnection}. */
export interface ShownConnection {
  /** null until the background answered for this very server. */
  status: ConnectionStatus | null;
  refresh: () => void;
}

/**
 * The connection status (address, profile, capabilities) of `serverId`, asked of the background
 * for that server and again whenever its profile changes. The answer is kept with the server it
 * is about: right after a switch the other server's status is not passed off as this one's, so no
 * list is asked with the other server's capabilities.
 */
export function useShownConnection(serverId: ServerId | null): ShownConnection {
  const [answer, setAnswer] = useState<{ serverId: ServerId; status: ConnectionStatus } | null>(null);
  const latest = useLatestAsk();
  const refresh = useCallback(() => {
    if (serverId === null) return;
    const isLatest = latest.begin();
    ask('connection/status', null, serverId).then(
      (status) => isLatest() && setAnswer({ serverId, status }),
      () => undefined,
    );
  }, [serverId, latest]);
  useEffect(refresh, [refresh]);
  useProfileChanges(serverId, refresh);
  return { status: answer !== null && answer.serverId === serverId ? answer.status : null, refresh };
}
