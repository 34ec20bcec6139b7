import type { ComponentChildren } from 'preact';
import { useLayoutEffect } from 'preact/hooks';
import type { ConnectionStatus } from '@/lib/connection';
import { t } from '@/lib/i18n/messages';
import type { PopupData } from './first-paint';
import { useLaterViews } from './later';
import type { ShownUpdate } from './server-switch';
import { usePopup } from './use-popup';
import { NotConfigured } from './views/NotConfigured';
import { ShortenForm } from './views/ShortenForm';

/**
 * Set once the popup is usable: the form on screen with the URL filled and Shorten enabled, or with
 * no server saved, "Open settings". `npm run bench` reads it.
 */
export const INTERACTIVE_MARK = 'popup-interactive';

interface Props {
  data: PopupData;
  connection: Promise<ConnectionStatus | null>;
  /** Draws the popup on another server, or with another current server (./views/ServerSwitcher.tsx). */
  onSwitch: ShownUpdate;
}

export function Popup({ data, connection, onSwitch }: Props) {
  const popup = usePopup(data, connection);
  const views = useLaterViews();
  const { view } = popup;
  const first = data.connectionState;
  // Known at first paint from storage; the background's answer corrects it in the rare case it lags.
  const notConfigured = popup.configured === false;
  // Kept live, with Re-check, once the later views have loaded (not at first paint: its budget).
  // With two servers or more, the later views add the server's name and its switcher around it;
  // "Find a link" comes with them (./finder/).
  const header = views ? (
    <>
      <views.HeaderControls popup={popup} onSwitch={onSwitch} />
      <views.LiveConnectionState first={first} serverId={data.serverId} />
      <views.ServerUse popup={popup} onSwitch={onSwitch} />
    </>
  ) : (
    // Its row is kept (popup.css): the sentence arrives with the later views, a few milliseconds on.
    <div class="connection-state" />
  );

  // Usable: the form is up, or (no server saved) "Open settings".
  const usable = notConfigured || view.name === 'form';
  useLayoutEffect(() => {
    if (usable && performance.getEntriesByName(INTERACTIVE_MARK).length === 0) {
      performance.mark(INTERACTIVE_MARK);
    }
  }, [usable]);

  // Menu and shortcut shortenings that failed are listed whatever the popup shows (also before a
  // server is connected, which may be why they failed), but not under a new short link; so is
  // the entry to shortening all tabs, once a server is connected.
  const failed = views && view.name !== 'result' && (
    <views.PopupFooter popup={popup} servers={data.servers} bulk={!notConfigured} />
  );
  if (notConfigured) {
    return (
      <Shell connection={header}>
        <NotConfigured />
        {failed}
      </Shell>
    );
  }
  return (
    <Shell connection={header}>
      {views && view.name === 'form' && popup.goneOffer && <views.EarlierLinkGone gone={popup.goneOffer} />}
      {view.name === 'form' && <ShortenForm popup={popup} ProblemBanner={views?.ProblemBanner} />}
      {views && view.name === 'form' && <views.FormOffers popup={popup} />}
      {views && view.name === 'result' && (
        <views.ResultView {...view} data={data} onCopy={popup.copy} onAnother={popup.newForm} />
      )}
      {views && view.name === 'offer' && (
        <views.RecentOffer {...view} data={data} onCopy={popup.copyOffer} onNew={popup.newForm} />
      )}
      {failed}
    </Shell>
  );
}

function Shell({ children, connection }: { children: ComponentChildren; connection?: ComponentChildren }) {
  return (
    <main class="popup">
      <header class="brand">
        <img src="/icon/32.png" alt="" width={20} height={20} />
        <h1 class="popup-title">{t('extensionShortName')}</h1>
        {connection}
      </header>
      {children}
    </main>
  );
}
