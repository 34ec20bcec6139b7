import { beforeEach, describe, expect, it } from 'vitest';
import { browser } from 'wxt/browser';
import { adoptEarlierDeleteRun } from '../../../entrypoints/background/jobs/earlier-delete-run';
import { createJobEngine } from '../../../entrypoints/background/jobs/engine';
import { deleteLinksRunner } from '../../../entrypoints/background/jobs/kinds/delete-links';
import { deleteSpaceRunner } from '../../../entrypoints/background/jobs/kinds/delete-space';
import { exportRunner } from '../../../entrypoints/background/jobs/kinds/export';
import { importRunner } from '../../../entrypoints/background/jobs/kinds/import';
import { shortenRunner } from '../../../entrypoints/background/jobs/kinds/shorten';
import { connectionItemOf } from '../../../entrypoints/background/servers/connection-store';
import { connectedClient } from '../../../entrypoints/background/transport/connected-client';
import { requestQueue } from '../../../entrypoints/background/transport/request-queue';
import { FIRST_SERVER_ID } from '../../../lib/servers';
import { jobWriter, readJob, readJobHeaders } from '../../../lib/storage/jobs';
import { TEST_KEY, useReferenceServer } from '../support/reference-server';

/**
 * A bulk delete an earlier release's options page left cut short (its journal, `bulkDeleteRun`)
 * becomes a paused job at the background's start; resumed, it deletes what was left, and asks
 * about the delete that was on its way before sending it again.
 */

describe('a bulk delete an earlier release left cut short', () => {
  const backend = useReferenceServer({ dialect: 'current' });

  beforeEach(async () => {
    requestQueue.forget();
    await connectionItemOf(FIRST_SERVER_ID).setValue({ serverUrl: backend.server.url, apiKey: TEST_KEY });
  });

  async function journalOf(deleted: string[], sending: string | null, serverOrigin = backend.server.url) {
    const api = backend.client();
    const links = [];
    for (const alias of ['old-1', 'old-2', 'old-3'])
      links.push(await api.links.create({ destination: `https://example.com/${alias}`, alias }));
    // What the old page had done: the deletes it had sent.
    for (const link of links) if (deleted.includes(link.alias)) await api.links.remove(link.id);
    const journal = {
      serverOrigin,
      startedAt: Date.now() - 60_000,
      links: links.map(({ id, alias, shortUrl }) => ({ id, alias, shortUrl })),
      deleted: links.filter((link) => deleted.includes(link.alias) && link.alias !== sending).map((link) => link.id),
      sending: links.find((link) => link.alias === sending)?.id ?? null,
    };
    await browser.storage.local.set({ bulkDeleteRun: journal });
    backend.server.clearRequests();
    return links;
  }

  it('is resumed as a job: the one on its way is looked up, not deleted twice; the rest are deleted', async () => {
    // old-1 deleted and confirmed; old-2's delete reached the server but its answer never came.
    const links = await journalOf(['old-1', 'old-2'], 'old-2');
    const writer = jobWriter();
    await adoptEarlierDeleteRun(writer);
    expect((await browser.storage.local.get('bulkDeleteRun')).bulkDeleteRun).toBeUndefined();
    const [header] = await readJobHeaders();
    expect(header).toMatchObject({ kind: 'delete-links', status: 'paused', total: 2 });

    const engine = createJobEngine({
      writer,
      runners: {
        shorten: shortenRunner,
        'delete-links': deleteLinksRunner({ forgetLink: () => Promise.resolve() }),
        'delete-space': deleteSpaceRunner({ spaceGone: () => Promise.resolve() }),
        export: exportRunner,
        import: importRunner,
      },
      client: (server) => connectedClient('bulk', server),
      takeBack: () => requestQueue.dropWaiting('bulk'),
    });
    await engine.recover();
    // Paused: nothing is sent until the user resumes it.
    expect(backend.server.requests()).toHaveLength(0);
    await engine.resume(header?.id ?? '');
    await engine.idle();

    const job = await readJob(header?.id ?? '');
    expect(job?.header.status).toBe('finished');
    expect(job?.items.map((item) => [(item.input as { alias: string }).alias, item.state, item.foundStored])).toEqual([
      ['old-2', 'done', true],
      ['old-3', 'done', undefined],
    ]);
    const deletes = backend.server.requests().filter((r) => r.method === 'DELETE');
    expect(deletes.map((r) => r.path)).toEqual([`/api/v1/links/${String(links[2]?.id)}`]);
    expect((await backend.client().links.list({ perPage: 50 })).items.map((l) => l.alias)).not.toEqual(
      expect.arrayContaining(['old-3']),
    );
  });

  it('goes without a job when the server is now at another address, or nothing was left', async () => {
    await journalOf([], null, 'https://moved.example');
    await adoptEarlierDeleteRun(jobWriter());
    expect(await readJobHeaders()).toEqual([]);
    expect((await browser.storage.local.get('bulkDeleteRun')).bulkDeleteRun).toBeUndefined();

    backend.server.reset();
    await journalOf(['old-1', 'old-2', 'old-3'], null);
    await adoptEarlierDeleteRun(jobWriter());
    expect(await readJobHeaders()).toEqual([]);
    expect((await browser.storage.local.get('bulkDeleteRun')).bulkDeleteRun).toBeUndefined();
  });
});
