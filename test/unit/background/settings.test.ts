import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type * as z from 'zod/mini';
import { currentSettingsOf, DEFAULT_SETTINGS, SETTINGS_VERSION, type Settings } from '../../../lib/settings';
import { STORAGE } from '../../../lib/storage/registry';
import {
  loadSettings,
  migrateServerSettings,
  migrateSettings,
  settingsHandlers,
  settingsSchema,
  storeSettings,
} from '../../../entrypoints/background/servers/settings';
import { keyOfServer, SERVERS_VERSION, type ServerList } from '../../../lib/servers';

function fixture(version: number): Record<string, unknown> {
  const text = readFileSync(new URL(`../../fixtures/settings/v${version}.json`, import.meta.url), 'utf8');
  return JSON.parse(text) as Record<string, unknown>;
}

/**
 * What version 4 added, as every earlier version gets it: tracking parameters removed, no presets,
 * and (added within version 4) no look-up for existing links.
 */
const V4_ADDITIONS = {
  trackingParameters: { remove: true, names: null },
  utmPresets: [],
  lookUpExisting: false,
} satisfies Partial<Settings>;

/** What each stored version must become; one fixture per version that ever shipped. */
const expectations: Record<number, Settings> = {
  1: {
    ...DEFAULT_SETTINGS,
    linkDefaults: { spaceId: 7, domainId: null, privacy: 'private' },
    autoCopy: false,
  },
  2: {
    version: 4,
    linkDefaults: { spaceId: 3, domainId: 2, privacy: 'private' },
    autoCopy: true,
    notifications: false,
    // Stored before the setting existed: the old behaviour's opposite, copying the earlier link.
    alwaysNewLink: false,
    contextMenu: { page: true, link: false, selection: true },
    ...V4_ADDITIONS,
  },
  3: {
    version: 4,
    linkDefaults: { spaceId: null, domainId: 2, privacy: 'account' },
    autoCopy: true,
    notifications: false,
    alwaysNewLink: true,
    contextMenu: { page: true, link: false, selection: true },
    ...V4_ADDITIONS,
  },
  // Read as stored: an edited list and a server's presets.
  4: {
    version: 4,
    linkDefaults: { spaceId: 'account', domainId: null, privacy: 'private' },
    autoCopy: true,
    notifications: true,
    alwaysNewLink: false,
    contextMenu: { page: true, link: true, selection: true },
    trackingParameters: { remove: false, names: ['fbclid', 'utm_*', 'ref_src'] },
    utmPresets: [
      { name: 'Newsletter', source: 'newsletter', medium: 'email', campaign: 'december', term: '', content: '' },
    ],
    // The fixture predates the look-up choice: off.
    lookUpExisting: false,
  },
};

describe('settings migrations', () => {
  it('has a fixture for every version up to the current one', () => {
    expect(Object.keys(expectations).map(Number)).toEqual(
      Array.from({ length: SETTINGS_VERSION }, (_, index) => index + 1),
    );
  });

  it.each(Object.entries(expectations))('migrates the v%s fixture to the current shape', (version, expected) => {
    const migrated = migrateSettings(fixture(Number(version)));
    expect(migrated).toEqual(expected);
    expect(settingsSchema.safeParse(migrated).success).toBe(true);
  });

  it("keeps a v2 user's choices, and lets what v2 started with follow the account", () => {
    const startedWith = { spaceId: null, domainId: null, privacy: 'public' };
    expect(migrateSettings({ ...fixture(2), linkDefaults: startedWith }).linkDefaults).toEqual({
      spaceId: 'account',
      domainId: null,
      privacy: 'account',
    });
    // A v1 user who never chose a space follows the account's; their chosen privacy stays.
    expect(migrateSettings({ ...fixture(1), defaultSpaceId: null }).linkDefaults).toEqual({
      spaceId: 'account',
      domainId: null,
      privacy: 'private',
    });
  });

  it.each([
    ['nothing stored', null],
    ['not an object', 'settings'],
    ['no version', { autoCopy: false }],
    ['a newer version', { version: SETTINGS_VERSION + 1, autoCopy: false }],
    ['a corrupt v1', { version: 1, defaultPrivacy: 'everyone' }],
    ['a corrupt current version', { ...DEFAULT_SETTINGS, contextMenu: 'all' }],
    ['a corrupt v3', { ...fixture(3), autoCopy: 'yes' }],
    ['an unknown copy format', { ...DEFAULT_SETTINGS, copyFormat: 'rtf' }],
    ['a tracking entry with a space', { ...DEFAULT_SETTINGS, trackingParameters: { remove: true, names: ['a b'] } }],
    [
      'a preset without a name',
      {
        ...DEFAULT_SETTINGS,
        utmPresets: [{ name: ' ', source: 'a', medium: '', campaign: '', term: '', content: '' }],
      },
    ],
  ])('falls back to the defaults for %s', (_case, raw) => {
    expect(migrateSettings(raw)).toEqual(DEFAULT_SETTINGS);
  });
});

describe('the settings schema', () => {
  it('describes exactly the Settings interface (checked by the type check of npm test)', () => {
    expectTypeOf<z.output<typeof settingsSchema>>().toEqualTypeOf<Settings>();
  });
});

describe('what pages read', () => {
  it('is the stored settings when they are of the current version, and nothing else', () => {
    expect(currentSettingsOf(DEFAULT_SETTINGS)).toEqual(DEFAULT_SETTINGS);
    expect(currentSettingsOf(fixture(4))).toEqual(fixture(4));
    expect(currentSettingsOf(fixture(3))).toBeNull();
    expect(currentSettingsOf(fixture(2))).toBeNull();
    expect(currentSettingsOf(fixture(1))).toBeNull();
    expect(currentSettingsOf({ ...DEFAULT_SETTINGS, version: SETTINGS_VERSION + 1 })).toBeNull();
    expect(currentSettingsOf(null)).toBeNull();
    expect(currentSettingsOf('settings')).toBeNull();
  });
});

const stored = async () => (await browser.storage.local.get(STORAGE.settings.key))[STORAGE.settings.key];

// The background is the settings' only writer: what pages read is therefore always the current shape.
describe('the background settings handlers', () => {
  beforeEach(() => fakeBrowser.reset());

  it('migrate an older stored shape and write it back', async () => {
    await browser.storage.local.set({ [STORAGE.settings.key]: fixture(1) });
    const loaded = await settingsHandlers['settings/load'](null);
    expect(currentSettingsOf(loaded)).not.toBeNull();
    expect(await stored()).toEqual(loaded);
  });

  it('store valid settings and refuse a broken shape', async () => {
    const next = { ...DEFAULT_SETTINGS, autoCopy: false };
    expect(await settingsHandlers['settings/save'](next)).toEqual(next);
    expect(await stored()).toEqual(next);
    const broken = { ...next, contextMenu: null } as unknown as typeof next;
    await expect(settingsHandlers['settings/save'](broken)).rejects.toThrow();
    expect(await stored()).toEqual(next);
  });

  it("keep the popup's copy format, and a record without one reads without it (the address)", async () => {
    const chosen = { ...DEFAULT_SETTINGS, copyFormat: 'markdown' as const };
    expect(await settingsHandlers['settings/save'](chosen)).toEqual(chosen);
    expect(await settingsHandlers['settings/load'](null)).toEqual(chosen);
    expect(migrateSettings(DEFAULT_SETTINGS)).not.toHaveProperty('copyFormat');
  });
});

describe('version 4 with several servers', () => {
  const SERVERS: ServerList = {
    version: SERVERS_VERSION,
    current: '2',
    order: ['1', '2'],
    byId: { '1': { id: '1', name: 'Production' }, '2': { id: '2', name: 'Staging' } },
    nextId: 3,
  };
  const secondKey = keyOfServer(STORAGE.settings.key, '2');
  const preset = { name: 'Newsletter', source: 'newsletter', medium: 'email', campaign: '', term: '', content: '' };

  beforeEach(async () => {
    fakeBrowser.reset();
    // Both records as version 3 left them, the second server's with its own copy of the shared choices.
    await browser.storage.local.set({
      [STORAGE.servers.key]: SERVERS,
      [STORAGE.settings.key]: fixture(3),
      [secondKey]: { ...fixture(3), autoCopy: false },
    });
  });

  it('are all brought to the current shape after an update', async () => {
    await migrateServerSettings(SERVERS.order);
    const stored = await browser.storage.local.get([STORAGE.settings.key, secondKey]);
    expect(stored).toEqual({
      [STORAGE.settings.key]: expectations[3],
      [secondKey]: { ...expectations[3], autoCopy: false },
    });
  });

  it('migrates each server’s record, the tracking choice shared and the presets each server’s own', async () => {
    const second = await loadSettings('2');
    expect(second).toEqual({ ...expectations[3], autoCopy: false });
    expect((await browser.storage.local.get(secondKey))[secondKey]).toEqual(second);

    const trackingOff = { remove: false, names: ['fbclid'] };
    await storeSettings('2', { ...second, trackingParameters: trackingOff, utmPresets: [preset] });
    // The tracking list is the same for every server; the preset stays with the server it was saved for.
    expect(await loadSettings('1')).toMatchObject({ trackingParameters: trackingOff, utmPresets: [] });
    expect(await loadSettings('2')).toMatchObject({ trackingParameters: trackingOff, utmPresets: [preset] });
  });
});
