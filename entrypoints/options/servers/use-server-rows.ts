import { useCallback, useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { ConnectionStatus } from '@/lib/connection';
import { ask } from '@/lib/messages/channel';
import type { ServersExport, ServersOverview } from '@/lib/messages/protocol';
import type { ServerId } from '@/lib/servers';
import { useLatestAsk } from '../common/use-latest-ask';

export interface ServersOnPage {
  /** null until the background answers. */
  overview: ServersOverview | null;
  /** The background could not be asked for the list. */
  failed: boolean;
  refresh: () => void;
  /** A request on the list answered the list as it is now. */
  show: (overview: ServersOverview) => void;
  /** A form saved or tested one server: its status as the background answered. */
  updateStatus: (id: ServerId, status: ConnectionStatus) => void;
}

/** The Settings tab's rows: the user's servers, changed by each answer of their buttons (Options.tsx follows the list for the other tabs). */
export function useServerRows(): ServersOnPage {
  const [overview, setOverview] = useState<ServersOverview | null>(null);
  const [failed, setFailed] = useState(false);
  const latest = useLatestAsk();
  const refresh = useCallback(() => {
    const isLatest = latest.begin();
    ask('servers/list', null).then(
      (answer) => {
        if (!isLatest()) return;
        setOverview(answer);
        setFailed(false);
      },
      () => isLatest() && setFailed(true),
    );
  }, [latest]);
  useEffect(refresh, [refresh]);
  const show = useCallback(
    (answer: ServersOverview) => {
      latest.begin();
      setOverview(answer);
    },
    [latest],
  );
  const updateStatus = useCallback((id: ServerId, status: ConnectionStatus) => {
    setOverview(
      (before) =>
        before && {
          ...before,
          servers: before.servers.map((server) => (server.id === id ? { ...server, status } : server)),
        },
    );
  }, []);
  return { overview, failed, refresh, show, updateStatus };
}

/** What the list's buttons ask of the background; each answers the list as it is after. */
export const serverRequests = {
  use: (id: ServerId) => ask('servers/use', { id }),
  move: (id: ServerId, by: -1 | 1) => ask('servers/move', { id, by }),
  test: (id: ServerId) => ask('connection/test', null, id),
  /** Removes the server; the browser's access to its origin goes too when no other server needs it. */
  remove: async (id: ServerId): Promise<ServersOverview> => {
    const { overview, freedOrigin } = await ask('servers/remove', { id });
    if (freedOrigin) await browser.permissions.remove({ origins: [freedOrigin] }).catch(() => false);
    return overview;
  },
  exportList: () => ask('servers/export', null),
  /** The background checks the file's shape: anything else is refused there, with its reason. */
  importList: (file: unknown) => ask('servers/import', file as ServersExport),
};
