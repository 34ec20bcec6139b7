import { browser } from 'wxt/browser';

/** No server saved yet: say so, and offer the one step that fixes it. */
export function NotConfigured() {
  return (
    <div class="card connection" role="status" data-testid="connection-state">
      <p>
        <strong>Not connected yet.</strong>{' '}
        <span class="muted">Connect your phpShort server to start shortening links.</span>
      </p>
      <button type="button" class="button button-primary" onClick={() => void browser.runtime.openOptionsPage()}>
        Open settings
      </button>
    </div>
  );
}
