import { DEFAULT_SETTINGS, SETTINGS_VERSION, type Settings } from '@/lib/settings/defaults';

/**
 * The stored settings without zod (the popup's size budget). The background migrates and
 * validates what it stores; here anything not of the current version gives the defaults.
 */
export function popupSettings(raw: unknown): Settings {
  if (typeof raw !== 'object' || raw === null) return DEFAULT_SETTINGS;
  const stored = raw as Partial<Settings>;
  if (stored.version !== SETTINGS_VERSION || typeof stored.linkDefaults !== 'object' || stored.linkDefaults === null) {
    return DEFAULT_SETTINGS;
  }
  return {
    ...DEFAULT_SETTINGS,
    ...stored,
    linkDefaults: { ...DEFAULT_SETTINGS.linkDefaults, ...stored.linkDefaults },
    contextMenu: { ...DEFAULT_SETTINGS.contextMenu, ...stored.contextMenu },
  };
}
