import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createJobEngine, type JobEngine, type KindRunners } from '../../../entrypoints/background/jobs/engine';
import { deleteLinksRunner } from '../../../entrypoints/background/jobs/kinds/delete-links';
import { deleteSpaceRunner } from '../../../entrypoints/background/jobs/kinds/delete-space';
import { exportRunner } from '../../../entrypoints/background/jobs/kinds/export';
import { importRunner } from '../../../entrypoints/background/jobs/kinds/import';
import { shortenRunner } from '../../../entrypoints/background/jobs/kinds/shorten';
import { connectionItemOf } from '../../../entrypoints/background/servers/connection-store';
import { connectedClient } from '../../../entrypoints/background/transport/connected-client';
import { requestQueue } from '../../../entrypoints/background/transport/request-queue';
import type { ImportInput, Job } from '../../../lib/jobs/job';
import { FIRST_SERVER_ID } from '../../../lib/servers';
import { jobWriter, readJob } from '../../../lib/storage/jobs';
import { DIALECTS, TEST_KEY, useReferenceServer } from '../support/reference-server';

/**
 * The import as a job, over real HTTP in both dialects: a row whose back-half is already on the
 * domain with the same destination is "already there" (no create), with another destination a
 * conflict (refused, never overwritten); the server's own refusal is told; importing the same rows
 * twice creates nothing the second time; a create whose answer was lost is found, not made twice.
 */

const runners: KindRunners = {
  shorten: shortenRunner,
  'delete-links': deleteLinksRunner({ forgetLink: () => Promise.resolve() }),
  'delete-space': deleteSpaceRunner({ spaceGone: () => Promise.resolve() }),
  export: exportRunner,
  import: importRunner,
};

describe.each(DIALECTS)('the import job (%s server)', (dialect) => {
  const backend = useReferenceServer({ dialect });
  let engine: JobEngine;
  // The account's first own domain (the current dialect's domain 1 is the global default).
  const domainId = dialect === 'current' ? 2 : 1;
  const params = { domainId, spaceId: null };

  beforeEach(async () => {
    requestQueue.forget();
    await connectionItemOf(FIRST_SERVER_ID).setValue({ serverUrl: backend.server.url, apiKey: TEST_KEY });
    engine = createJobEngine({
      writer: jobWriter(),
      runners,
      client: (server) => connectedClient('bulk', server),
      takeBack: () => requestQueue.dropWaiting('bulk'),
    });
  });
  afterEach(() => backend.server.endHanging());

  const creates = () => backend.server.requests().filter((r) => r.method === 'POST' && r.path === '/api/v1/links');
  const row = (line: number, destination: string, alias: string | null): ImportInput => ({ line, destination, alias });
  async function imported(inputs: ImportInput[]): Promise<Job<'import'>> {
    const { id } = await engine.start({ kind: 'import', serverId: FIRST_SERVER_ID, params, inputs });
    await engine.idle();
    return stored(id);
  }
  async function stored(id: string): Promise<Job<'import'>> {
    const job = await readJob(id);
    if (!job) throw new Error(`Job ${id} is not stored`);
    return job as Job<'import'>;
  }
  async function linksTo(url: string) {
    const page = await backend.client().links.list({ search: url, searchIn: 'url', perPage: 50 });
    return page.items.filter((link) => link.destination === url);
  }

  it('creates new rows, finds one already there, refuses a conflict and tells the server’s refusal', async () => {
    const api = backend.client();
    const there = await api.links.create({ destination: 'https://example.com/there', alias: 'There', domainId });
    await api.links.create({ destination: 'https://example.com/elsewhere', alias: 'taken', domainId });
    backend.server.clearRequests();

    const job = await imported([
      row(2, 'https://example.com/new', 'brand-new'),
      // Same alias without case: phpShort compares them alike.
      row(3, 'https://example.com/there', 'there'),
      row(4, 'https://example.com/other', 'taken'),
      row(5, 'https://example.com/picked', null),
      // An alias phpShort cannot take (the page proposes another first): refused before it is sent.
      row(6, 'https://example.com/refused', 'no.dots'),
    ]);

    expect(job.items.map((item) => item.state)).toEqual(['done', 'done', 'refused', 'done', 'refused']);
    expect(job.items[0]?.result?.outcome).toBe('created');
    expect(job.items[0]?.result?.shortUrl).toContain('brand-new');
    expect(job.items[1]?.result).toEqual({ outcome: 'already-there', id: there.id, shortUrl: there.shortUrl });
    expect(job.items[2]).toMatchObject({ refusedAs: 'conflict' });
    expect(job.items[2]?.reason).toContain('https://example.com/elsewhere');
    expect(job.items[3]?.result).toMatchObject({ outcome: 'created' });
    expect(job.items[4]?.refusedAs).toBeUndefined();
    expect(job.items[4]?.reason).not.toBe('');
    // Creates for the new rows only; the taken alias still points elsewhere.
    expect(creates().map((r) => r.form.url)).toEqual(['https://example.com/new', 'https://example.com/picked']);
    expect(await linksTo('https://example.com/other')).toHaveLength(0);
    expect((await linksTo('https://example.com/elsewhere'))[0]?.alias).toBe('taken');
  });

  it('a create the server refuses is refused with its reason, not a conflict', async () => {
    backend.server.addFault({ match: { method: 'POST', path: '/api/v1/links' }, status: 422, times: 1 });
    const job = await imported([
      row(2, 'https://example.com/no', 'not-wanted'),
      row(3, 'https://example.com/yes', null),
    ]);
    expect(job.items.map((item) => item.state)).toEqual(['refused', 'done']);
    expect(job.items[0]?.reason).toEqual(expect.any(String));
    expect(job.items[0]?.refusedAs).toBeUndefined();
    expect(await linksTo('https://example.com/no')).toHaveLength(0);
  });

  it('importing the same rows twice creates nothing the second time', async () => {
    const rows = [row(2, 'https://example.com/a', 'first-a'), row(3, 'https://example.com/b', 'first-b')];
    const first = await imported(rows);
    expect(first.items.map((item) => item.result?.outcome)).toEqual(['created', 'created']);
    backend.server.clearRequests();

    const second = await imported(rows);
    expect(second.items.map((item) => item.result?.outcome)).toEqual(['already-there', 'already-there']);
    expect(second.items.map((item) => item.result?.id)).toEqual(first.items.map((item) => item.result?.id));
    expect(creates()).toHaveLength(0);
  });

  it('a create stored whose answer was lost: found on the server, never made twice', async () => {
    backend.server.addFault({ match: { method: 'POST', path: '/api/v1/links' }, storeThenHang: true, times: 1 });
    const { id } = await engine.start({
      kind: 'import',
      serverId: FIRST_SERVER_ID,
      params,
      inputs: [row(2, 'https://example.com/lost', null), row(3, 'https://example.com/next', 'next')],
    });
    // The server stored the first link and answers nothing; the connection then breaks.
    await expect.poll(() => linksTo('https://example.com/lost').then((links) => links.length)).toBe(1);
    backend.server.endHanging();
    // A broken connection stops the job (the next item would meet it too) with the item asked about first.
    await expect.poll(async () => (await stored(id)).header.status).toBe('paused');
    expect((await stored(id)).items[0]?.uncertainSince).toEqual(expect.any(Number));

    await engine.resume(id);
    await engine.idle();
    const job = await stored(id);
    expect(job.items.map((item) => item.state)).toEqual(['done', 'done']);
    expect(job.items[0]).toMatchObject({ foundStored: true, result: { outcome: 'created' } });
    expect(await linksTo('https://example.com/lost')).toHaveLength(1);
    expect(creates().filter((r) => r.form.url === 'https://example.com/lost')).toHaveLength(1);
  });
});
