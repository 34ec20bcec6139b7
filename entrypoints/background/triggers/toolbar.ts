import { browser, type Browser } from 'wxt/browser';
import { isWebAddress } from '@/lib/web-address';
import {
  notShortenableNotice,
  quickShorten,
  type QuickShortenDeps,
  type QuickShortenOutcome,
} from '../shortening/quick-shorten';

/**
 * One click (a setting, off by default): the toolbar button shortens the current tab with the
 * defaults and copies the link, as the shortcut does, and says how it went on the button itself
 * (✓ or !) besides the notification. The popup stays one menu item away ("Shorten with options…"
 * in the button's own menu, and a command the user may bind a key to).
 */

/** The popup the manifest gives the button (`action.default_popup`). */
const POPUP = 'popup.html';

/** The command that opens the popup while one click holds the button (no key suggested: rebindable). */
export const OPEN_POPUP_COMMAND = 'open-popup';

/** How long the button shows how the last one-click shortening went. */
const BADGE_MS = 4000;

type ToolbarButton = Pick<
  typeof browser.action,
  'setPopup' | 'openPopup' | 'setBadgeText' | 'setBadgeBackgroundColor' | 'onClicked'
>;

/** The toolbar button's API: `action` in MV3, `browserAction` in Firefox's MV2 build. */
export const toolbarButton = (): ToolbarButton =>
  import.meta.env.FIREFOX ? (browser.browserAction as unknown as ToolbarButton) : browser.action;

/** With one click on the button has no popup: a click reaches `onClicked` instead. */
export async function syncToolbarButton(oneClick: boolean): Promise<void> {
  await toolbarButton().setPopup({ popup: oneClick ? '' : POPUP });
}

/** The button's click with one click on: the tab it was clicked on, shortened and copied. */
export async function handleToolbarClick(
  tab: Browser.tabs.Tab | undefined,
  deps: QuickShortenDeps,
): Promise<QuickShortenOutcome | { status: 'refused' }> {
  const url = tab?.url;
  if (!isWebAddress(url)) {
    await deps.notify(notShortenableNotice('page'));
    await showOutcome(tab?.id, 'failed');
    return { status: 'refused' };
  }
  const outcome = await quickShorten(url, 'toolbar', deps);
  await showOutcome(tab?.id, outcome.status);
  return outcome;
}

let clearing: ReturnType<typeof setTimeout> | undefined;

/** ✓ or ! on the button, on that tab, for a few seconds. */
async function showOutcome(tabId: number | undefined, status: 'done' | 'failed'): Promise<void> {
  const button = toolbarButton();
  const where = tabId === undefined ? {} : { tabId };
  await button.setBadgeBackgroundColor({ ...where, color: status === 'done' ? '#1a7f37' : '#cf222e' });
  await button.setBadgeText({ ...where, text: status === 'done' ? '✓' : '!' });
  clearTimeout(clearing);
  clearing = setTimeout(() => void button.setBadgeText({ ...where, text: '' }), BADGE_MS);
}

/**
 * The popup, also while one click holds the button: given back to the button for this one
 * opening. The browser reads the popup as it opens it, so the button has none again right after.
 */
export async function openPopupWithOptions(oneClick: boolean): Promise<void> {
  const button = toolbarButton();
  try {
    if (oneClick) await button.setPopup({ popup: POPUP });
    await button.openPopup();
  } catch {
    // No window to open it in (all minimised, or none focused): the button stays as it was.
  } finally {
    if (oneClick) await button.setPopup({ popup: '' });
  }
}
