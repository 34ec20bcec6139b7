import { beforeEach, describe, expect, it } from 'vitest';
import { createBulkRunner, type BulkRunner } from '../../../entrypoints/background/jobs/bulk-run';
import { connectedClient } from '../../../entrypoints/background/transport/connected-client';
import { connectionItemOf } from '../../../entrypoints/background/servers/connection-store';
import { requestQueue } from '../../../entrypoints/background/transport/request-queue';
import type { BulkRun } from '../../../lib/bulk/run';
import { FIRST_SERVER_ID } from '../../../lib/servers';
import { BULK_SHORTEN_RUN } from '../../../lib/storage/outside-popup-registry';
import { storedItem } from '../../../lib/storage/stored-item';
import { TEST_KEY, useReferenceServer } from '../support/reference-server';

/**
 * The background's bulk runner over real HTTP: rows sent one by one through the shortener with
 * the `bulk` priority, their outcomes kept in storage, and never a second link for a row.
 */
const backend = useReferenceServer();
const item = storedItem(BULK_SHORTEN_RUN);
const defaults = { spaceId: null, domainId: null, privacy: 'public', expiresOn: null } as const;
let runner: BulkRunner;

const newRunner = () => createBulkRunner({ item, client: (server) => connectedClient('bulk', server) });
const creates = () => backend.server.requests().filter((r) => r.method === 'POST' && r.path === '/api/v1/links');
const createsOf = (url: string) => creates().filter((r) => r.form.url === url).length;
/** The stored run (a test fails here when there is none). */
async function storedRun(): Promise<BulkRun> {
  const run = await item.getValue();
  if (!run) throw new Error('No run is stored');
  return run;
}
const rowAt = (run: BulkRun, index: number) => {
  const row = run.rows[index];
  if (!row) throw new Error(`No row ${index}`);
  return row;
};
const states = async () => (await item.getValue())?.rows.map((row) => row.state);

beforeEach(async () => {
  requestQueue.forget();
  await connectionItemOf(FIRST_SERVER_ID).setValue({ serverUrl: backend.server.url, apiKey: TEST_KEY });
  runner = newRunner();
});

describe('a bulk run in the background', () => {
  it('makes each row once: done, refused with the server’s reason, failed and retried', async () => {
    await backend.client().links.create({ destination: 'https://example.com/earlier', alias: 'taken' });
    backend.server.clearRequests();
    const rows = [
      { url: 'https://example.com/1', alias: 'taken' },
      { url: 'https://example.com/2', alias: '' },
      { url: 'https://example.com/3', alias: '' },
    ] as const;
    // The first create sent meets a server error (not processed): a failure, which Retry may cure.
    backend.server.addFault({ match: { method: 'POST', path: '/api/v1/links' }, status: 500, times: 1 });
    const [taken, second, third] = rows;
    await runner.start({ serverId: FIRST_SERVER_ID, defaults, rows: [second, taken, third] });
    await runner.idle();
    let run = await storedRun();
    expect(run.rows.map((row) => row.state)).toEqual(['failed', 'refused', 'done']);
    expect(run.status).toBe('finished');
    expect(rowAt(run, 1).reason).toMatch(/alias/i);
    expect(rowAt(run, 2).link?.shortUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\w+$/);

    await runner.retry(rowAt(run, 0).requestId);
    await runner.idle();
    run = await storedRun();
    expect(run.rows.map((row) => row.state)).toEqual(['done', 'refused', 'done']);
    // Asking again for a done row sends nothing: the row answers its link.
    await runner.retry(null);
    await runner.idle();
    expect(createsOf('https://example.com/2')).toBe(2); // the 500 (not processed) and the retry
    expect(createsOf('https://example.com/1')).toBe(1);
    expect(createsOf('https://example.com/3')).toBe(1);
    const links = await backend.client().links.list({ search: 'https://example.com/', searchIn: 'url', perPage: 50 });
    expect(links.items.filter((link) => link.destination === 'https://example.com/2')).toHaveLength(1);
  });

  it('cancels the rows not sent, finishes the one on its way, and resumes them', async () => {
    backend.server.addFault({ match: { method: 'POST', path: '/api/v1/links' }, hold: true, times: 1 });
    const rows = [1, 2, 3].map((n) => ({ url: `https://example.com/c${n}`, alias: '' }));
    await runner.start({ serverId: FIRST_SERVER_ID, defaults, rows });
    await expect.poll(() => backend.server.heldCount()).toBe(1);
    // One run at a time: another list waits until this one is over (or cancelled).
    await expect(runner.start({ serverId: FIRST_SERVER_ID, defaults, rows })).rejects.toThrow(/Another list/);
    await runner.stop();
    expect(await states()).toEqual(['sending', 'cancelled', 'cancelled']);
    backend.server.releaseHeld();
    await runner.idle();
    expect(await states()).toEqual(['done', 'cancelled', 'cancelled']);
    expect((await item.getValue())?.status).toBe('stopped');
    await runner.resume();
    await runner.idle();
    expect(await states()).toEqual(['done', 'done', 'done']);
    expect(creates()).toHaveLength(3);
  });

  it('goes on after a restart, finding the link a cut-off create made instead of making another', async () => {
    const sentAt = Date.now();
    // The stopped background's create reached the server; its answer never got stored.
    const made = await backend.client().links.create({ destination: 'https://example.com/cut', privacy: 'public' });
    const left: BulkRun = {
      id: 'run-1',
      serverId: FIRST_SERVER_ID,
      startedAt: sentAt,
      status: 'running',
      defaults,
      rows: [
        { requestId: 'a', url: 'https://example.com/cut', alias: '', state: 'sending', sentAt },
        { requestId: 'b', url: 'https://example.com/next', alias: '', state: 'waiting' },
      ],
    };
    await item.setValue(left);
    backend.server.clearRequests();
    const restarted = newRunner();
    await restarted.recover();
    await restarted.idle();
    const run = await storedRun();
    expect(run.rows.map((row) => row.state)).toEqual(['done', 'done']);
    expect(run.rows[0]).toMatchObject({ link: { id: made.id }, foundStored: true });
    expect(createsOf('https://example.com/cut')).toBe(0);
    expect(createsOf('https://example.com/next')).toBe(1);
  });
});
