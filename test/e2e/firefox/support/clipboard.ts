import type { ChromeWindow } from './chrome-window';

/** Runs in the browser window: the system clipboard's text, '' when it holds none. */
const READ_CLIPBOARD = `() => {
  const transferable = Cc['@mozilla.org/widget/transferable;1'].createInstance(Ci.nsITransferable);
  transferable.init(null);
  transferable.addDataFlavor('text/plain');
  Services.clipboard.getData(transferable, Services.clipboard.kGlobalClipboard, null);
  const data = {};
  try {
    transferable.getTransferData('text/plain', data);
  } catch {
    return '';
  }
  return data.value.QueryInterface(Ci.nsISupportsString).data;
}`;

/** What the real clipboard holds: read by the browser itself, not through a page's permission. */
export async function readClipboard(chrome: ChromeWindow): Promise<string> {
  const text = await chrome.call(READ_CLIPBOARD);
  if (typeof text !== 'string') throw new Error(`Clipboard read gave ${String(text)}`);
  return text;
}
