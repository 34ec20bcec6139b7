import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { settingsHandlers } from '../../../entrypoints/background/settings-handlers';
import { currentSettingsOf } from '../../../lib/settings/current-settings';
import { DEFAULT_SETTINGS } from '../../../lib/settings/defaults';
import { settingsItem } from '../../../lib/settings/item';
import { settingsSchema } from '../../../entrypoints/background/settings-schema';

const v1 = JSON.parse(readFileSync(new URL('../../fixtures/settings/v1.json', import.meta.url), 'utf8')) as unknown;
const v2 = JSON.parse(readFileSync(new URL('../../fixtures/settings/v2.json', import.meta.url), 'utf8')) as unknown;

describe('the plain check of the current settings shape', () => {
  it.each([
    ['the defaults', DEFAULT_SETTINGS],
    ['the v2 fixture', v2],
    ['the v1 fixture', v1],
    ['nothing', null],
    ['a string', 'settings'],
    ['a newer version', { ...DEFAULT_SETTINGS, version: 3 }],
    ['a bad privacy', { ...DEFAULT_SETTINGS, linkDefaults: { ...DEFAULT_SETTINGS.linkDefaults, privacy: 'everyone' } }],
    [
      'a fractional space id',
      { ...DEFAULT_SETTINGS, linkDefaults: { ...DEFAULT_SETTINGS.linkDefaults, spaceId: 1.5 } },
    ],
    ['a zero domain id', { ...DEFAULT_SETTINGS, linkDefaults: { ...DEFAULT_SETTINGS.linkDefaults, domainId: 0 } }],
    ['a missing menu item', { ...DEFAULT_SETTINGS, contextMenu: { page: true, link: true } }],
    ['a menu that is not an object', { ...DEFAULT_SETTINGS, contextMenu: 'all' }],
    ['auto-copy as text', { ...DEFAULT_SETTINGS, autoCopy: 'yes' }],
  ])('agrees with the zod schema on %s', (_case, raw) => {
    expect(currentSettingsOf(raw) !== null).toBe(settingsSchema.safeParse(raw).success);
  });
});

describe('the background settings handlers', () => {
  beforeEach(() => fakeBrowser.reset());

  it('migrate an older stored shape and write it back', async () => {
    await settingsItem.setValue(v1);
    const loaded = await settingsHandlers['settings/load'](null);
    expect(currentSettingsOf(loaded)).not.toBeNull();
    expect(await settingsItem.getValue()).toEqual(loaded);
  });

  it('store valid settings and refuse a broken shape', async () => {
    const next = { ...DEFAULT_SETTINGS, autoCopy: false };
    expect(await settingsHandlers['settings/save'](next)).toEqual(next);
    expect(await settingsItem.getValue()).toEqual(next);
    const broken = { ...next, contextMenu: null } as unknown as typeof next;
    await expect(settingsHandlers['settings/save'](broken)).rejects.toThrow();
    expect(await settingsItem.getValue()).toEqual(next);
  });
});
