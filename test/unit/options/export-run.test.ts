import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import type { Link } from '@/lib/api/model/link';
import type { Page } from '@/lib/api/model/page';
import { fetchPages, listChanged, NO_PROGRESS, type ExportProgress } from '@/entrypoints/options/links/export-run';
import { sampleLink } from '../link-form/fixtures';

/** Fetching every page of a list for an export: in turn, resumable, stoppable, each link once. */

const PER_PAGE = 2;
const link = (id: number): Link => sampleLink({ id, alias: `l${id}` });

/** A list of `ids` served `PER_PAGE` at a time, as a server pages it. */
function pageOf(ids: number[], page: number, unreadable = 0): Page<Link> {
  const items = ids.slice((page - 1) * PER_PAGE, page * PER_PAGE).map(link);
  return {
    items,
    unreadable,
    page,
    lastPage: Math.max(1, Math.ceil(ids.length / PER_PAGE)),
    total: ids.length,
    perPage: PER_PAGE,
  };
}

const all = () => true;
const ids = (progress: ExportProgress) => progress.links.map((l) => l.id);

describe('fetching every page for an export', () => {
  it('asks for each page once, in turn, reporting after each', async () => {
    const list = [5, 4, 3, 2, 1];
    const asked: number[] = [];
    const seen: [number, number, number | null][] = [];
    const outcome = await fetchPages(
      NO_PROGRESS,
      (page) => {
        asked.push(page);
        return Promise.resolve(pageOf(list, page));
      },
      all,
      (p) => seen.push([p.pagesDone, p.received, p.lastPage]),
      () => false,
    );
    expect(asked).toEqual([1, 2, 3]);
    expect(seen).toEqual([
      [1, 2, 3],
      [2, 4, 3],
      [3, 5, 3],
    ]);
    expect(outcome.kind).toBe('done');
    expect(ids(outcome.progress)).toEqual([5, 4, 3, 2, 1]);
    expect(outcome.progress.reportedTotal).toBe(5);
    expect(listChanged(outcome.progress)).toBe(false);
  });

  it('leaves out a link a later page repeats (links added meanwhile push others down), and follows a longer list', async () => {
    let list = [4, 3, 2, 1];
    const outcome = await fetchPages(
      NO_PROGRESS,
      (page) => {
        const answer = pageOf(list, page);
        // Two links added after the first page: the others move down a page.
        if (page === 1) list = [6, 5, ...list];
        return Promise.resolve(answer);
      },
      all,
      () => undefined,
      () => false,
    );
    expect(ids(outcome.progress)).toEqual([4, 3, 2, 1]);
    expect(outcome.progress).toMatchObject({
      reportedTotal: 4,
      latestTotal: 6,
      received: 4,
      pagesDone: 3,
      lastPage: 3,
    });
    // The same number of links as counted at first, yet the list changed: the export says so.
    expect(listChanged(outcome.progress)).toBe(true);
  });

  it('keeps what the list picks (a state the server cannot filter) and counts every record received', async () => {
    const list = [1, 2, 3, 4];
    const outcome = await fetchPages(
      NO_PROGRESS,
      (page) => Promise.resolve(pageOf(list, page, page === 2 ? 1 : 0)),
      (l) => l.id % 2 === 0,
      () => undefined,
      () => false,
    );
    expect(ids(outcome.progress)).toEqual([2, 4]);
    expect(outcome.progress).toMatchObject({ received: 4, unreadable: 1 });
  });

  it('ends at an empty page however many the server counted', async () => {
    const asked: number[] = [];
    const outcome = await fetchPages(
      NO_PROGRESS,
      (page) => {
        asked.push(page);
        return Promise.resolve(
          page === 1 ? pageOf([1, 2, 3, 4, 5], 1) : { ...pageOf([1, 2, 3, 4, 5], page), items: [] },
        );
      },
      all,
      () => undefined,
      () => false,
    );
    expect(asked).toEqual([1, 2]);
    expect(outcome.kind).toBe('done');
  });

  it('stops at the page that failed, keeping the others, and goes on from it when tried again', async () => {
    const list = [1, 2, 3, 4, 5];
    const asked: number[] = [];
    let failing = true;
    const fetchPage = (page: number) => {
      asked.push(page);
      if (page === 2 && failing) return Promise.reject(new ApiError('server', { status: 500 }));
      return Promise.resolve(pageOf(list, page));
    };
    const failed = await fetchPages(
      NO_PROGRESS,
      fetchPage,
      all,
      () => undefined,
      () => false,
    );
    if (failed.kind !== 'failed') throw new Error(`expected a failure, got ${failed.kind}`);
    expect(failed.page).toBe(2);
    expect(failed.error.kind).toBe('server');
    expect(ids(failed.progress)).toEqual([1, 2]);
    failing = false;
    const done = await fetchPages(
      failed.progress,
      fetchPage,
      all,
      () => undefined,
      () => false,
    );
    expect(done.kind).toBe('done');
    expect(asked).toEqual([1, 2, 2, 3]);
    expect(ids(done.progress)).toEqual([1, 2, 3, 4, 5]);
  });

  it('once stopped, asks for no page and drops an answer that comes afterwards', async () => {
    const list = [1, 2, 3, 4, 5];
    const asked: number[] = [];
    let stopped = false;
    const outcome = await fetchPages(
      NO_PROGRESS,
      (page) => {
        asked.push(page);
        // The user stops while page 2 is on its way.
        if (page === 2) stopped = true;
        return Promise.resolve(pageOf(list, page));
      },
      all,
      () => undefined,
      () => stopped,
    );
    expect(asked).toEqual([1, 2]);
    expect(outcome.kind).toBe('stopped');
    expect(ids(outcome.progress)).toEqual([1, 2]);
  });

  it('counts a page taken back unsent after the stop as stopped, not as failed', async () => {
    let stopped = false;
    const outcome = await fetchPages(
      NO_PROGRESS,
      () => {
        stopped = true;
        return Promise.reject(new ApiError('aborted'));
      },
      all,
      () => undefined,
      () => stopped,
    );
    expect(outcome.kind).toBe('stopped');
  });
});
