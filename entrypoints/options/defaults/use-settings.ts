import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { Settings } from '@/lib/settings/defaults';
import { readSettings, saveSettings, watchSettings } from '@/entrypoints/options/defaults/page-settings';

export type SaveNote = 'idle' | 'saved' | 'failed';

/** The settings, saved on every change, with a short-lived "Saved" note. */
export function useSettings() {
  const [settings, setSettings] = useState<Settings | null>(null);
  const [note, setNote] = useState<SaveNote>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>();

  useEffect(() => {
    let live = true;
    void readSettings().then((loaded) => live && setSettings(loaded));
    const unwatch = watchSettings((changed) => setSettings(changed));
    return () => {
      live = false;
      unwatch();
      clearTimeout(timer.current);
    };
  }, []);

  const update = useCallback((next: Settings) => {
    setSettings(next);
    saveSettings(next).then(
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
