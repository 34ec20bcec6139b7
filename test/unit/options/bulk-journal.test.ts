import { beforeEach, describe, expect, it } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { dismissRun, startRun, unfinishedRun } from '../../../entrypoints/options/links/bulk-journal';
import { BULK_DELETE_RUN } from '../../../lib/storage/outside-popup-registry';

const SERVER = 'https://s.example';
const links = [1, 2, 3].map((id) => ({ id, alias: `a${String(id)}`, shortUrl: `${SERVER}/a${String(id)}` }));

beforeEach(() => {
  fakeBrowser.reset();
});

describe('the journal of a bulk delete', () => {
  it('holds what a page closed mid-run leaves: the links, the ones gone, the one on its way', async () => {
    const journal = await startRun('1', SERVER, links);
    await journal.sending(1);
    await journal.settled(1, true);
    await journal.sending(2);
    await journal.settled(2, false);
    await journal.sending(3);
    expect(await unfinishedRun(SERVER)).toMatchObject({
      serverId: '1',
      serverOrigin: SERVER,
      links,
      deleted: [1],
      sending: 3,
    });
  });

  it('says nothing of another server, and nothing once the run ended or was dismissed', async () => {
    const journal = await startRun('1', SERVER, links);
    await journal.sending(1);
    expect(await unfinishedRun('https://other.example')).toBeNull();
    await journal.end();
    expect(await unfinishedRun(SERVER)).toBeNull();
    await startRun('1', SERVER, links);
    await dismissRun();
    expect(await unfinishedRun(SERVER)).toBeNull();
  });

  it('belongs to the server it ran on, even beside another server at the same address', async () => {
    const journal = await startRun('2', SERVER, links);
    await journal.sending(1);
    expect(await unfinishedRun(SERVER, '1')).toBeNull();
    expect(await unfinishedRun(SERVER, '3')).toBeNull();
    expect(await unfinishedRun(SERVER, '2')).toMatchObject({ serverId: '2', sending: 1 });
  });

  it("reads a single-server release's journal (no server id) as the first server's", async () => {
    const old = { serverOrigin: SERVER, startedAt: 1, links, deleted: [1], sending: 2 };
    await browser.storage.local.set({ [BULK_DELETE_RUN.key]: old });
    expect(await unfinishedRun(SERVER, '1')).toEqual(old);
    expect(await unfinishedRun(SERVER)).toEqual(old);
    expect(await unfinishedRun(SERVER, '2')).toBeNull();
  });

  it('takes a stored value of another shape for no journal', async () => {
    for (const stored of [
      null,
      'run',
      { serverOrigin: SERVER },
      { serverOrigin: SERVER, startedAt: 1, links: [{ id: '1' }], deleted: [], sending: null },
      { serverId: 2, serverOrigin: SERVER, startedAt: 1, links: [], deleted: [], sending: null },
    ]) {
      await browser.storage.local.set({ [BULK_DELETE_RUN.key]: stored });
      expect(await unfinishedRun(SERVER)).toBeNull();
    }
  });
});
