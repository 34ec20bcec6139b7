import type { ConnectionState } from '@/lib/connection-state';

export type StateTone = 'ok' | 'bad' | 'warn' | 'neutral';

/** A time of day as the user reads clocks: "14:05". */
const clock = (at: number) => new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/**
 * The connection state in one line, with its reason and where the fix is: the same words in the
 * popup and the options page. `null`: not read (or not written) yet.
 */
export function describeConnectionState(state: ConnectionState | null, now: number = Date.now()): [StateTone, string] {
  if (!state) return ['neutral', 'Checking the connection…'];
  if (!state.configured) return ['neutral', 'Not connected yet'];
  const { health } = state;
  switch (health.kind) {
    case 'unchecked':
      return ['neutral', 'Not checked yet'];
    case 'connected':
      return ['ok', health.dialect ? `Connected — phpShort, ${health.dialect} API` : 'Connected'];
    case 'key-rejected':
      return ['bad', 'Key rejected — check the API key in Settings'];
    case 'unreachable':
      return ['bad', `Server unreachable${health.timedOut ? ' — no answer in time' : ''}`];
    case 'not-an-api':
      return ['bad', 'Not a phpShort API at this address'];
    case 'rate-limited':
      return health.until > now
        ? ['warn', `Rate limited until ${clock(health.until)}`]
        : ['neutral', 'Rate limit over — not checked since'];
    case 'server-error':
      return ['bad', `Server error${health.status ? ` (HTTP ${health.status})` : ''} — try again later`];
  }
}
