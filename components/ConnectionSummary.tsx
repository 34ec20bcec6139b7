import type { ComponentChildren } from 'preact';
import type { ConnectionStatusState } from './use-connection-status';

interface Props {
  state: ConnectionStatusState;
  /** Shown with the "not connected" text; the popup offers a way to the settings here. */
  action?: ComponentChildren;
}

/** One sentence about the connection, announced politely when it changes. */
export function ConnectionSummary({ state, action }: Props) {
  return (
    <div class="card connection" role="status" data-testid="connection-state">
      {state.phase === 'loading' && <p class="muted">Checking the connection…</p>}
      {state.phase === 'failed' && <p>The extension could not read its settings. Reload the page.</p>}
      {state.phase === 'ready' && !state.status.configured && (
        <>
          <p>
            <strong>Not connected yet.</strong>{' '}
            <span class="muted">Connect your phpShort server to start shortening links.</span>
          </p>
          {action}
        </>
      )}
      {state.phase === 'ready' && state.status.configured && (
        <p>
          Connected to <strong>{state.status.serverOrigin}</strong>
        </p>
      )}
    </div>
  );
}
