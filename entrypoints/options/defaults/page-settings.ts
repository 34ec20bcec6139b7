import { ask } from '@/lib/messages/channel';
import { currentSettingsOf } from '@/lib/settings/current-settings';
import type { Settings } from '@/lib/settings/defaults';
import { settingsItem } from '@/lib/settings/item';

/**
 * Settings as UI pages use them, without zod: read straight from storage when already in the
 * current shape (the usual case, no message round trip), otherwise the background migrates them;
 * saving goes through the background, which validates before it writes.
 */
export async function readSettings(): Promise<Settings> {
  return currentSettingsOf(await settingsItem.getValue()) ?? ask('settings/load', null);
}

export function saveSettings(settings: Settings): Promise<Settings> {
  return ask('settings/save', settings);
}

/** Calls back with every stored change, in the current shape. */
export function watchSettings(onChange: (settings: Settings) => void): () => void {
  return settingsItem.watch((raw) => {
    const current = currentSettingsOf(raw);
    if (current) onChange(current);
    else void ask('settings/load', null).then(onChange, () => undefined);
  });
}
