import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  findExisting,
  findExistingHandlers,
  forgetLookUps,
  LOOK_UP_KEPT_MS,
} from '../../../entrypoints/background/shortening/find-existing';
import { connectionItemOf } from '../../../entrypoints/background/servers/connection-store';
import { loadSettings, storeSettings } from '../../../entrypoints/background/servers/settings';
import { connectedClient } from '../../../entrypoints/background/transport/connected-client';
import { requestQueue } from '../../../entrypoints/background/transport/request-queue';
import { NOT_ASKED } from '../../../lib/already-shortened';
import type { LinkDraft } from '../../../lib/api/model/link';
import { FIRST_SERVER_ID } from '../../../lib/servers';
import { DEFAULT_SETTINGS } from '../../../lib/settings';
import { ask as askBackground } from '../../../lib/messages/channel';
import { DIALECTS, OTHER_KEY, TEST_KEY, useReferenceServer } from '../support/reference-server';
import { useStartedBackground } from './started-background';

/**
 * "Already on your server", as the background asks it: over real HTTP to the reference server, in
 * both dialects, through the request queue. Links are made behind the extension's back, as the
 * dashboard, another browser or a colleague would.
 */
describe.each(DIALECTS)('looking for the page’s links on a %s server', (dialect) => {
  const backend = useReferenceServer({ dialect });
  const PAGE = 'https://example.com/article?id=7&utm_source=news';
  const CLEANED = 'https://example.com/article?id=7';
  const searches = () => backend.server.requests().filter((r) => r.method === 'GET' && r.path === '/api/v1/links');
  const made = (draft: LinkDraft) => backend.client().links.create(draft);
  const ask = (pageUrl: string) => findExistingHandlers['links/find-existing']({ pageUrl }, null);

  beforeEach(async () => {
    requestQueue.forget();
    forgetLookUps();
    await connectionItemOf(FIRST_SERVER_ID).setValue({ serverUrl: backend.server.url, apiKey: TEST_KEY });
    await storeSettings(null, { ...DEFAULT_SETTINGS, lookUpExisting: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('finds links for the page with or without its tracking parameters, newest first, in one search', async () => {
    const first = await made({ destination: PAGE });
    await made({ destination: `https://web.archive.org/web/${CLEANED}` });
    await made({ destination: `${CLEANED}&page=2` });
    const second = await made({ destination: CLEANED });
    backend.server.clearRequests();

    const found = await ask(PAGE);
    expect(found.asked).toBe(true);
    expect(found.links.map((l) => l.shortUrl)).toEqual([second.shortUrl, first.shortUrl]);
    expect(found.links[0]).toMatchObject({ alias: second.alias, clicks: 0, state: 'active' });
    expect(found.links[0]?.createdAt).toEqual(expect.any(String));
    const [search, ...more] = searches();
    expect(more).toEqual([]);
    // The dialect's own names, and what both forms begin with.
    expect(search?.query).toMatchObject(
      dialect === 'current' ? { search: CLEANED, search_by: 'url' } : { search: CLEANED, by: 'url' },
    );
  });

  it('marks expired links (and disabled ones, where the dialect has them) as not active', async () => {
    const spent = await made({ destination: CLEANED, expiry: { clickLimit: 1 } });
    backend.server.addClicks(spent.id, 1);
    if (dialect === 'classic') await made({ destination: CLEANED, disabled: true });
    const found = await ask(CLEANED);
    expect(found.links.map((l) => l.state)).toEqual(dialect === 'classic' ? ['disabled', 'expired'] : ['expired']);
  });

  it('keeps an answer 15 seconds per page: five openings send one search, another page its own', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await made({ destination: CLEANED });
    backend.server.clearRequests();
    const answers = await Promise.all([ask(CLEANED), ask(CLEANED)]);
    for (let i = 0; i < 3; i++) answers.push(await ask(CLEANED));
    expect(answers.every((a) => a.links.length === 1)).toBe(true);
    expect(searches()).toHaveLength(1);

    await ask('https://example.com/other');
    expect(searches()).toHaveLength(2);
    vi.setSystemTime(Date.now() + LOOK_UP_KEPT_MS - 1);
    await ask(CLEANED);
    expect(searches()).toHaveLength(2);
    vi.setSystemTime(Date.now() + 1);
    await ask(CLEANED);
    expect(searches()).toHaveLength(3);
  });

  it('sends nothing while the setting is off; the menu’s look-up asks all the same', async () => {
    await storeSettings(null, { ...DEFAULT_SETTINGS, lookUpExisting: false });
    await made({ destination: CLEANED });
    backend.server.clearRequests();
    expect(await ask(CLEANED)).toEqual(NOT_ASKED);
    expect(searches()).toEqual([]);
    const forMenu = await findExisting(CLEANED, null, await loadSettings(null));
    expect(forMenu.links).toHaveLength(1);
    expect(searches()).toHaveLength(1);
  });

  it('answers “not asked”, without throwing, when the server fails', async () => {
    backend.server.addFault({ match: { method: 'GET', path: '/api/v1/links' }, status: 500, times: 1 });
    expect(await ask(CLEANED)).toEqual(NOT_ASKED);
    expect(searches()).toHaveLength(1);
  });

  it('is skipped, not held, when the rate limit leaves only people’s share', async () => {
    backend.server.setRateLimit(12);
    // A person's requests spend the window down to one left: what a shortening may still need.
    const client = await connectedClient('user');
    for (let i = 0; i < 11; i++) await client.links.list({ perPage: 10 });
    backend.server.clearRequests();
    expect(await ask(CLEANED)).toEqual(NOT_ASKED);
    expect(backend.server.requests()).toEqual([]);
    // Not kept: the next opening tries again once the budget allows it.
    backend.server.setRateLimit(10_000);
    requestQueue.forget();
    expect((await ask(CLEANED)).asked).toBe(true);
  });

  describe('through the started background', () => {
    useStartedBackground();

    it('answers pages, and forgets what it found when the key changes (another account)', async () => {
      // The clock stands still: only the changed key can end the kept answer.
      vi.useFakeTimers({ toFake: ['Date'] });
      await made({ destination: CLEANED });
      backend.server.clearRequests();
      const found = () => askBackground('links/find-existing', { pageUrl: CLEANED });
      expect((await found()).links).toHaveLength(1);
      await connectionItemOf(FIRST_SERVER_ID).setValue({ serverUrl: backend.server.url, apiKey: OTHER_KEY });
      await expect.poll(async () => (await found()).links.length, { timeout: 5000 }).toBe(0);
      expect(searches()).toHaveLength(2);
    });
  });
});
