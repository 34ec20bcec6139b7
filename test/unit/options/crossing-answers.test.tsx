// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { useServerRows } from '@/entrypoints/options/servers/use-server-rows';
import { useShownConnection } from '@/entrypoints/options/use-shown-connection';
import type { ConnectionStatus } from '@/lib/connection';
import type { ServersOverview } from '@/lib/messages/protocol';

const SAVED: ConnectionStatus = {
  configured: true,
  serverOrigin: 'https://s.example',
  serverUrl: 'https://s.example',
  keySaved: true,
  allowInsecureHttp: false,
  dialectChoice: 'automatic',
  profile: null,
};
const NOT_SAVED: ConnectionStatus = { ...SAVED, configured: false, keySaved: false };
const NONE: ServersOverview = { current: null, servers: [] };
const ONE: ServersOverview = {
  current: '1',
  servers: [{ id: '1', name: '', label: 's.example', status: SAVED, state: null }],
};

/**
 * A background that answers each ask (of the one kind `name`) only when the test says so, in any
 * order: `answer(i, value)` answers the i-th ask.
 */
function heldAnswers(name: string) {
  const pending: ((value: unknown) => void)[] = [];
  vi.spyOn(browser.runtime, 'sendMessage').mockImplementation(
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- the channel awaits it; the types also describe Chrome's callback form
    (message: unknown) =>
      new Promise((resolve) => {
        expect((message as { name: string }).name).toBe(name);
        pending.push((value) => resolve({ ok: true, value }));
      }),
  );
  return {
    asks: () => pending.length,
    answer: async (index: number, value: unknown) => {
      await act(async () => {
        pending[index]?.(value);
        await Promise.resolve();
      });
    },
  };
}

beforeEach(() => fakeBrowser.reset());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("the Settings tab's server rows", () => {
  it("keep an Add's list when the page's first ask answers after it", async () => {
    const lists = heldAnswers('servers/list');
    const { result } = renderHook(() => useServerRows());
    await waitFor(() => expect(lists.asks()).toBe(1));
    // The Add is answered; the list is asked again and answers first, with the new server.
    await act(() => result.current.refresh());
    await lists.answer(1, ONE);
    await waitFor(() => expect(result.current.overview).toEqual(ONE));
    // The page's first ask, read before the Add, answers last: it no longer describes the list.
    await lists.answer(0, NONE);
    expect(result.current.overview).toEqual(ONE);
  });

  it("keep a button's answer over an ask sent before it", async () => {
    const lists = heldAnswers('servers/list');
    const { result } = renderHook(() => useServerRows());
    await waitFor(() => expect(lists.asks()).toBe(1));
    await act(() => result.current.show(ONE));
    await lists.answer(0, NONE);
    expect(result.current.overview).toEqual(ONE);
  });
});

describe("the options page's connection status", () => {
  it('stays what the server last answered when an older ask answers later', async () => {
    const asked = heldAnswers('connection/status');
    const { result } = renderHook(() => useShownConnection('1'));
    await waitFor(() => expect(asked.asks()).toBe(1));
    // The key was saved meanwhile (its profile changed): asked again, answered first.
    await act(() => result.current.refresh());
    await asked.answer(1, SAVED);
    await waitFor(() => expect(result.current.status).toEqual(SAVED));
    await asked.answer(0, NOT_SAVED);
    expect(result.current.status).toEqual(SAVED);
  });
});
