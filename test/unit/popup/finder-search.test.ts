import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { finderSearch, type FinderState } from '@/entrypoints/popup/finder/finder-search';

/** A search whose answers the test releases one by one, in any order. */
function controlledSearch() {
  const asked: string[] = [];
  const pending = new Map<string, { resolve: (items: string[]) => void; reject: (error: Error) => void }>();
  const search = (query: string) => {
    asked.push(query);
    return new Promise<string[]>((resolve, reject) => pending.set(query, { resolve, reject }));
  };
  return { asked, pending, search };
}

function setUp() {
  const shown: FinderState<string>[] = [];
  const server = controlledSearch();
  const finder = finderSearch<string>({ search: server.search, show: (state) => shown.push(state) });
  return { shown, server, finder, last: () => shown.at(-1) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the finder’s search', () => {
  it('asks once per pause of 300 ms in typing, for the text typed last', async () => {
    const { server, finder, last } = setUp();
    for (const text of ['p', 'pr', 'pro', 'prom']) {
      finder.type(text);
      await vi.advanceTimersByTimeAsync(299);
    }
    expect(server.asked).toEqual([]);
    expect(last()).toEqual({ name: 'loading', query: 'prom' });
    await vi.advanceTimersByTimeAsync(1);
    expect(server.asked).toEqual(['prom']);
    server.pending.get('prom')?.resolve(['promo']);
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toEqual({ name: 'results', query: 'prom', items: ['promo'] });
  });

  it('drops an answer that arrives after the user typed on', async () => {
    const { server, finder, last } = setUp();
    finder.type('a');
    await vi.advanceTimersByTimeAsync(300);
    finder.type('ab');
    await vi.advanceTimersByTimeAsync(300);
    expect(server.asked).toEqual(['a', 'ab']);
    server.pending.get('ab')?.resolve(['ab1']);
    await vi.advanceTimersByTimeAsync(0);
    // The older text's answer comes last: not shown over the newer one.
    server.pending.get('a')?.resolve(['a1', 'ab1']);
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toEqual({ name: 'results', query: 'ab', items: ['ab1'] });
  });

  it('keeps answers for the popup’s life: a text typed again is shown at once, with no request', async () => {
    const { server, finder, last } = setUp();
    finder.type('x');
    await vi.advanceTimersByTimeAsync(300);
    server.pending.get('x')?.resolve(['x1']);
    finder.type('xy');
    await vi.advanceTimersByTimeAsync(300);
    server.pending.get('xy')?.resolve([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toEqual({ name: 'results', query: 'xy', items: [] });
    finder.type('x ');
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toEqual({ name: 'results', query: 'x', items: ['x1'] });
    expect(server.asked).toEqual(['x', 'xy']);
  });

  it('clears at once on a blank field, and asks again for a text whose search failed', async () => {
    const { server, finder, last } = setUp();
    finder.type('z');
    await vi.advanceTimersByTimeAsync(300);
    const error = new Error('down');
    server.pending.get('z')?.reject(error);
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toEqual({ name: 'failed', query: 'z', error });
    finder.type('  ');
    expect(last()).toEqual({ name: 'empty' });
    finder.type('z');
    await vi.advanceTimersByTimeAsync(300);
    expect(server.asked).toEqual(['z', 'z']);
  });

  it('sends nothing once stopped (the popup closed mid-pause)', async () => {
    const { server, finder } = setUp();
    finder.type('late');
    finder.stop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.asked).toEqual([]);
  });
});
