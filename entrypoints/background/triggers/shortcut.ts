import { browser, type Browser } from 'wxt/browser';
import {
  notShortenableNotice,
  quickShorten,
  type QuickShortenDeps,
  type QuickShortenOutcome,
} from '../shortening/quick-shorten';
import { isWebAddress } from '@/lib/web-address';

/** The manifest `commands` key; the browser lets the user rebind it. */
export const SHORTEN_COMMAND = 'shorten-current-tab';
/** The key the manifest suggests (wxt.config.ts); the user may have bound another. */
export const SHORTEN_COMMAND_DEFAULT_KEY = 'Alt+Shift+S';

/** The keyboard shortcut: the current tab, with the defaults, like the context menu. */
export async function handleShortcut(
  command: string,
  tab: Browser.tabs.Tab | undefined,
  deps: QuickShortenDeps,
): Promise<QuickShortenOutcome | { status: 'refused' | 'ignored' }> {
  if (command !== SHORTEN_COMMAND) return { status: 'ignored' };
  // Older browsers do not pass the tab with the command.
  const url = tab?.url ?? (await browser.tabs.query({ active: true, currentWindow: true }))[0]?.url;
  if (!isWebAddress(url)) {
    await deps.notify(notShortenableNotice('page'));
    return { status: 'refused' };
  }
  return quickShorten(url, 'shortcut', deps);
}
