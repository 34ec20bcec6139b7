import type { ConnectionState } from '@/lib/connection-state';
import { t } from '@/lib/i18n/messages';
import type { ServerId } from '@/lib/servers';
import { ConnectionStateBar } from './ConnectionStateBar';
import { useConnectionState } from './use-connection-state';

/**
 * The connection bar kept up to date (every state the background writes) with "Re-check", which
 * asks the background to test the connection and shows progress until it answers. `first` is
 * what the page already read (null: not yet). The popup loads this after its first paint.
 */
export function LiveConnectionState({ first, serverId }: { first: ConnectionState | null; serverId: ServerId }) {
  const { state, checking, recheck } = useConnectionState(first, serverId);
  return (
    <ConnectionStateBar state={state}>
      {state?.configured && (
        <button type="button" class="connection-recheck" onClick={recheck} disabled={checking}>
          {t(checking ? 'stateRechecking' : 'stateRecheck')}
        </button>
      )}
    </ConnectionStateBar>
  );
}
