import { DEFAULT_SETTINGS, SETTINGS_VERSION, type Settings } from '@/lib/settings/defaults';

/**
 * The stored settings without zod (the popup's size budget). The background migrates and
 * validates what it stores; here anything not of the current version gives the defaults.
 */
export function popupSettings(raw: unknown): Settings {
  if (typeof raw !== 'object' || raw === null) return DEFAULT_SETTINGS;
  const stored = raw as Partial<Settings>;
  // Typed as Settings but not checked yet: a damaged entry may hold null where an object belongs.
  if (stored.version !== SETTINGS_VERSION || !isObject(stored.linkDefaults)) {
    return DEFAULT_SETTINGS;
  }
  return {
    ...DEFAULT_SETTINGS,
    ...stored,
    linkDefaults: { ...DEFAULT_SETTINGS.linkDefaults, ...stored.linkDefaults },
    contextMenu: { ...DEFAULT_SETTINGS.contextMenu, ...stored.contextMenu },
  };
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}
