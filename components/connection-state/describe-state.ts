import type { ConnectionState } from '@/lib/connection-state';
import { t } from '@/lib/i18n/messages';

export type StateTone = 'ok' | 'bad' | 'warn' | 'neutral';

/**
 * A time of day as the browser's UI language writes clocks ("14:05", "2:05 PM"). Plain
 * `toLocaleTimeString`, not lib/i18n/format.ts: this runs at the popup's first paint, whose budget
 * has no room for the formatter cache, and a rate limit's end needs no zone (it is minutes away).
 */
const clock = (at: number) => new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/**
 * The connection state in one line, with its reason and where the fix is: the same words in the
 * popup and the options page. `null`: not read (or not written) yet.
 */
export function describeConnectionState(state: ConnectionState | null, now: number = Date.now()): [StateTone, string] {
  if (!state) return ['neutral', t('stateChecking')];
  if (!state.configured) return ['neutral', t('stateNotConnected')];
  const { health } = state;
  switch (health.kind) {
    case 'unchecked':
      return ['neutral', t('stateUnchecked')];
    case 'connected':
      return [
        'ok',
        t(
          health.dialect === 'classic'
            ? 'stateConnectedClassic'
            : health.dialect
              ? 'stateConnectedCurrent'
              : 'stateConnected',
        ),
      ];
    case 'key-rejected':
      return ['bad', t('stateKeyRejected')];
    case 'unreachable':
      return ['bad', t(health.timedOut ? 'stateUnreachableTimedOut' : 'stateUnreachable')];
    case 'not-an-api':
      return ['bad', t('stateNotAnApi')];
    case 'rate-limited':
      return health.until > now
        ? ['warn', t('stateRateLimitedUntil', { time: clock(health.until) })]
        : ['neutral', t('stateRateLimitOver')];
    case 'server-error':
      return [
        'bad',
        health.status ? t('stateServerErrorStatus', { status: String(health.status) }) : t('stateServerError'),
      ];
  }
}
