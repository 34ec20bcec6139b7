import type { ChromeWindow } from './chrome-window';

/**
 * Runs in the browser window: puts `text` into the real address bar and starts its query (as
 * typing does, so the extension keyword's provider answers), then presses Enter as a real key
 * through nsITextInputProcessor: the extension's `omnibox` listeners run as for a user. Enter is
 * not held until every result is in (other providers take seconds): the address bar itself defers
 * it until the first (keyword) result is there, as it does for a fast typist.
 */
const ENTER_IN_ADDRESS_BAR = `async (text) => {
  gURLBar.focus();
  gURLBar.search(text);
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
