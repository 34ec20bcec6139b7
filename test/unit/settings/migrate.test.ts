import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as z from 'zod/mini';
import { DEFAULT_SETTINGS, SETTINGS_VERSION, type Settings } from '../../../lib/settings/defaults';
import { migrateSettings } from '../../../entrypoints/background/settings-migrate';
import { settingsSchema } from '../../../entrypoints/background/settings-schema';

function fixture(version: number): unknown {
  return JSON.parse(readFileSync(new URL(`../../fixtures/settings/v${version}.json`, import.meta.url), 'utf8'));
}

/** What each stored version must become; one fixture per version that ever shipped. */
const expectations: Record<number, Settings> = {
  1: {
    ...DEFAULT_SETTINGS,
    linkDefaults: { spaceId: 7, domainId: null, privacy: 'private' },
    autoCopy: false,
  },
  2: {
    version: 2,
    linkDefaults: { spaceId: 3, domainId: 2, privacy: 'private' },
    autoCopy: true,
    notifications: false,
    contextMenu: { page: true, link: false, selection: true },
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

  it.each([
    ['nothing stored', null],
    ['not an object', 'settings'],
    ['no version', { autoCopy: false }],
    ['a newer version', { version: SETTINGS_VERSION + 1, autoCopy: false }],
    ['a corrupt v1', { version: 1, defaultPrivacy: 'everyone' }],
    ['a corrupt current version', { ...DEFAULT_SETTINGS, contextMenu: 'all' }],
  ])('falls back to the defaults for %s', (_case, raw) => {
    expect(migrateSettings(raw)).toEqual(DEFAULT_SETTINGS);
  });
});

describe('the settings schema', () => {
  it('describes exactly the Settings interface (checked by the type check of npm test)', () => {
    expectTypeOf<z.output<typeof settingsSchema>>().toEqualTypeOf<Settings>();
  });
});
