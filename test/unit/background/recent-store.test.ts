import { beforeEach, describe, expect, it } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Link } from '../../../lib/api/model/link';
import { RECENT_LINKS_LIMIT, type DoneEntry, type FailedEntry, newestDoneForPage } from '../../../lib/recent';
import { STORAGE } from '../../../lib/storage/registry';
import { putRecent, readRecent } from '../../../entrypoints/background/shortening/recent-store';
import { entryForRequest } from '../../../entrypoints/background/shortening/shortener';

function linkFor(id: number, destination: string): Link {
  return {
    id,
    alias: `a${id}`,
    destination,
    shortUrl: `https://s.example/a${id}`,
    title: null,
    space: null,
    domain: null,
    pixels: [],
    disabled: false,
    privacy: 'public',
    hasRedirectPassword: false,
    hasPrivacyPassword: false,
    expiry: { startDate: null, startTime: null, date: null, time: null, clickLimit: null, redirectUrl: null },
    targeting: { kind: 'none' },
    clicks: 0,
    createdAt: null,
    updatedAt: null,
  };
}

function done(id: number, pageUrl: string, at = id): DoneEntry {
  return {
    id: `e${id}`,
    requestId: `r${id}`,
    pageUrl,
    source: 'popup',
    at,
    status: 'done',
    link: linkFor(id, pageUrl),
  };
}

function failed(id: number, pageUrl: string): FailedEntry {
  return {
    id: `e${id}`,
    requestId: `r${id}`,
    pageUrl,
    source: 'shortcut',
    at: id,
    status: 'failed',
    failure: { kind: 'network', message: 'Could not reach the server.' },
    draft: { destination: pageUrl },
  };
}

beforeEach(() => {
  fakeBrowser.reset();
});

describe('recent links', () => {
  it('keeps the newest first, in storage.local', async () => {
    await putRecent(done(1, 'https://a.example/'));
    await putRecent(done(2, 'https://b.example/'));
    expect((await readRecent()).map((e) => e.id)).toEqual(['e2', 'e1']);
    expect((await browser.storage.local.get(STORAGE.recentLinks.key))[STORAGE.recentLinks.key]).toHaveLength(2);
  });

  it(`is bounded to ${RECENT_LINKS_LIMIT}, dropping the oldest`, async () => {
    for (let i = 1; i <= RECENT_LINKS_LIMIT + 7; i++) await putRecent(done(i, `https://p${i}.example/`));
    const entries = await readRecent();
    expect(entries).toHaveLength(RECENT_LINKS_LIMIT);
    expect(entries[0]?.id).toBe(`e${RECENT_LINKS_LIMIT + 7}`);
    expect(entries.at(-1)?.id).toBe('e8');
  });

  it('loses no entry when many finish at once', async () => {
    await Promise.all(Array.from({ length: 10 }, (_, i) => putRecent(done(i + 1, `https://p${i}.example/`))));
    expect(await readRecent()).toHaveLength(10);
  });

  it('finds the newest link made for a page (by the page or by the destination), skipping failures', async () => {
    await putRecent(done(1, 'https://a.example/'));
    await putRecent(done(2, 'https://a.example/'));
    await putRecent(failed(3, 'https://a.example/'));
    await putRecent({ ...done(4, 'https://tab.example/'), link: linkFor(4, 'https://edited.example/') });
    const entries = await readRecent();
    expect(newestDoneForPage(entries, 'https://a.example/')?.id).toBe('e2');
    expect(newestDoneForPage(entries, 'https://edited.example/')?.id).toBe('e4');
    expect(newestDoneForPage(entries, 'https://tab.example/')?.id).toBe('e4');
    expect(newestDoneForPage(entries, 'https://never.example/')).toBeUndefined();
    expect(entryForRequest(entries, 'r3')?.status).toBe('failed');
  });

  it('a retried entry replaces the failed one in place of a new row', async () => {
    await putRecent(failed(1, 'https://a.example/'));
    await putRecent(done(2, 'https://b.example/'));
    await putRecent({ ...done(9, 'https://a.example/'), id: 'e1' });
    const entries = await readRecent();
    expect(entries.map((e) => [e.id, e.status])).toEqual([
      ['e1', 'done'],
      ['e2', 'done'],
    ]);
  });

  it('reads nothing rather than garbage from an unexpected stored value', async () => {
    await browser.storage.local.set({ [STORAGE.recentLinks.key]: [{ id: 1 }, 'x', done(1, 'https://a.example/')] });
    expect((await readRecent()).map((e) => e.id)).toEqual(['e1']);
    await browser.storage.local.set({ [STORAGE.recentLinks.key]: 'corrupt' });
    expect(await readRecent()).toEqual([]);
  });
});
