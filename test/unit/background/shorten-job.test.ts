import { beforeEach, describe, expect, it } from 'vitest';
import { adoptEarlierShortenRun } from '../../../entrypoints/background/jobs/earlier-shorten-run';
import { createJobEngine, type JobEngine, type KindRunners } from '../../../entrypoints/background/jobs/engine';
import { deleteLinksRunner } from '../../../entrypoints/background/jobs/kinds/delete-links';
import { deleteSpaceRunner } from '../../../entrypoints/background/jobs/kinds/delete-space';
import { exportRunner } from '../../../entrypoints/background/jobs/kinds/export';
import { importRunner } from '../../../entrypoints/background/jobs/kinds/import';
import { shortenRunner } from '../../../entrypoints/background/jobs/kinds/shorten';
import { connectionItemOf } from '../../../entrypoints/background/servers/connection-store';
import { connectedClient } from '../../../entrypoints/background/transport/connected-client';
import { requestQueue } from '../../../entrypoints/background/transport/request-queue';
import type { Job, JobHeader, JobItem } from '../../../lib/jobs/job';
import { FIRST_SERVER_ID } from '../../../lib/servers';
import { jobWriter, readJob, type JobWriter } from '../../../lib/storage/jobs';
import { DIALECTS, TEST_KEY, useReferenceServer } from '../support/reference-server';
import { browser } from 'wxt/browser';

/**
 * Shorten many as a `shorten` job, over real HTTP in both dialects: one create per address through
 * the request queue (bulk priority), a refusal with the server's reason, a failure retried, Pause
 * that holds without cancelling, Cancel and Resume, and never two links for an address. And a run
 * 1.0.0 left in storage, taken up as a job by the next background.
 */

const runners: KindRunners = {
  shorten: shortenRunner,
  'delete-links': deleteLinksRunner({ forgetLink: () => Promise.resolve() }),
  'delete-space': deleteSpaceRunner({ spaceGone: () => Promise.resolve() }),
  export: exportRunner,
  import: importRunner,
};
const params = { spaceId: null, domainId: null, privacy: 'public', expiresOn: null } as const;

describe.each(DIALECTS)('Shorten many as a job (%s server)', (dialect) => {
  const backend = useReferenceServer({ dialect });
  let writer: JobWriter;
  let engine: JobEngine;
  const newEngine = () =>
    createJobEngine({
      writer,
      runners,
      client: (server) => connectedClient('bulk', server),
      takeBack: () => requestQueue.dropWaiting('bulk'),
    });

  const creates = () => backend.server.requests().filter((r) => r.method === 'POST' && r.path === '/api/v1/links');
  const createsOf = (url: string) => creates().filter((r) => r.form.url === url).length;
  async function stored(id: string): Promise<Job<'shorten'>> {
    const job = await readJob(id);
    if (!job) throw new Error(`Job ${id} is not stored`);
    return job as Job<'shorten'>;
  }
  const states = async (id: string) => (await stored(id)).items.map((item) => item.state);
  const item = (job: Job<'shorten'>, index: number): JobItem<'shorten'> => {
    const found = job.items[index];
    if (!found) throw new Error(`No item ${String(index)}`);
    return found;
  };
  async function linksTo(url: string) {
    const page = await backend.client().links.list({ search: url, searchIn: 'url', perPage: 50 });
    return page.items.filter((link) => link.destination === url);
  }
  const start = (urls: readonly (string | { url: string; alias: string })[]): Promise<JobHeader> =>
    engine.start({
      kind: 'shorten',
      serverId: FIRST_SERVER_ID,
      params,
      inputs: urls.map((entry) => (typeof entry === 'string' ? { url: entry, alias: '' } : entry)),
    });
  /** Until the job's request held by the server has come: the item is on its way. */
  const untilHeld = () => expect.poll(() => backend.server.heldCount()).toBe(1);

  beforeEach(async () => {
    requestQueue.forget();
    await connectionItemOf(FIRST_SERVER_ID).setValue({ serverUrl: backend.server.url, apiKey: TEST_KEY });
    writer = jobWriter();
    engine = newEngine();
  });

  it('makes each address once: done, refused with the server’s reason, failed and retried', async () => {
    await backend.client().links.create({ destination: 'https://example.com/earlier', alias: 'taken' });
    backend.server.clearRequests();
    // The first create meets a server error (not processed): a failure, which Retry may cure.
    backend.server.addFault({ match: { method: 'POST', path: '/api/v1/links' }, status: 500, times: 1 });
    const { id } = await start([
      'https://example.com/2',
      { url: 'https://example.com/1', alias: 'taken' },
      'https://example.com/3',
    ]);
    await engine.idle();
    let job = await stored(id);
    expect(job.items.map((each) => each.state)).toEqual(['failed', 'refused', 'done']);
    expect(job.header).toMatchObject({ status: 'finished', counts: { done: 1, refused: 1, failed: 1 } });
    expect(item(job, 1).reason).toMatch(/alias/i);
    expect(item(job, 2).result?.shortUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\w+$/);
    expect(item(job, 2).result?.destination).toBe('https://example.com/3');

    await engine.retry(id, 0);
    await engine.idle();
    job = await stored(id);
    expect(job.items.map((each) => each.state)).toEqual(['done', 'refused', 'done']);
    // Retrying what is done or refused sends nothing.
    await engine.retry(id, null);
    await engine.idle();
    expect(createsOf('https://example.com/2')).toBe(2); // the 500 (not processed) and the retry
    expect(createsOf('https://example.com/1')).toBe(1);
    expect(createsOf('https://example.com/3')).toBe(1);
    expect(await linksTo('https://example.com/2')).toHaveLength(1);
    expect(await linksTo('https://example.com/3')).toHaveLength(1);
  });

  it('pauses without cancelling: the one on its way finishes, the rest wait for Resume', async () => {
    backend.server.addFault({ match: { method: 'POST', path: '/api/v1/links' }, hold: true, times: 1 });
    const urls = [1, 2, 3].map((n) => `https://example.com/p${String(n)}`);
    const { id } = await start(urls);
    await untilHeld();
    await engine.pause(id);
    expect((await stored(id)).header.status).toBe('paused');
    backend.server.releaseHeld();
    await engine.idle();
    // Nothing cancelled, nothing more sent.
    expect(await states(id)).toEqual(['done', 'waiting', 'waiting']);
    expect((await stored(id)).header.status).toBe('paused');
    expect(creates()).toHaveLength(1);
    await engine.resume(id);
    await engine.idle();
    expect(await states(id)).toEqual(['done', 'done', 'done']);
    expect((await stored(id)).header.status).toBe('finished');
    for (const url of urls) expect(createsOf(url)).toBe(1);
  });

  it('cancels the rows not sent, finishes the one on its way, and resumes them; one list at a time', async () => {
    backend.server.addFault({ match: { method: 'POST', path: '/api/v1/links' }, hold: true, times: 1 });
    const urls = [1, 2, 3].map((n) => `https://example.com/c${String(n)}`);
    const { id } = await start(urls);
    await untilHeld();
    // Another list on the same server waits until this one is over (or cancelled).
    await expect(start(urls)).rejects.toThrow(/Another list/);
    await engine.cancel(id);
    expect(await states(id)).toEqual(['sending', 'cancelled', 'cancelled']);
    backend.server.releaseHeld();
    await engine.idle();
    expect(await states(id)).toEqual(['done', 'cancelled', 'cancelled']);
    expect((await stored(id)).header.status).toBe('cancelled');
    await engine.resume(id);
    await engine.idle();
    expect(await states(id)).toEqual(['done', 'done', 'done']);
    expect(creates()).toHaveLength(3);
    for (const url of urls) expect(await linksTo(url)).toHaveLength(1);
  });

  it('takes up a run 1.0.0 left: the cut-off create is found, not made again, and the rest go', async () => {
    const sentAt = Date.now();
    // The stopped background's create reached the server; its answer never got stored.
    const made = await backend.client().links.create({ destination: 'https://example.com/cut', privacy: 'public' });
    await browser.storage.local.set({
      bulkShortenRun: {
        id: 'run-1',
        serverId: FIRST_SERVER_ID,
        startedAt: sentAt,
        status: 'running',
        defaults: params,
        rows: [
          { requestId: 'a', url: 'https://example.com/cut', alias: '', state: 'sending', sentAt },
          { requestId: 'b', url: 'https://example.com/next', alias: '', state: 'waiting' },
        ],
      },
    });
    backend.server.clearRequests();
    await adoptEarlierShortenRun(writer);
    await engine.recover();
    await engine.idle();
    const job = await stored('run-1');
    expect(job.header.status).toBe('finished');
    expect(job.items.map((each) => each.state)).toEqual(['done', 'done']);
    expect(job.items[0]).toMatchObject({ key: 'a', result: { id: made.id }, foundStored: true });
    expect(createsOf('https://example.com/cut')).toBe(0);
    expect(createsOf('https://example.com/next')).toBe(1);
    expect((await browser.storage.local.get('bulkShortenRun')).bulkShortenRun).toBeUndefined();
  });
});
