import type { ComponentChildren } from 'preact';
import { useLayoutEffect } from 'preact/hooks';
import type { ConnectionStatus } from '@/lib/connection';
import { loadLaterViews } from './lazy-modules';
import { useLazyModule } from './load-once';
import type { PopupData } from './first-paint';
import { usePopup } from './use-popup';
import { ShortenForm } from './views/ShortenForm';

/** Set once the form is on screen with the URL filled and Shorten enabled; `npm run bench` reads it. */
export const INTERACTIVE_MARK = 'popup-interactive';
/** Set when a new short link is on screen and its copy has settled (measured from SHORTEN_START_MARK). */
export const SHORTEN_SHOWN_MARK = 'shorten-shown';

export function Popup({ data, connection }: { data: PopupData; connection: Promise<ConnectionStatus | null> }) {
  const popup = usePopup(data, connection);
  const views = useLazyModule(loadLaterViews);
  const { view, connection: status } = popup;

  useLayoutEffect(() => {
    if (view.name === 'form' && performance.getEntriesByName(INTERACTIVE_MARK).length === 0) {
      performance.mark(INTERACTIVE_MARK);
    }
  }, [view.name]);

  const settledResult = view.name === 'result' && view.copy !== 'copying';
  useLayoutEffect(() => {
    if (settledResult) performance.mark(SHORTEN_SHOWN_MARK);
  }, [settledResult]);

  if (status?.configured === false) {
    return <Shell>{views && <views.NotConfigured />}</Shell>;
  }
  return (
    <Shell
      connection={
        status?.serverOrigin ? (
          // In the header rather than a footer line: the popup's height is precious.
          <p
            class="brand-connection muted"
            data-testid="connection-state"
            title={`Connected to ${status.serverOrigin}`}
          >
            <span class="visually-hidden">Connected to </span>
            {status.serverOrigin}
          </p>
        ) : null
      }
    >
      {view.name === 'form' && <ShortenForm popup={popup} ProblemBanner={views?.ProblemBanner} />}
      {views && view.name === 'result' && (
        <views.ResultView link={view.link} copy={view.copy} onCopy={popup.copy} onAnother={popup.newForm} />
      )}
      {views && view.name === 'offer' && (
        <views.RecentOffer entry={view.entry} onCopy={popup.copy} onNew={popup.newForm} />
      )}
      {views && view.name !== 'result' && (
        <views.FailedShortenings entries={popup.failed} problems={popup.retryProblems} onRetry={popup.retry} />
      )}
    </Shell>
  );
}

function Shell({ children, connection }: { children: ComponentChildren; connection?: ComponentChildren }) {
  return (
    <main class="popup">
      <header class="brand">
        <img src="/icon/32.png" alt="" width={20} height={20} />
        <h1 class="popup-title">phpShort</h1>
        {connection}
      </header>
      {children}
    </main>
  );
}
