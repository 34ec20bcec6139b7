import type { ComponentChildren } from 'preact';
import { useLayoutEffect } from 'preact/hooks';
import type { ConnectionStatus } from '@/lib/connection/status';
import type { PopupData } from './popup-data';
import { usePopup } from './use-popup';
import { FailedShortenings } from './views/FailedShortenings';
import { NotConfigured } from './views/NotConfigured';
import { RecentOffer } from './views/RecentOffer';
import { ResultView } from './views/ResultView';
import { ShortenForm } from './views/ShortenForm';

/** Set once the form is on screen with the URL filled and Shorten enabled; `npm run bench` reads it. */
export const INTERACTIVE_MARK = 'popup-interactive';

export function Popup({ data, connection }: { data: PopupData; connection: Promise<ConnectionStatus | null> }) {
  const popup = usePopup(data, connection);
  const { view, connection: status } = popup;

  useLayoutEffect(() => {
    if (view.name === 'form' && performance.getEntriesByName(INTERACTIVE_MARK).length === 0) {
      performance.mark(INTERACTIVE_MARK);
    }
  }, [view.name]);

  if (status?.configured === false) {
    return (
      <Shell>
        <NotConfigured />
      </Shell>
    );
  }
  return (
    <Shell
      footer={
        status?.serverOrigin ? (
          <p class="footer muted" data-testid="connection-state">
            Connected to {status.serverOrigin}
          </p>
        ) : null
      }
    >
      {view.name === 'result' && <ResultView link={view.link} copy={view.copy} onCopy={popup.copy} onAnother={popup.newForm} />}
      {view.name === 'offer' && <RecentOffer entry={view.entry} onCopy={popup.copy} onNew={popup.newForm} />}
      {view.name === 'form' && <ShortenForm popup={popup} />}
      {view.name !== 'result' && (
        <FailedShortenings entries={popup.failed} problems={popup.retryProblems} onRetry={popup.retry} />
      )}
    </Shell>
  );
}

function Shell({ children, footer }: { children: ComponentChildren; footer?: ComponentChildren }) {
  return (
    <main class="popup">
      <header class="brand">
        <img src="/icon/32.png" alt="" width={20} height={20} />
        <h1 class="popup-title">phpShort</h1>
      </header>
      {children}
      {footer}
    </main>
  );
}
