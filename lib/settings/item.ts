import { localItem } from '../storage/local-item';
import { SETTINGS_KEY } from './defaults';

/** The raw stored settings (any version, or null): read them through `migrateSettings` or `currentSettingsOf`. */
export const settingsItem = localItem<unknown>(SETTINGS_KEY, null);
