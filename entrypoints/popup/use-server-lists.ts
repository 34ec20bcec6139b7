import { useEffect, useRef, useState } from 'preact/hooks';
import type { ServerProfile } from '@/lib/api/model/server';
import type { ConnectionStatus } from '@/lib/connection';
import type { ServerLists } from '@/lib/link-defaults';
import type { CachedSpaces, KnownResources } from '@/lib/storage/registry';
import type { PopupData } from './first-paint';
import { ask, listServerResources } from './later';

/** The saved server and its lists: what the form's values are fitted to (a default it lacks is left out). */
export interface ServerListsState extends ServerLists {
  /** Whether a server and key are saved; null until known. */
  configured: boolean | null;
  /** The saved server's origin (null: none saved); lists of another server are not offered. */
  serverOrigin: string | null;
  spaces: CachedSpaces | null;
  /** The server's dialect and plan, as stored (what the form offers follows from it). */
  profile: ServerProfile | null;
  /** The server's domains and pixels: stored ones first, the server's own lists once asked for. */
  known: KnownResources | null;
  /** "More options" opened: asks for the domains and pixels when the opening could not (they failed). */
  moreOptionsOpened: () => void;
}

/**
 * The saved server as the popup knows it, and its lists for the form. The stored lists are shown
 * at once; the background answers them again, fetched anew when they are old
 * (stale-while-revalidate: entrypoints/background/lists/list-freshness.ts). The form keeps its
 * values: a chosen space stays chosen when the list under it changes.
 */
export function useServerLists(data: PopupData, connectionStatus: Promise<ConnectionStatus | null>): ServerListsState {
  // The saved server as stored with the connection state (read before the first paint); the
  // background's answer, read from the saved connection itself, has the last word.
  const [saved, setSaved] = useState({
    configured: data.connectionState?.configured ?? null,
    serverOrigin: data.connectionState?.serverOrigin ?? null,
  });
  const { configured, serverOrigin } = saved;
  const profile = data.serverProfile;
  const [spaces, setSpaces] = useState(data.spaces);
  const [known, setKnown] = useState(data.knownResources);
  const resourcesAsked = useRef(false);

  useEffect(() => {
    void connectionStatus.then((status) => status && setSaved(status));
  }, [connectionStatus]);

  /**
   * The stored lists may be old or only learned from links: a server that can list its domains
   * and pixels is asked when the popup opens (the background answers from storage while fresh).
   * Failing costs nothing shown: the stored lists stay, and the next "More options" asks again.
   */
  function askForResources(): void {
    if (resourcesAsked.current || !configured || serverOrigin === null) return;
    resourcesAsked.current = true;
    listServerResources(profile, serverOrigin, data.serverId).then(
      (listed) => listed && setKnown(listed),
      () => (resourcesAsked.current = false),
    );
  }

  useEffect(() => {
    if (!configured) return;
    ask('spaces/refresh-cache', null, data.serverId).then(setSpaces, () => undefined);
    askForResources();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per popup, when the server is known
  }, [configured]);

  return {
    configured,
    serverOrigin,
    spaces,
    profile,
    known,
    moreOptionsOpened: askForResources,
  };
}
