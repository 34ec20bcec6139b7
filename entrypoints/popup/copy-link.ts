import { copyText } from '@/lib/clipboard';
import { isWebAddress } from '@/lib/web-address';
import { clipboardTextOf, type CopiedLink } from './copy-format';
import type { PopupData } from './first-paint';
import type { CopyState } from './views/CopyStatus';

/**
 * Copies a new short link, in the format chosen (./copy-format.ts), and tells `show` how it goes.
 * `keepClipboard`: shown only (the settings do not ask for copies). Loaded with the popup's
 * actions, after the first paint.
 */
export function copyShortLink(
  link: CopiedLink,
  data: PopupData,
  keepClipboard: boolean,
  show: (state: CopyState) => void,
): void {
  // Never onto the clipboard: a `javascript:` address pasted into an address bar would run.
  if (keepClipboard || !isWebAddress(link.shortUrl)) {
    show('off');
    return;
  }
  // The write is on its way before the result is drawn (a plain address waits for nothing).
  const copying = clipboardTextOf(link, data).then(copyText);
  show('copying');
  copying.then(
    () => show('copied'),
    () => show('failed'),
  );
}
