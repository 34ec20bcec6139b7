import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectedClient } from '../../../entrypoints/background/transport/connected-client';
import { connectionItemOf } from '../../../entrypoints/background/servers/connection-store';
import { createJobEngine, type JobEngine, type KindRunners } from '../../../entrypoints/background/jobs/engine';
import { deleteLinksRunner } from '../../../entrypoints/background/jobs/kinds/delete-links';
import { deleteSpaceRunner } from '../../../entrypoints/background/jobs/kinds/delete-space';
import { exportRunner } from '../../../entrypoints/background/jobs/kinds/export';
import { importRunner } from '../../../entrypoints/background/jobs/kinds/import';
import { shortenRunner } from '../../../entrypoints/background/jobs/kinds/shorten';
import { requestQueue } from '../../../entrypoints/background/transport/request-queue';
import type { Job, JobChange, JobHeader } from '../../../lib/jobs/job';
import { FIRST_SERVER_ID } from '../../../lib/servers';
import { jobWriter, readJob, readJobHeaders, type JobWriter } from '../../../lib/storage/jobs';
import { DIALECTS, TEST_KEY, useReferenceServer } from '../support/reference-server';

/**
 * A job interrupted at every step of an item — before its request leaves, after it left and
 * before its answer came, after the answer came and before it was stored — by a background that
 * stops there (its writes never land, it never acts again), then taken up by a new background from
 * storage: no item lost, none done twice on the server.
 */

const runners: KindRunners = {
  shorten: shortenRunner,
  'delete-links': deleteLinksRunner({ forgetLink: () => Promise.resolve() }),
  'delete-space': deleteSpaceRunner({ spaceGone: () => Promise.resolve() }),
  export: exportRunner,
  import: importRunner,
};

/** A stopped background: from the moment it dies, none of its writes lands and none settles. */
interface MortalWriter extends JobWriter {
  die(): void;
}

const never = new Promise<never>(() => undefined);

function mortalWriter(dieBefore: (change: JobChange) => boolean = () => false): MortalWriter {
  const writer = jobWriter();
  let dead = false;
  return {
    die: () => (dead = true),
    headers: () => (dead ? never : writer.headers()),
    async save(change, options) {
      if (dead || dieBefore(change)) {
        dead = true;
        return never;
      }
      return writer.save(change, options);
    },
    remove: (id) => (dead ? never : writer.remove(id)),
  };
}

/** A fake clock: each reading a second later, from now (servers date their records by the real one). */
function fakeClock(): () => number {
  let time = Date.now();
  return () => (time += 1000);
}

/** The item `index` is stored as on its way, or settled. */
const storing = (index: number, state: 'sending' | 'settled') => (change: JobChange) =>
  change.changed.includes(index) &&
  (state === 'sending'
    ? change.job.items[index]?.state === 'sending'
    : ['done', 'refused', 'failed'].includes(change.job.items[index]?.state ?? ''));

async function storedJob(id: string): Promise<Job> {
  const job = await readJob(id);
  if (!job) throw new Error(`Job ${id} is not stored`);
  return job;
}

async function waitFor(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const until = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`Timed out waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.each(DIALECTS)('a job interrupted at every step (%s server)', (dialect) => {
  const backend = useReferenceServer({ dialect });
  const engines: JobEngine[] = [];
  const engineWith = (writer: JobWriter, client = (server: string) => connectedClient('bulk', server)) => {
    const engine = createJobEngine({
      writer,
      runners,
      client,
      takeBack: () => requestQueue.dropWaiting('bulk'),
      now: fakeClock(),
    });
    engines.push(engine);
    return engine;
  };
  const posts = (path: string) => backend.server.requests().filter((r) => r.method === 'POST' && r.path === path);
  const deletesOf = (id: number) =>
    backend.server.requests().filter((r) => r.method === 'DELETE' && r.path.includes(`/links/${String(id)}`));

  beforeEach(async () => {
    requestQueue.forget();
    await connectionItemOf(FIRST_SERVER_ID).setValue({ serverUrl: backend.server.url, apiKey: TEST_KEY });
  });
  afterEach(() => {
    // Answers a dead background still waits for end now; its writes never land.
    backend.server.endHanging();
    engines.length = 0;
  });

  const addresses = ['a', 'b', 'c', 'd'].map((name) => ({ url: `https://example.com/${name}`, alias: '' }));
  const shortenParams = { spaceId: null, domainId: null, privacy: 'public', expiresOn: null } as const;

  const shortening = {
    kind: 'shorten',
    serverId: FIRST_SERVER_ID,
    params: shortenParams,
    inputs: [...addresses, { url: 'https://example.com/named', alias: 'named' }],
  } as const;

  async function startShortening(writer: MortalWriter, client?: Parameters<typeof engineWith>[1]): Promise<JobHeader> {
    return engineWith(writer, client).start({ ...shortening, inputs: [...shortening.inputs] });
  }

  /** A new background takes the job up from storage and finishes it: every address has one link. */
  async function finishedWithOneLinkEach(id: string): Promise<void> {
    const next = engineWith(jobWriter());
    await next.recover();
    await next.idle();
    const job = await storedJob(id);
    expect(job.header.status).toBe('finished');
    expect(job.items.map((item) => item.state)).toEqual(['done', 'done', 'done', 'done', 'done']);
    const urls = [...addresses.map((a) => a.url), 'https://example.com/named'];
    for (const url of urls) expect(posts('/api/v1/links').filter((r) => r.form.url === url)).toHaveLength(1);
    const stored = await backend.client().links.list({ search: 'https://example.com/', searchIn: 'url', perPage: 50 });
    for (const url of urls) expect(stored.items.filter((link) => link.destination === url)).toHaveLength(1);
    // Each item holds the link the server has for it.
    for (const item of job.items) {
      const input = item.input as { url: string };
      expect((item.result as { destination: string } | undefined)?.destination).toBe(input.url);
    }
  }

  it('before its request leaves, its mark not stored: the new background sends it once', async () => {
    const writer = mortalWriter(storing(2, 'sending'));
    const { id } = await startShortening(writer);
    await waitFor(() => posts('/api/v1/links').length === 2, 'two creates');
    expect((await storedJob(id)).items[2]?.state).toBe('waiting');
    await finishedWithOneLinkEach(id);
  });

  it('before its request leaves, its mark stored: looked up, not found, sent once', async () => {
    // This background stops as its first create is about to leave: the request never does.
    const writer = mortalWriter();
    const stalled = async (server: string) => {
      const client = await connectedClient('bulk', server);
      return { ...client, links: { ...client.links, create: () => never } };
    };
    const { id } = await startShortening(writer, stalled);
    await waitFor(async () => (await storedJob(id)).items[0]?.state === 'sending', 'the first item on its way');
    writer.die();
    expect((await storedJob(id)).items[0]?.sentAt).toBeTypeOf('number');
    expect(posts('/api/v1/links')).toHaveLength(0);
    await finishedWithOneLinkEach(id);
    // Asked about first (its request might have left), found nowhere, then sent.
    expect((await storedJob(id)).items[0]?.foundStored).toBeUndefined();
    const asked = backend.server.requests().filter((r) => r.method === 'GET' && r.path === '/api/v1/links');
    expect(asked.length).toBeGreaterThan(0);
  });

  it('after its request left and before its answer: found on the server, never sent again', async () => {
    backend.server.addFault({ match: { method: 'POST', path: '/api/v1/links' }, storeThenHang: true, times: 1 });
    const writer = mortalWriter();
    const { id } = await startShortening(writer);
    // The server stored the first link and answers nothing; the background stops meanwhile.
    await waitFor(() => posts('/api/v1/links').length === 1, 'the first create');
    writer.die();
    await finishedWithOneLinkEach(id);
    expect((await storedJob(id)).items[0]?.foundStored).toBe(true);
  });

  it('after its answer came and before it was stored: found on the server, never sent again', async () => {
    const writer = mortalWriter(storing(4, 'settled'));
    const { id } = await startShortening(writer);
    await waitFor(() => posts('/api/v1/links').length === 5, 'five creates');
    await waitFor(async () => (await storedJob(id)).items[4]?.state === 'sending', 'the last on its way');
    await finishedWithOneLinkEach(id);
    expect((await storedJob(id)).items[4]?.foundStored).toBe(true);
  });

  it('a delete cut off at each step: every link deleted, each by one request', async () => {
    const api = backend.client();
    const links = [];
    for (const name of ['x1', 'x2', 'x3'])
      links.push(await api.links.create({ destination: `https://example.com/${name}`, alias: name }));
    backend.server.clearRequests();
    const inputs = links.map(({ id, alias, shortUrl }) => ({ id, alias, shortUrl }));
    // Cut off after the second delete's answer, before it is stored.
    const first = mortalWriter(storing(1, 'settled'));
    const { id } = await engineWith(first).start({
      kind: 'delete-links',
      serverId: FIRST_SERVER_ID,
      params: null,
      inputs,
    });
    await waitFor(
      async () => (await storedJob(id)).items[1]?.state === 'sending' && deletesOf(inputs[1]?.id ?? 0).length === 1,
      'the second delete',
    );
    await waitFor(
      () =>
        backend.server
          .requests()
          .some((r) => r.method === 'DELETE' && r.status === 200 && r.path.includes(`/${String(inputs[1]?.id)}`)),
      'its answer',
    );
    const second = engineWith(jobWriter());
    await second.recover();
    await second.idle();
    const job = await storedJob(id);
    expect(job.items.map((item) => item.state)).toEqual(['done', 'done', 'done']);
    for (const link of inputs) expect(deletesOf(link.id).length).toBeLessThanOrEqual(1);
    expect((await api.links.list({ perPage: 50 })).items.map((link) => link.alias)).not.toEqual(
      expect.arrayContaining(['x1']),
    );
    // The one whose answer was lost was looked up (a GET), not deleted a second time.
    expect(job.items[1]?.foundStored).toBe(true);
    expect(deletesOf(inputs[1]?.id ?? 0)).toHaveLength(1);
  });

  it('an export cut off between pages asks each page once per attempt and keeps every link', async () => {
    const api = backend.client();
    for (let start = 0; start < 25; start += 5)
      await Promise.all(
        Array.from({ length: 5 }, (_, k) =>
          api.links.create({ destination: `https://example.com/e${String(start + k)}` }),
        ),
      );
    backend.server.clearRequests();
    const first = mortalWriter(storing(1, 'settled'));
    const { id } = await engineWith(first).start({
      kind: 'export',
      serverId: FIRST_SERVER_ID,
      params: { filter: {}, perPage: 10, state: 'all' },
      inputs: [{ page: 1 }],
    });
    const pagesAsked = () => backend.server.requests().filter((r) => r.method === 'GET' && r.path === '/api/v1/links');
    await waitFor(() => pagesAsked().length === 2, 'two pages');
    const second = engineWith(jobWriter());
    await second.recover();
    await second.idle();
    const job = await storedJob(id);
    expect(job.header.status).toBe('finished');
    expect(job.items.map((item) => (item.input as { page: number }).page)).toEqual([1, 2, 3]);
    // Page 2's answer was lost with the first background: asked again once; the others once.
    expect(pagesAsked().map((r) => r.query.page ?? '1')).toEqual(['1', '2', '2', '3']);
    const exported = job.items.flatMap((item) => (item.result as { links: { id: number }[] } | undefined)?.links ?? []);
    expect(new Set(exported.map((link) => link.id)).size).toBe(25);
    expect(await readJobHeaders()).toHaveLength(1);
  });

  /** The background's writer, with every change it stored, in order; `afterSave` runs after each. */
  function recordingWriter(afterSave: (change: JobChange) => void = () => undefined) {
    const writer = jobWriter();
    const saved: JobChange[] = [];
    const recording: JobWriter = {
      ...writer,
      async save(change, options) {
        await writer.save(change, options);
        saved.push(change);
        afterSave(change);
      },
    };
    return { saved, writer: recording };
  }

  it('stores each answer with the next item marked on its way: one write per item', async () => {
    const { saved, writer } = recordingWriter();
    const engine = engineWith(writer);
    const { id } = await engine.start({ ...shortening, inputs: [...shortening.inputs] });
    await engine.idle();
    expect((await storedJob(id)).header.status).toBe('finished');
    // The job stored whole, the first item marked alone, then one write per answer.
    expect(saved).toHaveLength(2 + 5);
    for (let index = 0; index < 4; index++) {
      const change = saved[2 + index];
      expect(change?.changed).toEqual([index, index + 1]);
      expect(change?.job.items[index]?.state).toBe('done');
      expect(change?.job.items[index + 1]?.state).toBe('sending');
    }
    expect(saved.at(-1)?.changed).toEqual([4]);
  });

  it('an item marked with the last answer and paused before it left: waits again, sent once on resume, never looked up', async () => {
    let pausing: Promise<unknown> | undefined;
    const { writer } = recordingWriter((change) => {
      // Paused the moment the second item is stored as on its way with the first's answer.
      if (pausing === undefined && change.changed.includes(1) && change.job.items[1]?.state === 'sending')
        pausing = engine.pause(change.job.header.id);
    });
    // The second item's client comes once the pause is stored: it finds the job paused and sends nothing.
    let clients = 0;
    const afterThePause = async (server: string) => {
      if (++clients === 2) {
        await waitFor(() => pausing !== undefined, 'the pause');
        await pausing;
      }
      return connectedClient('bulk', server);
    };
    const engine = engineWith(writer, afterThePause);
    const { id } = await engine.start({ ...shortening, inputs: [...shortening.inputs] });
    await waitFor(() => pausing !== undefined, 'the pause');
    await engine.idle();
    const paused = await storedJob(id);
    expect(paused.header.status).toBe('paused');
    expect(paused.items.map((item) => item.state)).toEqual(['done', 'waiting', 'waiting', 'waiting', 'waiting']);
    expect(paused.items[1]?.uncertainSince).toBeUndefined();
    expect(posts('/api/v1/links')).toHaveLength(1);
    await engine.resume(id);
    await engine.idle();
    const lookUps = backend.server.requests().filter((r) => r.method === 'GET' && r.path === '/api/v1/links');
    expect(lookUps).toHaveLength(0);
    await finishedWithOneLinkEach(id);
  });
});
