import * as z from 'zod/mini';
import type { Handlers } from '@/lib/messages/channel';
import { ACCOUNT_DEFAULT, DEFAULT_SETTINGS, SETTINGS_VERSION, withSharedOf, type Settings } from '@/lib/settings';
import { FIRST_SERVER_ID, type ServerId } from '@/lib/servers';
import { trackingEntryProblem } from '@/lib/tracking-parameters';
import { STORAGE } from '@/lib/storage/registry';
import { perServerItem } from '@/lib/storage/per-server-item';
import { currentServerId, serverIdFor } from './server-list-store';

/**
 * The background owns the settings: it is their only writer, it validates them before they are
 * stored and migrates older shapes, so what pages read (lib/settings.ts) is always the current shape.
 *
 * Each server has its own settings record; the choices that are the same for every server (menu
 * items, always a new link, tracking parameters: `withSharedOf` in lib/settings.ts) are read from
 * and written to the first server's record, which stays when that server is removed.
 */

// The writer reads what is stored as it is: an older version is migrated here, not replaced by defaults.
const settingsItemOf = perServerItem({ ...STORAGE.settings, read: (stored: unknown) => stored ?? null });
const sharedItem = settingsItemOf(FIRST_SERVER_ID);

const optionalId = z.nullable(z.number().check(z.int(), z.positive()));
const privacyChoice = z.enum(['public', 'private']);
const accountDefault = z.literal(ACCOUNT_DEFAULT);

/** The current settings shape; its output is exactly `Settings` (test/unit/background/settings.test.ts). */
export const settingsSchema = z.object({
  version: z.literal(SETTINGS_VERSION),
  linkDefaults: z.object({
    spaceId: z.union([optionalId, accountDefault]),
    domainId: optionalId,
    privacy: z.union([privacyChoice, accountDefault]),
  }),
  autoCopy: z.boolean(),
  notifications: z.boolean(),
  // Added within version 2: settings stored before it lack it and keep everything else.
  alwaysNewLink: z._default(z.boolean(), false),
  // Added within version 4, off until the user turns it on (lib/settings.ts): older records lack it.
  lookUpExisting: z._default(z.boolean(), false),
  // Added within version 4; absent means off (lib/settings.ts).
  oneClick: z.optional(z.boolean()),
  // Added within version 4, absent until the popup's Copy first changed it (lib/settings.ts).
  copyFormat: z.optional(z.enum(['plain', 'markdown', 'html'])),
  contextMenu: z.object({ page: z.boolean(), link: z.boolean(), selection: z.boolean() }),
  trackingParameters: z.object({
    remove: z.boolean(),
    names: z.nullable(z.array(z.string().check(z.refine((name) => trackingEntryProblem(name, []) === null)))),
  }),
  utmPresets: z.array(
    z.object({
      name: z.string().check(z.refine((name) => name.trim() !== '')),
      source: z.string(),
      medium: z.string(),
      campaign: z.string(),
      term: z.string(),
      content: z.string(),
    }),
  ),
});

/** Version 3: no tracking parameters removed, no UTM presets. */
const settingsV3Schema = z.object({
  ...settingsSchema.shape,
  version: z.literal(3),
  trackingParameters: z.optional(z.never()),
  utmPresets: z.optional(z.never()),
});
type SettingsV3 = z.output<typeof settingsV3Schema>;

/** Version 2: every default chosen here, none following the account. */
const settingsV2Schema = z.object({
  ...settingsV3Schema.shape,
  version: z.literal(2),
  linkDefaults: z.object({ spaceId: optionalId, domainId: optionalId, privacy: privacyChoice }),
});
type SettingsV2 = z.output<typeof settingsV2Schema>;

/** Version 1, the first stored shape: flat defaults, no notification or menu choices. */
const settingsV1Schema = z.object({
  version: z.literal(1),
  defaultSpaceId: optionalId,
  defaultPrivacy: z.enum(['public', 'private']),
  autoCopy: z.boolean(),
});

/** v1 → v2: defaults move under `linkDefaults`; notifications and menu items arrive switched on. */
function fromV1(v1: z.output<typeof settingsV1Schema>): SettingsV2 {
  const { trackingParameters: _tracking, utmPresets: _presets, ...before } = DEFAULT_SETTINGS;
  return {
    ...before,
    version: 2,
    linkDefaults: { spaceId: v1.defaultSpaceId, domainId: null, privacy: v1.defaultPrivacy },
    autoCopy: v1.autoCopy,
  };
}

/**
 * v2 → v3: a default still at what v2 started with (no space, public) was never told apart from a
 * choice, and is what made links public on accounts whose own default is private: it now follows
 * the account. Anything else was chosen in Settings and stays chosen here.
 */
function fromV2(v2: SettingsV2): SettingsV3 {
  const { spaceId, domainId, privacy } = v2.linkDefaults;
  return {
    ...v2,
    version: 3,
    linkDefaults: {
      spaceId: spaceId ?? ACCOUNT_DEFAULT,
      domainId,
      privacy: privacy === 'public' ? ACCOUNT_DEFAULT : privacy,
    },
  };
}

/**
 * v3 → v4: tracking parameters are removed with the standard list, as for a new install (why:
 * lib/settings.ts, `TrackingParameterChoices`), and the server has no UTM presets yet.
 */
function fromV3(v3: SettingsV3): Settings {
  return {
    ...v3,
    version: SETTINGS_VERSION,
    trackingParameters: DEFAULT_SETTINGS.trackingParameters,
    utmPresets: [],
  };
}

function versionOf(raw: unknown): unknown {
  return typeof raw === 'object' && raw !== null ? (raw as { version?: unknown }).version : undefined;
}

/**
 * Settings of any known version → the current shape; null for anything unreadable (missing,
 * corrupt, from a newer release). Each known version has its own schema and a step to the next.
 */
export function readSettings(raw: unknown): Settings | null {
  switch (versionOf(raw)) {
    case 1: {
      const v1 = settingsV1Schema.safeParse(raw);
      return v1.success ? fromV3(fromV2(fromV1(v1.data))) : null;
    }
    case 2: {
      const v2 = settingsV2Schema.safeParse(raw);
      return v2.success ? fromV3(fromV2(v2.data)) : null;
    }
    case 3: {
      const v3 = settingsV3Schema.safeParse(raw);
      return v3.success ? fromV3(v3.data) : null;
    }
    case SETTINGS_VERSION: {
      const current = settingsSchema.safeParse(raw);
      return current.success ? current.data : null;
    }
    default:
      return null;
  }
}

/** Whatever is in storage → the current settings; anything unreadable gives the defaults rather than a broken popup. */
export function migrateSettings(raw: unknown): Settings {
  return readSettings(raw) ?? DEFAULT_SETTINGS;
}

/**
 * Whose settings a request means: the server it names (which must be listed), or the current one;
 * before any server is listed, the first server's, which the options page may set up in advance.
 */
async function settingsOwner(server: ServerId | null): Promise<ServerId> {
  if (server === null && (await currentServerId()) === null) return FIRST_SERVER_ID;
  return serverIdFor(server);
}

/** Reads, migrates and (when the stored shape was older) writes back one server's settings record. */
async function loadRecord(serverId: ServerId): Promise<Settings> {
  const item = settingsItemOf(serverId);
  const raw = await item.getValue();
  const settings = migrateSettings(raw);
  if (raw !== null && JSON.stringify(raw) !== JSON.stringify(settings)) await item.setValue(settings);
  return settings;
}

/**
 * The settings as they apply to a server (null: the current one; none: the shared choices with
 * the defaults).
 */
export async function loadSettings(server: ServerId | null = null): Promise<Settings> {
  const serverId = await settingsOwner(server);
  const shared = await loadRecord(FIRST_SERVER_ID);
  return serverId === FIRST_SERVER_ID ? shared : withSharedOf(shared, await loadRecord(serverId));
}

/**
 * Brings every listed server's record to the current shape (after an update): the popup reads the
 * record of the server it opens on straight from storage, and takes a record of an older shape for
 * the defaults.
 */
export async function migrateServerSettings(servers: readonly ServerId[]): Promise<void> {
  await Promise.all([...new Set([FIRST_SERVER_ID, ...servers])].map(loadRecord));
}

/** Validates before writing, so storage only ever holds the current shape. */
export async function storeSettings(server: ServerId | null, settings: Settings): Promise<Settings> {
  const checked = settingsSchema.parse(settings);
  const serverId = await settingsOwner(server);
  if (serverId !== FIRST_SERVER_ID) {
    await settingsItemOf(serverId).setValue(checked);
    await sharedItem.setValue(withSharedOf(checked, await loadRecord(FIRST_SERVER_ID)));
  } else {
    await sharedItem.setValue(checked);
  }
  return checked;
}

/** A server removed: its own settings go (the first server's record keeps the shared choices). */
export async function dropServerSettings(serverId: ServerId): Promise<void> {
  if (serverId === FIRST_SERVER_ID) {
    const shared = await loadRecord(FIRST_SERVER_ID);
    await sharedItem.setValue(withSharedOf(shared, DEFAULT_SETTINGS));
  } else {
    await settingsItemOf(serverId).removeValue();
  }
}

/** Calls back with the shared choices (the menu's) whenever a page changed them. */
export function onSettingsChange(onChange: (settings: Settings) => void): () => void {
  return sharedItem.watch((raw) => onChange(migrateSettings(raw)));
}

export const settingsHandlers: Pick<Handlers, 'settings/load' | 'settings/save'> = {
  'settings/load': (_input, server) => loadSettings(server),
  'settings/save': (settings, server) => storeSettings(server ?? null, settings),
};
