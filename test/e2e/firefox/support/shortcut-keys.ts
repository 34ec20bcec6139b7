import type { ChromeWindow } from './chrome-window';

/**
 * Runs in the browser window: focuses the address bar (where no page can swallow the keys) and
 * types a shortcut through nsITextInputProcessor, which makes real key events that Firefox's
 * command handling sees; puppeteer's keys go to the page and never reach extension commands.
 */
const PRESS_SHORTCUT = `(modifierKeys, key) => {
  gURLBar.focus();
  const input = Cc['@mozilla.org/text-input-processor;1'].createInstance(Ci.nsITextInputProcessor);
  if (!input.beginInputTransactionForTests(window)) throw new Error('No input transaction for the browser window');
  const shifted = modifierKeys.split('+').includes('Shift');
  const keyEvent = (name) => {
    const letter = /^[A-Z]$/.test(name);
    const keyCode = letter ? name.charCodeAt(0) : KeyboardEvent['DOM_VK_' + name.toUpperCase()];
    if (keyCode === undefined) throw new Error('Unknown key ' + name);
    const key = letter && !shifted ? name.toLowerCase() : name;
    return new KeyboardEvent('', { key, code: letter ? 'Key' + name : name + 'Left', keyCode });
  };
  const modifiers = modifierKeys.split('+').filter(Boolean).map(keyEvent);
  const main = keyEvent(key);
  for (const modifier of modifiers) input.keydown(modifier);
  input.keydown(main);
  input.keyup(main);
  for (const modifier of modifiers.reverse()) input.keyup(modifier);
}`;

const MODIFIERS = new Set(['Alt', 'Shift', 'Control', 'Meta']);

/** Presses a shortcut as the manifest writes it, e.g. `Alt+Shift+S` (modifiers, then one letter). */
export async function pressShortcut(chrome: ChromeWindow, shortcut: string): Promise<void> {
  const keys = shortcut.split('+');
  const key = keys.pop();
  if (key === undefined || !/^[A-Z]$/.test(key) || !keys.every((modifier) => MODIFIERS.has(modifier)))
    throw new Error(`Shortcut ${shortcut} is not modifiers and a letter`);
  await chrome.call(PRESS_SHORTCUT, keys.join('+'), key);
}
