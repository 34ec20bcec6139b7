import { describe, expect, it } from 'vitest';
import type { Link } from '@/lib/api/model/link';
import type { ExportPage, ExportParams, Job, JobItem } from '@/lib/jobs/job';
import { exportFiles, listChanged, progressOfJob } from '@/entrypoints/options/links/export-pages';
import { sampleLink } from '../link-form/fixtures';

/** The pages an export job stored, made into the dialog's progress and the files: each link once. */

const PER_PAGE = 2;
const link = (id: number, fields: Partial<Link> = {}): Link => sampleLink({ id, alias: `l${id}`, ...fields });

/** Page `page` of a list of `ids`, as the server answered it. */
function pageOf(ids: number[], page: number, unreadable = 0): ExportPage {
  return {
    links: ids.slice((page - 1) * PER_PAGE, page * PER_PAGE).map((id) => link(id)),
    lastPage: Math.max(1, Math.ceil(ids.length / PER_PAGE)),
    total: ids.length,
    unreadable,
  };
}

const PARAMS: ExportParams = { filter: { order: 'newest' }, perPage: PER_PAGE, state: 'all' };

/** A job holding these answers (undefined: not answered), page 1 first. */
function jobOf(answers: (ExportPage | 'failed' | undefined)[], params: ExportParams = PARAMS): Job<'export'> {
  const items = answers.map((answer, index): JobItem<'export'> =>
    answer === undefined
      ? { index, key: `k${String(index)}`, input: { page: index + 1 }, state: 'waiting' }
      : answer === 'failed'
        ? { index, key: `k${String(index)}`, input: { page: index + 1 }, state: 'failed', reason: 'Down.' }
        : { index, key: `k${String(index)}`, input: { page: index + 1 }, state: 'done', result: answer },
  );
  const counts = { waiting: 0, sending: 0, done: 0, refused: 0, failed: 0, cancelled: 0 };
  for (const item of items) counts[item.state]++;
  const at = Date.UTC(2026, 10, 28, 12);
  return {
    header: {
      id: 'j',
      kind: 'export',
      serverId: '1',
      createdAt: at,
      updatedAt: at + 5000,
      status: 'finished',
      params,
      total: items.length,
      counts,
    },
    items,
  };
}

const ids = (links: readonly Link[]) => links.map((l) => l.id);

describe('the pages of an export job', () => {
  it('holds every link of every page in order, with the pages and counts', () => {
    const list = [5, 4, 3, 2, 1];
    const progress = progressOfJob(jobOf([1, 2, 3].map((page) => pageOf(list, page))));
    expect(ids(progress.links)).toEqual([5, 4, 3, 2, 1]);
    expect(progress).toMatchObject({ pagesDone: 3, lastPage: 3, reportedTotal: 5, latestTotal: 5, received: 5 });
    expect(listChanged(progress)).toBe(false);
  });

  it('counts the pages answered so far while one is still asked for, or failed', () => {
    const list = [5, 4, 3, 2, 1];
    expect(progressOfJob(jobOf([pageOf(list, 1), undefined, undefined]))).toMatchObject({ pagesDone: 1, received: 2 });
    expect(progressOfJob(jobOf([pageOf(list, 1), 'failed', pageOf(list, 3)]))).toMatchObject({
      pagesDone: 2,
      received: 3,
    });
  });

  it('leaves out a link a later page repeats, and says the list changed meanwhile', () => {
    const before = [4, 3, 2, 1];
    // Two links added after the first page: the others moved down a page.
    const after = [6, 5, ...before];
    const progress = progressOfJob(jobOf([pageOf(before, 1), pageOf(after, 2), pageOf(after, 3)]));
    expect(ids(progress.links)).toEqual([4, 3, 2, 1]);
    expect(progress).toMatchObject({ reportedTotal: 4, latestTotal: 6, received: 4 });
    expect(listChanged(progress)).toBe(true);
  });

  it('ends at an empty page past the first, whatever the server counted', () => {
    const list = [1, 2, 3, 4, 5];
    const empty = { ...pageOf(list, 2), links: [] };
    const progress = progressOfJob(jobOf([pageOf(list, 1), empty, pageOf(list, 3)]));
    expect(ids(progress.links)).toEqual([1, 2]);
    expect(progress.lastPage).toBe(2);
  });

  it('keeps the links in the state the list showed, counting every record received', () => {
    const disabled = (id: number) => link(id, { disabled: true, expiry: { ...sampleLink().expiry, date: null } });
    const page: ExportPage = { links: [link(1), disabled(2)], lastPage: 1, total: 2, unreadable: 1 };
    const progress = progressOfJob(jobOf([page], { ...PARAMS, state: 'disabled' }));
    expect(ids(progress.links)).toEqual([2]);
    expect(progress).toMatchObject({ received: 2, unreadable: 1 });
  });

  it('makes the files from the stored pages, dated when the last page was stored', () => {
    const list = [3, 2, 1];
    const files = exportFiles(jobOf([pageOf(list, 1), pageOf(list, 2)]), 'https://s.example');
    expect(files.count).toBe(3);
    expect(files.csv().trim().split('\n')).toHaveLength(4);
    const json = JSON.parse(files.json()) as { server: string; exportedAt: string; links: Link[]; filter: unknown };
    expect(json).toMatchObject({ server: 'https://s.example', filter: { order: 'newest' } });
    expect(json.exportedAt).toBe(new Date(Date.UTC(2026, 10, 28, 12) + 5000).toISOString());
    expect(ids(json.links)).toEqual([3, 2, 1]);
  });
});
