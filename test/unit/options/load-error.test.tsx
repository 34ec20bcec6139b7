// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadError } from '@/entrypoints/options/common/LoadState';
import { ApiError } from '@/lib/api/errors';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
beforeEach(() => {
  vi.useFakeTimers();
});

describe('a list refused for the rate limit', () => {
  it('counts the wait down second by second, then loads again by itself', async () => {
    const retry = vi.fn();
    const error = new ApiError('rate-limited', { retryAfterSeconds: 3 });
    render(<LoadError what="links" error={error} onRetry={retry} />);
    const text = () => screen.getByRole('alert').textContent;
    expect(text()).toBe('Could not load the links. The server is limiting requests. Try again in 3 seconds.Retry');
    // A few milliseconds past each whole second, the number changes.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1010);
    });
    expect(text()).toContain('Try again in 2 seconds.');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(text()).toContain('Try again in a second.');
    expect(retry).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('shows any other failure as it came, with no countdown', async () => {
    const retry = vi.fn();
    render(<LoadError what="spaces" error={new ApiError('server', { status: 500 })} onRetry={retry} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(screen.getByRole('alert').textContent).toContain('HTTP 500');
    expect(retry).not.toHaveBeenCalled();
  });
});
