import { DEFAULT_SETTINGS, type Settings } from '@/lib/settings/defaults';
import { settingsSchema, settingsV1Schema, type SettingsV1 } from './settings-schema';

/** v1 → v2: defaults move under `linkDefaults`; notifications and menu items arrive switched on. */
function fromV1(v1: SettingsV1): Settings {
  return {
    ...DEFAULT_SETTINGS,
    linkDefaults: { spaceId: v1.defaultSpaceId, domainId: null, privacy: v1.defaultPrivacy },
    autoCopy: v1.autoCopy,
  };
}

function versionOf(raw: unknown): unknown {
  return typeof raw === 'object' && raw !== null ? (raw as { version?: unknown }).version : undefined;
}

/**
 * Whatever is in storage → the current settings. Each known version has its own schema
 * and a step to the next; anything unreadable (missing, corrupt, from a newer release)
 * gives the defaults rather than a broken popup.
 */
export function migrateSettings(raw: unknown): Settings {
  switch (versionOf(raw)) {
    case 1: {
      const v1 = settingsV1Schema.safeParse(raw);
      return v1.success ? fromV1(v1.data) : DEFAULT_SETTINGS;
    }
    case DEFAULT_SETTINGS.version: {
      const current = settingsSchema.safeParse(raw);
      return current.success ? current.data : DEFAULT_SETTINGS;
    }
    default:
      return DEFAULT_SETTINGS;
  }
}
