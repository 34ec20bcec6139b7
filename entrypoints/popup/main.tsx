import { render } from 'preact';
import { useState } from 'preact/hooks';
import { applyPageLanguage } from '@/lib/i18n/page-root';
import { t } from '@/lib/i18n/messages';
import '@/components/base.css';
import './popup.css';
import { ask, preloadLaterParts } from './later';
import { Popup } from './Popup';
import { loadPopupData } from './first-paint';
import type { PopupShown } from './server-switch';

/** The popup, drawn anew (a fresh form's state) when another server is chosen in its header. */
function Root({ first }: { first: PopupShown }) {
  const [shown, show] = useState(first);
  return <Popup key={shown.data.serverId} {...shown} onSwitch={show} />;
}

// Only local reads before the first paint: the tab, storage (one round trip), nothing else.
const data = loadPopupData(location.search);

// Before anything is drawn: Arabic mirrors the layout, screen readers pick the right voice and
// announce the popup by its name in the page's language.
applyPageLanguage(document.documentElement);
document.title = t('actionTitle');

const root = document.getElementById('app');
if (root) {
  data.then(
    (loaded) => {
      // The background's word on the connection arrives when it does and never holds up the form.
      const connection = ask('connection/status', null, loaded.serverId).catch(() => null);
      render(<Root first={{ data: loaded, connection }} />, root);
      preloadLaterParts();
    },
    () => render(<p class="popup muted">{t('popupDataUnreadable')}</p>, root),
  );
}
