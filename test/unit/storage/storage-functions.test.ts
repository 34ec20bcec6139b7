import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { readDrafts } from '../../../lib/storage/draft-store';
import { removeDrafts, writeDraft } from '../../../lib/storage/draft-writes';
import { readAsStored, writeMigrated } from '../../../lib/storage/migration-values';
import { removeServerValues } from '../../../lib/storage/per-server-item';
import { readPopupStorage } from '../../../lib/storage/popup-reads';
import { STORAGE } from '../../../lib/storage/registry';
import { readServerValues } from '../../../lib/storage/server-values';
import { DEFAULT_SETTINGS } from '../../../lib/settings';

beforeEach(() => {
  fakeBrowser.reset();
  vi.restoreAllMocks();
});

const state = (serverOrigin: string) => ({ configured: true, serverOrigin, health: { kind: 'unchecked' }, since: 0 });

describe("the popup's reads", () => {
  it('reads everything of storage.local in one round trip, with each server’s values and the drafts with their passwords', async () => {
    await browser.storage.local.set({
      [STORAGE.connectionState.key]: state('https://one.example'),
      'connectionState@2': state('https://two.example'),
      'draft:https://a.example/': { pageUrl: 'https://a.example/', values: {}, savedAt: 1 },
    });
    await browser.storage.session.set({ 'draft-secrets:https://a.example/': { redirectPassword: 'x' } });
    const localReads = vi.spyOn(browser.storage.local, 'get');
    const stored = await readPopupStorage();
    expect(localReads).toHaveBeenCalledTimes(1);
    expect(stored.recent).toEqual([]);
    expect(stored.valuesOf('1')).toMatchObject({ settings: DEFAULT_SETTINGS, spaces: null });
    expect(stored.valuesOf('1').connectionState?.serverOrigin).toBe('https://one.example');
    expect(stored.valuesOf('2').connectionState?.serverOrigin).toBe('https://two.example');
    expect(stored.drafts.forms['draft:https://a.example/']).toMatchObject({ savedAt: 1 });
    expect(stored.drafts.secrets).toEqual({ 'draft-secrets:https://a.example/': { redirectPassword: 'x' } });
  });

  it('reads one server’s values alone, for a switch', async () => {
    await browser.storage.local.set({ 'connectionState@2': state('https://two.example') });
    expect((await readServerValues('2')).connectionState?.serverOrigin).toBe('https://two.example');
    expect((await readServerValues('3')).connectionState).toBeNull();
  });

  it('brings the drafts back without passwords when session storage cannot be read', async () => {
    await browser.storage.local.set({ 'draft:p': { savedAt: 1 } });
    vi.spyOn(browser.storage.session, 'get').mockRejectedValue(new Error('gone'));
    expect(await readDrafts({ forms: null, secrets: null })).toMatchObject({ forms: { 'draft:p': {} }, secrets: {} });
  });
});

describe('the drafts’ writes', () => {
  it('keep the form on disk and its passwords in memory, and remove both', async () => {
    await writeDraft('draft:p', { savedAt: 1 }, 'draft-secrets:p', { redirectPassword: 'x' });
    expect(await readDrafts({ forms: ['draft:p'], secrets: ['draft-secrets:p'] })).toEqual({
      forms: { 'draft:p': { savedAt: 1 } },
      secrets: { 'draft-secrets:p': { redirectPassword: 'x' } },
    });
    await writeDraft('draft:p', { savedAt: 2 }, 'draft-secrets:p', null);
    expect(await browser.storage.session.get(null)).toEqual({});
    await removeDrafts(['draft:p'], []);
    expect(await browser.storage.local.get(null)).toEqual({});
  });
});

describe("the background's writes", () => {
  it('removes every value of one server, and nothing of another', async () => {
    await browser.storage.local.set({
      'connection@2': { serverUrl: 'https://two.example' },
      'spacesCache@2': { spaces: [] },
      'connection@3': { serverUrl: 'https://three.example' },
      [STORAGE.connection.key]: { serverUrl: 'https://one.example' },
    });
    await removeServerValues([STORAGE.connection, STORAGE.spacesCache], '2');
    expect(Object.keys(await browser.storage.local.get(null)).sort()).toEqual(['connection', 'connection@3']);
  });

  it('reads values as an older release left them, untouched, and writes the migrated ones together', async () => {
    await browser.storage.local.set({ [STORAGE.recentLinks.key]: [{ odd: true }] });
    expect(await readAsStored({ recent: STORAGE.recentLinks, servers: STORAGE.servers })).toEqual({
      recent: [{ odd: true }],
      servers: undefined,
    });
    const writes = vi.spyOn(browser.storage.local, 'set');
    await writeMigrated([
      { entry: STORAGE.recentLinks, value: [] },
      { entry: STORAGE.deleteRoutes, value: { a: 'b' } },
    ]);
    expect(writes).toHaveBeenCalledTimes(1);
    expect(await browser.storage.local.get(null)).toEqual({ recentLinks: [], deleteRoutes: { a: 'b' } });
  });
});
