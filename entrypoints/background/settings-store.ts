import { DEFAULT_SETTINGS, type Settings } from '@/lib/settings/defaults';
import { settingsItem } from '@/lib/settings/item';
import { migrateSettings } from './settings-migrate';
import { settingsSchema } from './settings-schema';

// The background's side of the settings (it owns migrations and validation); UI pages use page-settings.ts.

/** Reads, migrates and (when the stored shape was older) writes back the current settings. */
export async function loadSettings(): Promise<Settings> {
  const raw = await settingsItem.getValue();
  const settings = migrateSettings(raw);
  if (raw !== null && JSON.stringify(raw) !== JSON.stringify(settings)) await settingsItem.setValue(settings);
  return settings;
}

/** Validates before writing, so storage only ever holds the current shape. */
export async function saveSettings(settings: Settings): Promise<Settings> {
  const checked = settingsSchema.parse(settings);
  await settingsItem.setValue(checked);
  return checked;
}

export function watchSettings(onChange: (settings: Settings) => void): () => void {
  return settingsItem.watch((raw) => onChange(raw === null ? DEFAULT_SETTINGS : migrateSettings(raw)));
}
