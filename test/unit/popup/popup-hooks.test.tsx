// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { PopupData } from '@/entrypoints/popup/first-paint';
import { useEarlierLink } from '@/entrypoints/popup/use-earlier-link';
import { useFailedShortenings } from '@/entrypoints/popup/use-failed-shortenings';
import type { Link } from '@/lib/api/model/link';
import { serializeError, ApiError } from '@/lib/api/errors';
import type { DoneEntry, FailedEntry } from '@/lib/recent';
import { DEFAULT_SETTINGS } from '@/lib/settings';

const PAGE = 'https://example.com/article';
const ORIGIN = 'https://s.example';

function done(shortUrl: string): DoneEntry {
  const link = { id: 1, shortUrl, destination: PAGE, clicks: 4 } as Link;
  return { id: 'e1', requestId: 'r1', pageUrl: PAGE, source: 'popup', at: 0, status: 'done', link };
}

function failed(id: string): FailedEntry {
  return {
    id,
    requestId: id,
    pageUrl: PAGE,
    source: 'context-menu',
    at: 0,
    status: 'failed',
    failure: { kind: 'network', message: 'No answer' },
    draft: { destination: PAGE },
  };
}

function popupData(recent: PopupData['recent']): PopupData {
  return {
    tabUrl: PAGE,
    servers: null,
    serverId: '1',
    settings: DEFAULT_SETTINGS,
    spaces: null,
    knownResources: null,
    serverProfile: null,
    recent,
    connectionState: { configured: true, serverOrigin: ORIGIN, health: { kind: 'unchecked' }, since: 0 },
    draft: null,
    spentDraft: false,
  };
}

/**
 * A background of the test's own (WXT's fake browser ignores a listener's returned promise):
 * `answer` gives each request's value, or throws its error. Answers the requests asked so far.
 */
function background(answer: (name: string, input: unknown) => unknown): { name: string; input: unknown }[] {
  const asked: { name: string; input: unknown }[] = [];
  const reply = async (message: unknown) => {
    const { name, input } = message as { name: string; input: unknown };
    asked.push({ name, input });
    try {
      return { ok: true, value: await answer(name, input) };
    } catch (error) {
      return { ok: false, error: serializeError(error) };
    }
  };
  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- the channel awaits it; the types also describe Chrome's callback form
  vi.spyOn(browser.runtime, 'sendMessage').mockImplementation(reply);
  return asked;
}

beforeEach(() => fakeBrowser.reset());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("the popup's earlier-link offer", () => {
  it('is on screen at once, then as the server has it (renamed, with its clicks); Copy takes the new address', async () => {
    const renamed = { ...done('https://s.example/new'), link: { ...done('').link, shortUrl: 'https://s.example/new' } };
    background((name) => (name === 'recent/check' ? { status: 'current', entry: renamed } : null));
    const { result } = renderHook(() => useEarlierLink(popupData([done('https://s.example/old')])));
    expect(result.current.offer?.entry.link.shortUrl).toBe('https://s.example/old');
    // The actions' chunk is imported on first use: the first time in a run takes a while here.
    await waitFor(() => expect(result.current.offer?.clicks?.total).toBe(4), { timeout: 10_000 });
    expect(result.current.offer?.entry.link.shortUrl).toBe('https://s.example/new');
    expect((await result.current.confirmed(done('https://s.example/old').link))?.shortUrl).toBe(
      'https://s.example/new',
    );
  });

  it('gives way to the form, saying why, when the server says the link is gone; Copy then copies nothing', async () => {
    background((name) => (name === 'recent/check' ? { status: 'gone', reason: 'deleted', entry: done(ORIGIN) } : null));
    const { result } = renderHook(() => useEarlierLink(popupData([done('https://s.example/old')])));
    await waitFor(() => expect(result.current.gone?.reason).toBe('deleted'));
    expect(result.current.offer).toBeNull();
    expect(await result.current.confirmed(done('https://s.example/old').link)).toBeNull();
  });

  it('stays set aside once the user chose the form, whatever the server answers later', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    background(async () => {
      await held;
      return { status: 'current', entry: done('https://s.example/old') };
    });
    const { result } = renderHook(() => useEarlierLink(popupData([done('https://s.example/old')])));
    await act(() => result.current.setAside());
    release();
    await result.current.confirmed(done('https://s.example/old').link);
    expect(result.current.offer).toBeNull();
  });

  it('is not made over a draft', () => {
    const data = { ...popupData([done('https://s.example/old')]), draft: popupData([]).draft ?? ({} as never) };
    const { result } = renderHook(() => useEarlierLink(data));
    expect(result.current.offer).toBeNull();
  });
});

describe("the popup's failed shortenings", () => {
  it('Dismiss takes the entry off the list at once and tells the background', async () => {
    const asked = background(() => null);
    const { result } = renderHook(() => useFailedShortenings(popupData([failed('a'), failed('b')])));
    await act(() => result.current.dismiss(failed('a')));
    expect(result.current.failed.map((entry) => entry.id)).toEqual(['b']);
    await waitFor(() => expect(asked).toEqual([{ name: 'recent/dismiss', input: { entryId: 'a' } }]));
  });

  it('Retry that fails says why at the entry, and a new Retry clears it; one that works answers the link', async () => {
    let works = false;
    const link = done('https://s.example/made').link;
    background(() => {
      if (!works) throw new ApiError('network');
      return { link, foundStored: false, entryId: 'a' };
    });
    const { result } = renderHook(() => useFailedShortenings(popupData([failed('a')])));
    await act(async () => expect(await result.current.retry(failed('a'))).toBeNull());
    expect(result.current.retryProblems.a).toMatch(/.+/);
    works = true;
    let answered: unknown;
    await act(async () => {
      answered = await result.current.retry(failed('a'));
    });
    expect(result.current.retryProblems).toEqual({});
    expect(answered).toMatchObject({ ok: true, link, entryId: 'a' });
    await act(() => result.current.settled('a'));
    expect(result.current.failed).toEqual([]);
  });
});
