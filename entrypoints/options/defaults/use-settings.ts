import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { ServerResources } from '@/lib/api/model/link';
import { ask } from '@/lib/messages/channel';
import { currentSettingsOf, type Settings } from '@/lib/settings';
import { STORAGE } from '@/lib/storage/registry';
import { storedItem } from '@/lib/storage/stored-item';

export type SaveNote = 'idle' | 'saved' | 'failed';

// Read straight from storage when already in the current shape (the usual case: no message round
// trip); anything older is migrated by the background, its only writer.
const currentSettingsItem = storedItem({ ...STORAGE.settings, read: currentSettingsOf });

const readSettings = async (): Promise<Settings> =>
  (await currentSettingsItem.getValue()) ?? ask('settings/load', null);

/** The settings, saved through the background on every change, with a short-lived "Saved" note. */
export function useSettings() {
  const [settings, setSettings] = useState<Settings | null>(null);
  const [note, setNote] = useState<SaveNote>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>();

  useEffect(() => {
    let live = true;
    void readSettings().then((loaded) => live && setSettings(loaded));
    const unwatch = currentSettingsItem.watch((changed) => changed && setSettings(changed));
    return () => {
      live = false;
      unwatch();
      clearTimeout(timer.current);
    };
  }, []);

  const update = useCallback((next: Settings) => {
    setSettings(next);
    ask('settings/save', next).then(
      () => {
        setNote('saved');
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setNote('idle'), 2500);
      },
      () => setNote('failed'),
    );
  }, []);

  return { settings, update, note };
}

const knownResourcesItem = storedItem(STORAGE.knownResources);

/**
 * The domains and pixels the connected server offers, for the default domain: the stored ones of
 * this server at once, then the background's answer (listed again when old: list-freshness.ts).
 */
export function useServerResources(serverOrigin: string | null): ServerResources | null {
  const [resources, setResources] = useState<ServerResources | null>(null);
  useEffect(() => {
    if (serverOrigin === null) return undefined;
    let live = true;
    let answered = false;
    void knownResourcesItem.getValue().then(
      (stored) => live && !answered && stored?.serverOrigin === serverOrigin && setResources(stored),
      () => undefined,
    );
    ask('resources/list', null).then(
      (answer) => {
        answered = true;
        if (live) setResources(answer);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [serverOrigin]);
  return resources;
}
