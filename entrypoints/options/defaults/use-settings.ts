import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { ServerResources } from '@/lib/api/model/link';
import { ask } from '@/lib/messages/channel';
import { FIRST_SERVER_ID, type ServerId } from '@/lib/servers';
import { currentSettingsOf, withSharedOf, type Settings } from '@/lib/settings';
import { STORAGE } from '@/lib/storage/registry';
import { perServerItem } from '@/lib/storage/per-server-item';

export type SaveNote = 'idle' | 'saved' | 'failed';

// Read straight from storage when already in the current shape (the usual case: no message round
// trip); anything older (or nothing stored yet) is read through the background, its only writer.
const settingsItemOf = perServerItem({ ...STORAGE.settings, read: currentSettingsOf });

/**
 * A server's settings as they apply to it: its own record, with the choices every server shares
 * (menu items, always a new link) from the first server's record (lib/settings.ts `withSharedOf`).
 */
async function readSettings(serverId: ServerId): Promise<Settings> {
  const shared = await settingsItemOf(FIRST_SERVER_ID).getValue();
  const own = serverId === FIRST_SERVER_ID ? shared : await settingsItemOf(serverId).getValue();
  if (shared && own) return withSharedOf(shared, own);
  return ask('settings/load', null, serverId);
}

/** The settings of `serverId`, saved through the background on every change, with a short-lived "Saved" note. */
export function useSettings(serverId: ServerId) {
  const [loaded, setLoaded] = useState<{ serverId: ServerId; settings: Settings } | null>(null);
  const [note, setNote] = useState<SaveNote>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>();

  useEffect(() => {
    let live = true;
    let asked = 0;
    const load = () => {
      const mine = ++asked;
      void readSettings(serverId).then(
        (settings) => live && mine === asked && setLoaded({ serverId, settings }),
        () => undefined,
      );
    };
    // Either record may change: this server's own, or the shared choices in the first server's.
    const stops = [...new Set([FIRST_SERVER_ID, serverId])].map((id) => settingsItemOf(id).watch(load));
    load();
    return () => {
      live = false;
      for (const stop of stops) stop();
      clearTimeout(timer.current);
    };
  }, [serverId]);

  const update = useCallback(
    (next: Settings) => {
      setLoaded({ serverId, settings: next });
      ask('settings/save', next, serverId).then(
        () => {
          setNote('saved');
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setNote('idle'), 2500);
        },
        () => setNote('failed'),
      );
    },
    [serverId],
  );

  // Another server's settings are never offered for this one while its own are on their way.
  const settings = loaded !== null && loaded.serverId === serverId ? loaded.settings : null;
  return { settings, update, note };
}

const knownResourcesItemOf = perServerItem(STORAGE.knownResources);

/**
 * The domains and pixels `serverId` offers, for the default domain: the stored ones of this
 * server at once, then the background's answer (listed again when old: list-freshness.ts).
 */
export function useServerResources(serverId: ServerId, serverOrigin: string | null): ServerResources | null {
  const [known, setKnown] = useState<{ serverId: ServerId; resources: ServerResources } | null>(null);
  useEffect(() => {
    if (serverOrigin === null) return undefined;
    let live = true;
    let answered = false;
    void knownResourcesItemOf(serverId)
      .getValue()
      .then(
        (stored) =>
          live && !answered && stored?.serverOrigin === serverOrigin && setKnown({ serverId, resources: stored }),
        () => undefined,
      );
    ask('resources/list', null, serverId).then(
      (answer) => {
        answered = true;
        if (live) setKnown({ serverId, resources: answer });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [serverId, serverOrigin]);
  return known !== null && known.serverId === serverId ? known.resources : null;
}
