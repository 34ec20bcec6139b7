import { beforeEach, describe, expect, it } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { freshValues, loadPopupData, type PopupData } from '../../../entrypoints/popup/first-paint';
import { readServerValues } from '../../../lib/storage/server-values';
import { chosenServerOf, saveFormDraft, switchedData, typedForm } from '../../../entrypoints/popup/server-switch';
import { keyOfServer, SERVERS_VERSION, type ServerList } from '../../../lib/servers';
import { DEFAULT_SETTINGS } from '../../../lib/settings';
import { STORAGE } from '../../../lib/storage/registry';

const PAGE = 'https://example.com/article';

const SERVERS: ServerList = {
  version: SERVERS_VERSION,
  current: '1',
  order: ['1', '2'],
  byId: { '1': { id: '1', name: 'Production' }, '2': { id: '2', name: 'Staging' } },
  nextId: 3,
};

async function openOn(url: string) {
  const tab = await browser.tabs.create({ url });
  return loadPopupData(`?tabId=${tab.id ?? -1}`);
}

beforeEach(async () => {
  fakeBrowser.reset();
  await browser.storage.local.set({
    [STORAGE.servers.key]: SERVERS,
    // Each server's own defaults: the first files new links in space 3, the second in space 9 on domain 4.
    [STORAGE.settings.key]: { ...DEFAULT_SETTINGS, linkDefaults: { ...DEFAULT_SETTINGS.linkDefaults, spaceId: 3 } },
    [keyOfServer(STORAGE.settings.key, '2')]: {
      ...DEFAULT_SETTINGS,
      linkDefaults: { ...DEFAULT_SETTINGS.linkDefaults, spaceId: 9, domainId: 4 },
    },
  });
});

describe('another server for this shortening', () => {
  it('keeps what was typed and takes the space, domain and pixels back to the other server’s defaults', async () => {
    const data = await openOn(PAGE);
    expect(data.serverId).toBe('1');
    const onFirst = { view: { name: 'form' }, restricted: false, data };
    const opened = typedForm(data, { ...onFirst, values: freshOf(data) });
    // Nothing typed: the other server's popup opens afresh (with its own "shortened before" offer).
    expect(opened).toBeNull();

    const values = { ...freshOf(data), alias: 'spring', expiryClickLimit: '5', pixelIds: ['1'] };
    const kept = typedForm(data, { ...onFirst, values });
    expect(kept).toEqual(values);
    const next = switchedData(data, '2', await readServerValues('2'), kept);
    expect(next.serverId).toBe('2');
    expect(next.draft).toMatchObject({
      destination: PAGE,
      alias: 'spring',
      expiryClickLimit: '5',
      spaceId: '9',
      domainId: '4',
      pixelIds: [],
    });
    // A result or an offer on screen carries nothing over.
    expect(typedForm(data, { ...onFirst, view: { name: 'result' }, values })).toBeNull();
  });

  it('is remembered by the page’s draft, so the popup reopens on it; the current server is not written', async () => {
    const data = await openOn(PAGE);
    const next = switchedData(data, '2', await readServerValues('2'), null);
    await saveFormDraft(next, { ...freshOf(next), alias: 'drafted' });
    const reopened = await openOn(PAGE);
    expect(reopened.serverId).toBe('2');
    expect(reopened.settings.linkDefaults.spaceId).toBe(9);
    expect(reopened.draft?.alias).toBe('drafted');

    // Only the server choice (no form was on screen): the popup reopens on it with a fresh form.
    await saveFormDraft(next, null);
    const fresh = await openOn(PAGE);
    expect(fresh.serverId).toBe('2');
    expect(fresh.draft).toBeNull();

    await saveFormDraft(data, { ...freshOf(data), alias: 'back' });
    const stored = await browser.storage.local.get(null);
    const draft = Object.values(stored).find((value) => (value as { pageUrl?: string }).pageUrl === PAGE);
    expect(draft).not.toHaveProperty('serverId');
    expect((await openOn(PAGE)).serverId).toBe('1');
  });

  it('opens on the current server when the draft’s server was removed', async () => {
    const data = await openOn(PAGE);
    await saveFormDraft(switchedData(data, '2', await readServerValues('2'), null), null);
    await browser.storage.local.set({
      [STORAGE.servers.key]: { ...SERVERS, order: ['1'], byId: { '1': SERVERS.byId['1'] } },
    });
    expect((await openOn(PAGE)).serverId).toBe('1');
  });

  it('counts no server as chosen before one is listed (nothing to make current)', async () => {
    await browser.storage.local.set({
      [STORAGE.servers.key]: { ...SERVERS, current: null, order: [], byId: {} },
    });
    const data = await openOn(PAGE);
    expect(data.serverId).toBe('1');
    expect(chosenServerOf(data)).toBeUndefined();
    expect(chosenServerOf({ ...data, servers: SERVERS, serverId: '2' })).toBe('2');
  });
});

/** The form as the popup opens it on `data`'s server. */
const freshOf = (data: PopupData) => freshValues(data, PAGE);
