import { beforeEach, describe, expect, it } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { clearDraft, saveDraft } from '../../../entrypoints/popup/draft-writes';
import { DRAFTS_LIMIT, draftKeyOf, loadDraft, loadDraftLookup } from '../../../entrypoints/popup/drafts';
import { DRAFTS } from '../../../lib/storage/registry';

/** What a saved draft held (the form's values), or null. */
async function draftValues(pageUrl: string, now?: number): Promise<unknown> {
  return (await loadDraft(pageUrl, now))?.values ?? null;
}

beforeEach(() => {
  fakeBrowser.reset();
});

describe('the popup draft store', () => {
  it('restores the draft of the same page, and only that page', async () => {
    await saveDraft('https://a.example/', { url: 'https://a.example/', alias: 'a' });
    await saveDraft('https://b.example/', { url: 'https://b.example/x', alias: 'b' });
    expect(await draftValues('https://a.example/')).toEqual({ url: 'https://a.example/', alias: 'a' });
    expect(await draftValues('https://b.example/')).toEqual({ url: 'https://b.example/x', alias: 'b' });
    expect(await draftValues('https://c.example/')).toBeNull();
  });

  it('keeps the latest of fast successive saves (one per keystroke)', async () => {
    await Promise.all(['f', 'fo', 'foo'].map((alias) => saveDraft('https://a.example/', { url: 'u', alias })));
    expect(await draftValues('https://a.example/')).toEqual({ url: 'u', alias: 'foo' });
  });

  it('survives a browser restart, except the passwords, which never touch the disk', async () => {
    const typed = { url: 'u', alias: 'kept', privacyPassword: 'stats-pw', redirectPassword: 'gate-pw' };
    await saveDraft('https://a.example/', typed);
    expect(await draftValues('https://a.example/')).toEqual(typed);
    const onDisk = JSON.stringify(await browser.storage.local.get(null));
    expect(onDisk).toContain('kept');
    expect(onDisk).not.toContain('stats-pw');
    expect(onDisk).not.toContain('gate-pw');

    // A restart empties session storage: the form comes back without its passwords.
    await browser.storage.session.clear();
    expect(await draftValues('https://a.example/')).toEqual({ ...typed, privacyPassword: '', redirectPassword: '' });
  });

  it('forgets passwords cleared from the form', async () => {
    await saveDraft('https://a.example/', { url: 'u', redirectPassword: 'gate-pw' });
    await saveDraft('https://a.example/', { url: 'u', redirectPassword: '' });
    expect(await browser.storage.session.get(null)).toEqual({});
    expect(await draftValues('https://a.example/')).toEqual({ url: 'u', redirectPassword: '' });
  });

  it('is bounded: the oldest drafts fall off', async () => {
    for (let i = 0; i < DRAFTS_LIMIT + 5; i++)
      await saveDraft(`https://p${i}.example/`, { url: 'u', alias: `a${i}` }, 1000 + i);
    const stored = Object.keys(await browser.storage.local.get(null)).filter((key) => key.startsWith(DRAFTS.keyPrefix));
    expect(stored).toHaveLength(DRAFTS_LIMIT);
    expect(await draftValues('https://p0.example/', 2000)).toBeNull();
    expect(await draftValues(`https://p${DRAFTS_LIMIT + 4}.example/`, 2000)).toMatchObject({
      alias: `a${DRAFTS_LIMIT + 4}`,
    });
  });

  it('forgets drafts older than a week', async () => {
    const day = 24 * 60 * 60 * 1000;
    await saveDraft('https://old.example/', { url: 'u', alias: 'old' }, 0);
    expect(await draftValues('https://old.example/', 6 * day)).not.toBeNull();
    expect(await draftValues('https://old.example/', 8 * day)).toBeNull();
  });

  it('clears a page draft after a shortening', async () => {
    await saveDraft('https://a.example/', { url: 'u', alias: 'a' });
    await saveDraft('https://b.example/', { url: 'u', alias: 'b' });
    await clearDraft('https://a.example/');
    expect(await draftValues('https://a.example/')).toBeNull();
    expect(await draftValues('https://b.example/')).not.toBeNull();
  });

  it('ignores anything unreadable in storage', async () => {
    await browser.storage.local.set({ [draftKeyOf('https://a.example/')]: { nonsense: true } });
    await browser.storage.local.set({ [draftKeyOf('https://b.example/')]: 'x' });
    expect(await draftValues('https://a.example/')).toBeNull();
    expect(await draftValues('https://b.example/')).toBeNull();
  });

  it('reads every draft in one go for a page not known yet, with the same age rule', async () => {
    const day = 24 * 60 * 60 * 1000;
    await saveDraft('https://a.example/', { url: 'u', alias: 'a' }, 10 * day);
    await saveDraft('https://old.example/', { url: 'u', alias: 'old' }, 0);
    await browser.storage.local.set({ [draftKeyOf('https://bad.example/')]: 'x' });
    const draftFor = await loadDraftLookup(10 * day);
    expect(draftFor('https://a.example/')?.values).toEqual({ url: 'u', alias: 'a' });
    expect(draftFor('https://old.example/')).toBeNull();
    expect(draftFor('https://bad.example/')).toBeNull();
    expect(draftFor('https://none.example/')).toBeNull();
  });
});
