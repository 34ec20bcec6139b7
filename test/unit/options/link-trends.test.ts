import { describe, expect, it } from 'vitest';
import { TrendStore } from '../../../entrypoints/options/links/link-trends';
import { ApiError } from '../../../lib/api/errors';
import type { DayClicks } from '../../../lib/api/model/stats';

const WEEK = { from: '2026-11-20', to: '2026-11-26' };

/** A store whose answers the test gives, one per link asked, in the order asked. */
function storeWithAnswers() {
  const asked: number[] = [];
  const answers = new Map<number, { resolve: (days: DayClicks[]) => void; reject: (error: unknown) => void }>();
  const store = new TrendStore(WEEK, (linkId) => {
    asked.push(linkId);
    return new Promise((resolve, reject) => answers.set(linkId, { resolve, reject }));
  });
  return { store, asked, answer: (linkId: number) => answers.get(linkId) };
}

const settled = () => new Promise((resolve) => setTimeout(resolve));

describe("the rows' sparklines", () => {
  it('asks each link once, and draws every day of the period, zeros included', async () => {
    const { store, asked, answer } = storeWithAnswers();
    store.want(4);
    store.want(4);
    expect(asked).toEqual([4]);
    expect(store.progress()).toEqual({ asked: 1, answered: 0 });
    answer(4)?.resolve([{ day: '2026-11-22', count: 3 }]);
    await settled();
    expect(store.trendOf(4)).toEqual({ phase: 'ready', counts: [0, 0, 3, 0, 0, 0, 0] });
    expect(store.progress()).toEqual({ asked: 1, answered: 1 });
  });

  it("keeps a server's refusal at its row, and forgets a request dropped before it was sent", async () => {
    const { store, asked, answer } = storeWithAnswers();
    let changes = 0;
    store.subscribe(() => changes++);
    store.want(1);
    store.want(2);
    answer(1)?.reject(new ApiError('server', { status: 500 }));
    answer(2)?.reject(new ApiError('aborted'));
    await settled();
    expect(store.trendOf(1)).toMatchObject({ phase: 'failed' });
    // Stopping a bulk delete drops every waiting bulk request: the row is asked again when seen.
    expect(store.trendOf(2)).toBeUndefined();
    expect(store.progress()).toEqual({ asked: 1, answered: 1 });
    store.want(2);
    expect(asked).toEqual([1, 2, 2]);
    expect(changes).toBe(5);
  });
});
