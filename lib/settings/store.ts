import { localItem } from '../storage/local-item';
import { DEFAULT_SETTINGS, SETTINGS_KEY, type Settings } from './defaults';
import { migrateSettings } from './migrate';
import { settingsSchema } from './schema';

const settingsItem = localItem<unknown>(SETTINGS_KEY, null);

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
