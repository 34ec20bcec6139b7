import type { ComponentChildren } from 'preact';
import type { ConnectionState } from '@/lib/connection-state';
import { describeConnectionState } from './describe-state';
import './connection-state.css';

/**
 * The connection as the background last saw it: a coloured dot and one sentence with the reason
 * (the server's address is its tooltip), then `children` (Re-check, see ./LiveConnectionState.tsx).
 * The popup draws it at first paint; both headers show it.
 */
export function ConnectionStateBar({
  state,
  children,
  testId = 'connection-state',
}: {
  state: ConnectionState | null;
  children?: ComponentChildren;
  /** Another id where a page shows several servers' states beside the header's. */
  testId?: string;
}) {
  const [tone, text] = describeConnectionState(state);
  return (
    <div class={`connection-state tone-${tone}`} data-testid={testId} title={state?.serverOrigin ?? undefined}>
      <span class="connection-dot" aria-hidden="true" />
      <span class="connection-text" role="status">
        {text}
      </span>
      {children}
    </div>
  );
}
