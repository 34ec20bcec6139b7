import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiHandlers } from '../../../entrypoints/background/lists/api-handlers';
import { connectedClient } from '../../../entrypoints/background/transport/connected-client';
import { connectionItemOf } from '../../../entrypoints/background/servers/connection-store';
import { FIRST_SERVER_ID } from '../../../lib/servers';
import { earlierLinkFor } from '../../../entrypoints/background/shortening/recent-check';
import { putRecent, readRecent } from '../../../entrypoints/background/shortening/recent-store';
import { requestQueue } from '../../../entrypoints/background/transport/request-queue';
import { shortenHandlers } from '../../../entrypoints/background/shortening/shorten-handlers';
import { createShortener, type Shortener } from '../../../entrypoints/background/shortening/shortener';
import type { Link } from '../../../lib/api/model/link';
import { DIALECTS, TEST_KEY, useReferenceServer } from '../support/reference-server';

/**
 * Recent links say what the server holds: a link renamed or deleted through the extension, or
 * deleted elsewhere (phpShort's dashboard; here the test's own client), is never offered as it was.
 * Over real HTTP to the reference server, in both dialects.
 */
describe.each(DIALECTS)('recent links on a %s server', (dialect) => {
  const backend = useReferenceServer({ dialect });
  let shortener: Shortener;

  beforeEach(async () => {
    requestQueue.forget();
    await connectionItemOf(FIRST_SERVER_ID).setValue({ serverUrl: backend.server.url, apiKey: TEST_KEY });
    shortener = createShortener({ client: (server) => connectedClient('user', server), readRecent, putRecent });
  });
  // The record is written just after the answer: let it land before the fake browser is reset.
  afterEach(() => new Promise((resolve) => setTimeout(resolve, 0)));

  const PAGE = 'https://example.com/article';

  async function shortened(requestId = 'r1'): Promise<Link> {
    const { link } = await shortener.shorten({
      requestId,
      pageUrl: PAGE,
      draft: { destination: PAGE },
      source: 'popup',
    });
    await expect.poll(async () => (await readRecent()).length).toBeGreaterThan(0);
    return link;
  }

  const doneLinks = async () =>
    (await readRecent()).flatMap((entry) => (entry.status === 'done' ? [entry.link.shortUrl] : []));
  const shows = () =>
    backend.server.requests().filter((r) => r.method === 'GET' && r.path.startsWith('/api/v1/links/'));

  it('files the server the link was made on with it', async () => {
    await shortened();
    expect((await readRecent())[0]?.serverOrigin).toBe(backend.server.url);
  });

  it('follows a rename and a delete made through the extension', async () => {
    const link = await shortened();
    const renamed = await apiHandlers['links/update']({ id: link.id, changes: { alias: 'renamed' } });
    expect(renamed.shortUrl).toMatch(/\/renamed$/);
    expect(await doneLinks()).toEqual([renamed.shortUrl]);

    await apiHandlers['links/remove']({ id: link.id, bulk: true });
    expect(await doneLinks()).toEqual([]);
  });

  it('drops a link sent elsewhere by an edit, and the links of a deleted space', async () => {
    const link = await shortened('a');
    await apiHandlers['links/update']({ id: link.id, changes: { destination: 'https://example.com/other' } });
    expect(await doneLinks()).toEqual([]);

    const space = await apiHandlers['spaces/create']({ name: 'Work', color: 1 });
    await shortener.shorten({
      requestId: 'b',
      pageUrl: PAGE,
      draft: { destination: PAGE, spaceId: space.id },
      source: 'popup',
    });
    await expect.poll(doneLinks).toHaveLength(1);
    await apiHandlers['spaces/remove']({ id: space.id });
    expect(await doneLinks()).toEqual([]);
  });

  it('forgets a link the server says was already deleted, when the extension deletes it', async () => {
    const link = await shortened();
    await backend.client().links.remove(link.id);
    await expect(apiHandlers['links/remove']({ id: link.id })).rejects.toMatchObject({ kind: 'not-found' });
    expect(await doneLinks()).toEqual([]);
  });

  it('checks an earlier link by id: renamed elsewhere, the new short URL; deleted elsewhere, gone', async () => {
    const link = await shortened();
    const renamed = await backend.client().links.update(link.id, { alias: 'elsewhere' });
    backend.server.clearRequests();
    const first = await shortenHandlers(shortener)['recent/check']({ entryId: 'r1' });
    expect(first).toMatchObject({ status: 'current', entry: { link: { shortUrl: renamed.shortUrl } } });
    expect(await doneLinks()).toEqual([renamed.shortUrl]);
    expect(shows()).toHaveLength(1);

    await backend.client().links.remove(link.id);
    const second = await shortenHandlers(shortener)['recent/check']({ entryId: 'r1' });
    expect(second).toMatchObject({ status: 'gone', reason: 'deleted' });
    expect(await doneLinks()).toEqual([]);
    expect(await shortenHandlers(shortener)['recent/check']({ entryId: 'r1' })).toBeNull();
  });

  it('keeps an earlier link the server cannot be asked about', async () => {
    const link = await shortened();
    backend.server.addFault({ match: { path: '/api/v1/links/' }, dropConnection: true });
    const verdict = await earlierLinkFor(PAGE, null);
    expect(verdict).toMatchObject({ status: 'unchecked', entry: { link: { id: link.id } } });
    expect(await doneLinks()).toEqual([link.shortUrl]);
  });

  it('asks nothing when the address was never shortened', async () => {
    await shortened();
    backend.server.clearRequests();
    expect(await earlierLinkFor('https://example.com/never', null)).toBeNull();
    expect(backend.server.requests()).toEqual([]);
  });

  it('does not offer a link made on another server', async () => {
    await shortened();
    await connectionItemOf(FIRST_SERVER_ID).setValue({ serverUrl: 'https://other.example', apiKey: TEST_KEY });
    expect(await earlierLinkFor(PAGE, null)).toBeNull();
  });
});
