import { render } from 'preact';
import '@/components/base.css';
import './popup.css';
import { ask } from '@/lib/messages/channel';
import { loadFormFields, loadLaterViews, loadQrCode } from './lazy-modules';
import { Popup } from './Popup';
import { loadPopupData } from './popup-data';

// Both start before anything renders. The form needs only the local data (a few milliseconds);
// the background's answer about the connection arrives when it does and never holds up the form.
const connection = ask('connection/status', null).catch(() => null);
const data = loadPopupData(location.search);
void loadFormFields().catch(() => undefined);
void loadLaterViews()
  .then(() => loadQrCode())
  .catch(() => undefined);

const root = document.getElementById('app');
if (root) {
  data.then(
    (loaded) => render(<Popup data={loaded} connection={connection} />, root),
    () => render(<p class="popup muted">The extension could not read its data. Close and reopen the popup.</p>, root),
  );
}
