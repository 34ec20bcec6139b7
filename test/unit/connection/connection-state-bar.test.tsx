// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { ConnectionStateBar } from '@/components/connection-state/ConnectionStateBar';
import { describeConnectionState } from '@/components/connection-state/describe-state';
import type { ConnectionHealth, ConnectionState } from '@/lib/connection-state';

afterEach(cleanup);

const ORIGIN = 'https://short.example';
const NOW = new Date(2030, 0, 2, 14, 0).getTime();

const stateOf = (health: ConnectionHealth): ConnectionState => ({
  configured: true,
  serverOrigin: ORIGIN,
  health,
  since: NOW,
});

describe('the connection state in words', () => {
  it.each([
    [{ kind: 'unchecked' }, 'neutral', 'Not checked yet'],
    [{ kind: 'connected', dialect: 'current' }, 'ok', 'Connected — phpShort, current API'],
    [{ kind: 'connected', dialect: null }, 'ok', 'Connected'],
    [{ kind: 'key-rejected' }, 'bad', 'Key rejected — check the API key in Settings'],
    [{ kind: 'unreachable', timedOut: false }, 'bad', 'Server unreachable'],
    [{ kind: 'unreachable', timedOut: true }, 'bad', 'Server unreachable — no answer in time'],
    [{ kind: 'not-an-api' }, 'bad', 'Not a phpShort API at this address'],
    [{ kind: 'server-error', status: 503 }, 'bad', 'Server error (HTTP 503) — try again later'],
  ] as const)('%o: %s, “%s”', (health, tone, text) => {
    expect(describeConnectionState(stateOf(health), NOW)).toEqual([tone, text]);
  });

  it('a rate limit says until when, and stops claiming it once that time has passed', () => {
    const until = new Date(2030, 0, 2, 14, 5).getTime();
    const [tone, text] = describeConnectionState(stateOf({ kind: 'rate-limited', until }), NOW);
    expect(tone).toBe('warn');
    // The user's own clock: 14:05 or 02:05 PM.
    expect(text).toMatch(/^Rate limited until (14|02):05( PM)?$/);
    expect(describeConnectionState(stateOf({ kind: 'rate-limited', until }), until + 1)).toEqual([
      'neutral',
      'Rate limit over — not checked since',
    ]);
  });

  it('without a saved server, or before anything was read', () => {
    const none: ConnectionState = { configured: false, serverOrigin: null, health: { kind: 'unchecked' }, since: NOW };
    expect(describeConnectionState(none, NOW)).toEqual(['neutral', 'Not connected yet']);
    expect(describeConnectionState(null, NOW)).toEqual(['neutral', 'Checking the connection…']);
  });
});

describe('the connection bar', () => {
  it('shows a dot of the tone, the sentence as a status, and the server as its tooltip', () => {
    render(<ConnectionStateBar state={stateOf({ kind: 'key-rejected' })} />);
    const bar = screen.getByTestId('connection-state');
    expect(bar.className).toContain('tone-bad');
    expect(bar.getAttribute('title')).toBe(ORIGIN);
    expect(bar.querySelector('.connection-dot')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Key rejected — check the API key in Settings');
  });
});
