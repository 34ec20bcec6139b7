import { useState } from 'preact/hooks';
import type { UtmPreset } from '@/lib/utm';
import { ask } from '@/lib/messages/channel';
import type { PopupData } from './first-paint';

/**
 * The UTM presets of the popup's server: shown at once from what the popup read when it opened,
 * saved through the background (the settings' only writer) into that server's settings. A save
 * that fails puts the list back as it was and says so.
 */
export function useUtmPresets(data: Pick<PopupData, 'settings' | 'serverId'>) {
  const [presets, setPresets] = useState(data.settings.utmPresets);
  const [failed, setFailed] = useState(false);

  const store = (next: UtmPreset[]) => {
    const before = presets;
    setPresets(next);
    setFailed(false);
    // The settings as stored now (the options page may have changed them since the popup opened).
    ask('settings/load', null, data.serverId)
      .then((settings) => ask('settings/save', { ...settings, utmPresets: next }, data.serverId))
      .catch(() => {
        setPresets(before);
        setFailed(true);
      });
  };

  return {
    presets,
    failed,
    save: (preset: UtmPreset) => store([...presets, preset]),
    remove: (name: string) => store(presets.filter((preset) => preset.name !== name)),
  };
}
