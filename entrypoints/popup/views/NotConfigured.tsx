import { browser } from 'wxt/browser';

/** No server saved yet (the header says "Not connected yet"): offer the one step that fixes it. */
export function NotConfigured() {
  return (
    <div class="card connection" data-testid="not-configured">
      <p class="muted">Connect your phpShort server to start shortening links.</p>
      <button type="button" class="button button-primary" onClick={() => void browser.runtime.openOptionsPage()}>
        Open settings
      </button>
    </div>
  );
}
