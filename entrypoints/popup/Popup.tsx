import { browser } from 'wxt/browser';
import { ConnectionSummary } from '@/components/ConnectionSummary';
import { useConnectionStatus } from '@/components/use-connection-status';
import { isShortenable } from './target-tab';
import { useTargetTabUrl, type TargetUrlState } from './use-target-tab-url';

export function Popup() {
  const target = useTargetTabUrl(location.search);
  const connection = useConnectionStatus();
  return (
    <main class="popup">
      <header class="brand">
        <img src="/icon/32.png" alt="" width={20} height={20} />
        <h1 class="popup-title">phpShort</h1>
      </header>
      <section class="target" aria-labelledby="target-heading">
        <h2 id="target-heading" class="label">
          This page
        </h2>
        <TargetUrl state={target} />
      </section>
      <ConnectionSummary
        state={connection}
        action={
          <button
            type="button"
            class="button button-primary"
            onClick={() => void browser.runtime.openOptionsPage()}
          >
            Open settings
          </button>
        }
      />
    </main>
  );
}

function TargetUrl({ state }: { state: TargetUrlState }) {
  if (state.phase === 'loading') return <p class="muted">Reading the tab…</p>;
  if (state.phase === 'failed' || state.url === null) {
    return <p class="muted">This tab's address is not available to the extension.</p>;
  }
  return (
    <>
      <p class="url" data-testid="tab-url" title={state.url}>
        {state.url}
      </p>
      {!isShortenable(state.url) && (
        <p class="muted">Only web pages (http and https) can be shortened.</p>
      )}
    </>
  );
}
