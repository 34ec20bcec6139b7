import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from '../../../entrypoints/options/common/debounce';

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once with the last arguments after calls stop', () => {
    const run = vi.fn();
    const search = debounce(run, 300);
    search('a');
    vi.advanceTimersByTime(200);
    search('ab');
    vi.advanceTimersByTime(299);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledExactlyOnceWith('ab');
  });

  it('flush runs the pending call now; cancel drops it', () => {
    const run = vi.fn();
    const search = debounce(run, 300);
    search('now');
    search.flush();
    expect(run).toHaveBeenCalledExactlyOnceWith('now');
    search('never');
    search.cancel();
    vi.advanceTimersByTime(1000);
    search.flush();
    expect(run).toHaveBeenCalledTimes(1);
  });
});
