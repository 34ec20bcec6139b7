import { beforeEach, describe, expect, it } from 'vitest';
import { connectedClient } from '../../../entrypoints/background/transport/connected-client';
import { connectionItemOf } from '../../../entrypoints/background/servers/connection-store';
import { createJobEngine, type JobEngine } from '../../../entrypoints/background/jobs/engine';
import { deleteLinksRunner } from '../../../entrypoints/background/jobs/kinds/delete-links';
import { deleteSpaceRunner } from '../../../entrypoints/background/jobs/kinds/delete-space';
import { exportRunner } from '../../../entrypoints/background/jobs/kinds/export';
import { importRunner } from '../../../entrypoints/background/jobs/kinds/import';
import { shortenRunner } from '../../../entrypoints/background/jobs/kinds/shorten';
import { requestQueue } from '../../../entrypoints/background/transport/request-queue';
import type { Job, JobKind } from '../../../lib/jobs/job';
import { FIRST_SERVER_ID } from '../../../lib/servers';
import { jobWriter, readJob } from '../../../lib/storage/jobs';
import { DIALECTS, TEST_KEY, useReferenceServer } from '../support/reference-server';

/**
 * Each kind of job the Links and Spaces pages start, run by the engine over real HTTP against the
 * reference server of each dialect: what the server ends up with, and what the job says it did.
 */

async function waitFor(check: () => boolean, what: string): Promise<void> {
  const until = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > until) throw new Error(`Timed out waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe.each(DIALECTS)('jobs of the Links and Spaces pages (%s server)', (dialect) => {
  const backend = useReferenceServer({ dialect });
  const forgotten: number[] = [];
  const spacesGone: number[] = [];
  let engine: JobEngine;

  beforeEach(async () => {
    requestQueue.forget();
    forgotten.length = 0;
    spacesGone.length = 0;
    await connectionItemOf(FIRST_SERVER_ID).setValue({ serverUrl: backend.server.url, apiKey: TEST_KEY });
    engine = createJobEngine({
      writer: jobWriter(),
      runners: {
        shorten: shortenRunner,
        'delete-links': deleteLinksRunner({
          forgetLink: (_client, id) => Promise.resolve(forgotten.push(id)),
        }),
        'delete-space': deleteSpaceRunner({ spaceGone: (_client, id) => Promise.resolve(spacesGone.push(id)) }),
        export: exportRunner,
        import: importRunner,
      },
      client: (server) => connectedClient('bulk', server),
      takeBack: () => requestQueue.dropWaiting('bulk'),
    });
  });

  async function finished<K extends JobKind>(id: string): Promise<Job<K>> {
    await engine.idle();
    const job = await readJob(id);
    if (!job) throw new Error(`Job ${id} is not stored`);
    return job as Job<K>;
  }

  /** The route the server deletes a link on (a classic client finds it with its first delete). */
  const deletePath = (id: number) =>
    dialect === 'current' ? `/api/v1/links/${String(id)}` : `/links/${String(id)}/destroy`;
  const deletesOf = (id: number) =>
    backend.server.requests().filter((r) => r.method === 'DELETE' && r.path === deletePath(id));

  it('deletes links: one already gone counts as deleted, one the server refuses is told with its reason', async () => {
    const api = backend.client();
    const links = [];
    for (const alias of ['kept-a', 'gone-b', 'refused-c', 'kept-d'])
      links.push(await api.links.create({ destination: `https://example.com/${alias}`, alias }));
    const [a, b, c, d] = links.map(({ id, alias, shortUrl }) => ({ id, alias, shortUrl }));
    if (!a || !b || !c || !d) throw new Error('four links');
    await api.links.remove(b.id);
    // The server refuses the third delete (a 422, as phpShort answers a delete it will not do).
    backend.server.addFault({ match: { method: 'DELETE', path: deletePath(c.id) }, status: 422 });
    backend.server.clearRequests();

    const header = await engine.start({
      kind: 'delete-links',
      serverId: FIRST_SERVER_ID,
      params: null,
      inputs: [a, b, c, d],
    });
    const job = await finished<'delete-links'>(header.id);

    expect(job.header.status).toBe('finished');
    expect(job.items.map((item) => item.state)).toEqual(['done', 'done', 'refused', 'done']);
    expect(job.items[2]?.reason).toMatch(/\S/);
    expect(job.header.counts).toMatchObject({ done: 3, refused: 1, failed: 0 });
    // Each link asked for once; the refused one is still on the server, the others are not.
    for (const link of [a, b, c, d]) expect(deletesOf(link.id)).toHaveLength(1);
    const left = (await api.links.list({ perPage: 50 })).items.map((link) => link.alias);
    expect(left).toContain('refused-c');
    expect(left).not.toEqual(expect.arrayContaining(['kept-a']));
    expect(left).not.toEqual(expect.arrayContaining(['kept-d']));
    // Deleted links (and the one found gone) are never offered again as made before.
    expect(forgotten.sort()).toEqual([a.id, d.id].sort());
  });

  it('deletes a space, and with it its links on the server', async () => {
    const api = backend.client();
    const space = await api.spaces.create({ name: 'Old campaign', color: 2 });
    for (const name of ['s1', 's2'])
      await api.links.create({ destination: `https://example.com/${name}`, alias: name, spaceId: space.id });
    backend.server.clearRequests();

    const header = await engine.start({
      kind: 'delete-space',
      serverId: FIRST_SERVER_ID,
      params: { name: space.name },
      inputs: [{ id: space.id, name: space.name }],
    });
    const job = await finished<'delete-space'>(header.id);

    expect(job.header.status).toBe('finished');
    expect(job.items.map((item) => item.state)).toEqual(['done']);
    expect(backend.server.requests().filter((r) => r.method === 'DELETE')).toHaveLength(1);
    expect((await api.spaces.list({ perPage: 50 })).items.map((s) => s.id)).not.toContain(space.id);
    expect((await api.links.list({ spaceId: space.id, perPage: 10 })).total).toBe(0);
    expect(spacesGone).toEqual([space.id]);
  });

  it('exports 230 links over three pages in turn; a page failing once holds the rest until Retry', async () => {
    const api = backend.client();
    for (let start = 0; start < 230; start += 10)
      await Promise.all(
        Array.from({ length: 10 }, (_, k) =>
          api.links.create({ destination: `https://example.com/x${String(start + k)}` }),
        ),
      );
    backend.server.clearRequests();
    const pagesAsked = () =>
      backend.server
        .requests()
        .filter((r) => r.method === 'GET' && r.path === '/api/v1/links')
        .map((r) => r.query.page ?? '1');
    // The first page is held until the fault for the next one is in place: page 2 then fails once.
    backend.server.addFault({ match: { method: 'GET', path: '/api/v1/links' }, hold: true, times: 1 });

    const header = await engine.start({
      kind: 'export',
      serverId: FIRST_SERVER_ID,
      params: { filter: {}, perPage: 100, state: 'all' },
      inputs: [{ page: 1 }],
    });
    await waitFor(() => backend.server.heldCount() === 1, 'the first page asked');
    backend.server.addFault({ match: { method: 'GET', path: '/api/v1/links' }, status: 500, times: 1 });
    backend.server.releaseHeld();
    const failedOnce = await finished<'export'>(header.id);

    // The failed page holds the export: a page after it is not asked until it is tried again.
    expect(failedOnce.header.status).toBe('paused');
    expect(failedOnce.items.map((item) => [item.input.page, item.state])).toEqual([
      [1, 'done'],
      [2, 'failed'],
      [3, 'waiting'],
    ]);
    expect(pagesAsked()).toEqual(['1', '2']);
    expect(failedOnce.items[1]?.reason).toMatch(/\S/);

    await engine.retry(header.id, null);
    const job = await finished<'export'>(header.id);
    expect(job.header.status).toBe('finished');
    expect(job.items.map((item) => item.state)).toEqual(['done', 'done', 'done']);
    // Each page once per attempt: page 2 twice (it failed once), the others once.
    expect(pagesAsked()).toEqual(['1', '2', '2', '3']);
    const exported = job.items.flatMap((item) => item.result?.links ?? []);
    expect(exported).toHaveLength(230);
    expect(new Set(exported.map((link) => link.id)).size).toBe(230);
    expect(job.items.map((item) => item.result?.total)).toEqual([230, 230, 230]);
  });
});
