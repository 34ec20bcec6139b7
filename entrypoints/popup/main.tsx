import { render } from 'preact';
import '@/components/base.css';
import './popup.css';
import { preloadLaterModules } from './lazy-modules';
import { Popup } from './Popup';
import { loadPopupData } from './first-paint';

// Only local reads before the first paint: the tab, storage (one round trip), nothing else.
const data = loadPopupData(location.search);

const root = document.getElementById('app');
if (root) {
  data.then(
    (loaded) => {
      render(<Popup data={loaded} />, root);
      preloadLaterModules();
    },
    () => render(<p class="popup muted">The extension could not read its data. Close and reopen the popup.</p>, root),
  );
}
