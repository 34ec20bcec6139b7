import { beforeEach, describe, expect, it } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { saveDraft } from '../../../entrypoints/popup/draft-writes';
import { loadPopupData } from '../../../entrypoints/popup/first-paint';
import type { Link } from '../../../lib/api/model/link';
import type { ServerProfile } from '../../../lib/api/model/server';
import type { ConnectionState } from '../../../lib/connection-state';
import { emptyValues } from '../../../lib/link-form/values';
import type { DoneEntry } from '../../../lib/recent';
import { DEFAULT_SETTINGS } from '../../../lib/settings';
import { STORAGE } from '../../../lib/storage/registry';

const PAGE = 'https://example.com/article';
// Drafts expire: these moments are a little before the test runs.
const EARLIER = Date.now() - 60_000;
const LATER = Date.now() - 30_000;

function doneAt(at: number): DoneEntry {
  const link = { id: 1, shortUrl: 'https://s.example/abc', destination: PAGE } as Link;
  return { id: 'e1', requestId: 'r1', pageUrl: PAGE, source: 'popup', at, status: 'done', link };
}

async function openOn(url: string) {
  const tab = await browser.tabs.create({ url });
  return loadPopupData(`?tabId=${tab.id ?? -1}`);
}

beforeEach(() => fakeBrowser.reset());

describe("the popup's first paint", () => {
  it('reads the tab and every stored value it needs, typed, with defaults for what is missing', async () => {
    const data = await openOn(PAGE);
    expect(data).toMatchObject({ tabUrl: PAGE, settings: DEFAULT_SETTINGS, spaces: null, recent: [], draft: null });
  });

  it('restores a draft typed after the page last got a link', async () => {
    await browser.storage.local.set({ [STORAGE.recentLinks.key]: [doneAt(EARLIER)] });
    await saveDraft(PAGE, { ...emptyValues(), destination: PAGE, alias: 'typed-later' }, LATER);
    const data = await openOn(PAGE);
    expect(data.draft?.alias).toBe('typed-later');
    expect(data.spentDraft).toBe(false);
  });

  it('treats a draft as spent once a link for the page was made after it (the popup closed while waiting)', async () => {
    await saveDraft(PAGE, { ...emptyValues(), destination: PAGE, alias: 'sent' }, EARLIER);
    await browser.storage.local.set({ [STORAGE.recentLinks.key]: [doneAt(LATER)] });
    const data = await openOn(PAGE);
    expect(data.draft).toBeNull();
    expect(data.spentDraft).toBe(true);
  });

  it('reads the server profile in the same round trip (none until the background stored one)', async () => {
    expect((await openOn(PAGE)).serverProfile).toBeNull();
    const profile: ServerProfile = {
      serverOrigin: 'https://sho.rt',
      dialect: 'current',
      source: 'detected',
      checkedAt: EARLIER,
      account: {
        defaultDomainId: 1,
        defaultSpaceId: null,
        defaultPrivacy: 'public',
        timezone: 'UTC',
        featuresOff: ['pixels'],
      },
    };
    await browser.storage.local.set({ [STORAGE.serverProfile.key]: profile });
    expect((await openOn(PAGE)).serverProfile).toEqual(profile);
  });

  it('reads the connection state in the same round trip: an unconfigured popup knows it before drawing', async () => {
    expect((await openOn(PAGE)).connectionState).toBeNull();
    const state: ConnectionState = {
      configured: false,
      serverOrigin: null,
      health: { kind: 'unchecked' },
      since: EARLIER,
    };
    await browser.storage.local.set({ [STORAGE.connectionState.key]: state });
    expect((await openOn(PAGE)).connectionState).toEqual(state);
  });

  it('restores the start of a window typed into a draft', async () => {
    await saveDraft(PAGE, {
      ...emptyValues(),
      destination: PAGE,
      expiryStartDate: '2030-12-01',
      expiryDate: '2030-12-31',
    });
    const data = await openOn(PAGE);
    expect(data.draft).toMatchObject({ expiryStartDate: '2030-12-01', expiryDate: '2030-12-31' });
  });
});
