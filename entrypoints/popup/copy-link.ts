import { copyText } from '@/lib/clipboard';
import { isWebAddress } from '@/lib/web-address';
import type { CopyState } from './views/CopyStatus';

/**
 * Copies a new short link and tells `show` how it goes. `keepClipboard`: shown only (the settings
 * do not ask for copies). Loaded with the popup's actions, after the first paint.
 */
export function copyShortLink(shortUrl: string, keepClipboard: boolean, show: (state: CopyState) => void): void {
  // Never onto the clipboard: a `javascript:` address pasted into an address bar would run.
  if (keepClipboard || !isWebAddress(shortUrl)) {
    show('off');
    return;
  }
  // The write is on its way before the result is drawn.
  const copying = copyText(shortUrl);
  show('copying');
  copying.then(
    () => show('copied'),
    () => show('failed'),
  );
}
