import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/errors';
import { deleteInTurn, type BulkDeleteProgress } from '../../../entrypoints/options/links/bulk-delete';

describe('deleting several records in turn', () => {
  it('deletes one after another, reporting progress after each', async () => {
    const calls: number[] = [];
    const progress: BulkDeleteProgress[] = [];
    let running = 0;
    const result = await deleteInTurn(
      [4, 5, 6],
      async (id) => {
        running++;
        expect(running).toBe(1);
        calls.push(id);
        await new Promise((resolve) => setTimeout(resolve, 1));
        running--;
      },
      (p) => progress.push(p),
    );
    expect(calls).toEqual([4, 5, 6]);
    expect(progress).toEqual([
      { done: 1, total: 3 },
      { done: 2, total: 3 },
      { done: 3, total: 3 },
    ]);
    expect(result).toEqual({ deleted: [4, 5, 6], failed: [], kept: [] });
  });

  it('counts an already deleted record as deleted and carries on past other failures', async () => {
    const result = await deleteInTurn([1, 2, 3], async (id) => {
      if (id === 1) throw new ApiError('not-found');
      if (id === 2) throw new ApiError('server', { status: 500 });
    });
    expect(result.deleted).toEqual([1, 3]);
    expect(result.failed.map((f) => [f.id, f.error.kind])).toEqual([[2, 'server']]);
  });

  it('stops sending once the server rate-limits; the rest are reported as not deleted', async () => {
    const calls: number[] = [];
    const result = await deleteInTurn([1, 2, 3], async (id) => {
      calls.push(id);
      if (id === 1) throw new ApiError('rate-limited', { retryAfterSeconds: 30 });
    });
    expect(calls).toEqual([1]);
    expect(result.deleted).toEqual([]);
    expect(result.failed.map((f) => f.id)).toEqual([1, 2, 3]);
  });

  it('once stopped, starts no other delete; one taken back before it was sent is kept', async () => {
    let stop = false;
    const calls: number[] = [];
    const result = await deleteInTurn(
      [1, 2, 3, 4],
      async (id) => {
        calls.push(id);
        if (id === 2) {
          // The user stops while this one waits for the rate limit; the queue takes it back.
          stop = true;
          throw new ApiError('aborted');
        }
      },
      () => undefined,
      () => stop,
    );
    expect(calls).toEqual([1, 2]);
    expect(result).toEqual({ deleted: [1], failed: [], kept: [2, 3, 4] });
  });
});
