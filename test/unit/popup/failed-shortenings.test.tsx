// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FailedShortenings } from '@/entrypoints/popup/views/FailedShortenings';
import type { FailedEntry } from '@/lib/recent';
import { SERVERS_VERSION, type ServerEntry, type ServerList } from '@/lib/servers';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function failed(id: string, kind: FailedEntry['failure']['kind'], message: string): FailedEntry {
  return {
    id,
    requestId: id,
    pageUrl: `https://example.com/${id}`,
    source: 'context-menu',
    at: 0,
    status: 'failed',
    failure: { kind, message },
    draft: { destination: `https://example.com/${id}` },
  };
}

/** The stored list of servers, the first current. */
function serverListOf(servers: ServerEntry[]): ServerList {
  const byId = Object.fromEntries(servers.map((server) => [server.id, server]));
  return {
    version: SERVERS_VERSION,
    current: '1',
    order: servers.map(({ id }) => id),
    byId,
    nextId: servers.length + 1,
  };
}

/** The list as the popup holds it: a dismissed entry leaves it. */
function List({ entries }: { entries: FailedEntry[] }) {
  const [shown, setShown] = useState(entries);
  return (
    <FailedShortenings
      entries={shown}
      problems={{}}
      onRetry={() => undefined}
      onDismiss={(entry) => setShown((list) => list.filter((e) => e.id !== entry.id))}
    />
  );
}

describe('failed shortenings in the popup', () => {
  it('offers Retry only where trying again can help, and Dismiss on every entry', () => {
    render(
      <List
        entries={[
          failed('down', 'network', 'Could not reach the server.'),
          failed('long', 'invalid-input', 'This address is too long for phpShort.'),
          failed('refused', 'validation', 'The url field must not be greater than 2048 characters.'),
        ]}
      />,
    );
    expect(screen.getAllByRole('button', { name: /^Retry / }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Retry https://example.com/down',
    ]);
    expect(screen.getAllByRole('button', { name: /^Dismiss / })).toHaveLength(3);
  });

  it('takes the keyboard to the row that took a dismissed row’s place, and is gone with the last', () => {
    render(<List entries={[failed('a', 'invalid-input', 'Too long.'), failed('b', 'network', 'Down.')]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss https://example.com/a' }));
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Retry https://example.com/b');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss https://example.com/b' }));
    expect(screen.queryByTestId('failed-shortenings')).toBeNull();
  });

  it("counts a kept rate limit's wait down from when it failed, and says when it is over", async () => {
    vi.useFakeTimers({ now: 100_000 });
    // Kept 40 s ago, when the server asked for 57 s.
    const entry: FailedEntry = {
      ...failed('limited', 'rate-limited', 'The server is limiting requests. Try again in 57 seconds.'),
      at: 60_000,
      failure: {
        kind: 'rate-limited',
        message: 'The server is limiting requests. Try again in 57 seconds.',
        retryAfterSeconds: 57,
      },
    };
    render(<List entries={[entry]} />);
    const reason = () => screen.getByTestId('failed-shortenings').querySelector('.failed-reason')?.textContent;
    expect(reason()).toContain('Try again in 17 seconds');
    // A few milliseconds past each whole second, the number changes.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_010);
    });
    expect(reason()).toContain('Try again in 16 seconds');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(16_000);
    });
    expect(reason()).toContain("The server's wait is over: you can try again now.");
    expect(screen.getByRole('button', { name: 'Retry https://example.com/limited' })).toBeDefined();
  });

  it('names the server each failure belongs to when there are several, nothing with one', () => {
    const onA = { ...failed('a', 'network', 'Down.'), serverId: '1', serverOrigin: 'https://a.example' };
    const onB = { ...failed('b', 'network', 'Down.'), serverId: '2', serverOrigin: 'https://b.example:8443' };
    const two = serverListOf([
      { id: '1', name: 'Acme — production' },
      { id: '2', name: '' },
    ]);
    const { rerender } = render(
      <FailedShortenings entries={[onA, onB]} servers={two} problems={{}} onRetry={vi.fn()} onDismiss={vi.fn()} />,
    );
    // A server without a name is called by its host.
    expect(screen.getAllByTestId('failed-server').map((line) => line.textContent)).toEqual([
      'On Acme — production',
      'On b.example:8443',
    ]);
    rerender(
      <FailedShortenings
        entries={[onA]}
        servers={serverListOf([{ id: '1', name: 'Acme — production' }])}
        problems={{}}
        onRetry={vi.fn()}
        onDismiss={vi.fn()}
      />,
    );
    expect(screen.queryAllByTestId('failed-server')).toEqual([]);
  });
});
