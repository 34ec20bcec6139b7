import type { ChromeWindow } from './chrome-window';

/**
 * Runs in the browser window: types `text` into the real address bar (as a search would start
 * it, so the extension keyword's provider answers), waits for the bar's results, then presses
 * Enter as a real key through nsITextInputProcessor: the extension's `omnibox` listeners run as
 * for a user.
 */
const ENTER_IN_ADDRESS_BAR = `async (text) => {
  gURLBar.focus();
  gURLBar.search(text);
  await gURLBar.lastQueryContextPromise;
  const input = Cc['@mozilla.org/text-input-processor;1'].createInstance(Ci.nsITextInputProcessor);
  if (!input.beginInputTransactionForTests(window)) throw new Error('No input transaction for the browser window');
  const enter = new KeyboardEvent('', { key: 'Enter', code: 'Enter', keyCode: KeyboardEvent.DOM_VK_RETURN });
  input.keydown(enter);
  input.keyup(enter);
}`;

/** Types `text` (e.g. `ps example.com`) into the address bar and presses Enter. */
export async function enterInAddressBar(chrome: ChromeWindow, text: string): Promise<void> {
  await chrome.call(ENTER_IN_ADDRESS_BAR, text);
}
