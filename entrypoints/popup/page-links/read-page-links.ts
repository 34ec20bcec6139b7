import { browser } from 'wxt/browser';
import { tabIdFromQuery } from '../first-paint';
import { asRawPageLinks, choosePageLinks, NO_PAGE_LINKS, type PageLinks } from './choose-page-links';
import { collectPageLinks } from './collect-page-links';

/** The tab the popup acts on: the one its address names (tests), else the active one of its window. */
async function targetTabId(search: string): Promise<number | null> {
  const named = tabIdFromQuery(search);
  if (named !== null) return named;
  const [active] = await browser.tabs.query({ active: true, currentWindow: true });
  return active?.id ?? null;
}

/**
 * Asks the one tab the popup acts on for its canonical and short link. The access comes from
 * activeTab: opening the popup from the toolbar (or the menu, or the shortcut) lets the extension
 * run a script in that tab until it navigates; no content script runs in every page, and no host
 * is asked for. Only the main frame is read, without waiting for the page to finish loading.
 *
 * Never fails: a page the extension may not script (browser pages, the web store, the PDF viewer,
 * an error page, `file:` without access, a tab that navigated since) gives no links, and nothing
 * is shown, since the user asked for none of this.
 */
export async function readPageLinks(tabUrl: string, search: string): Promise<PageLinks> {
  try {
    const tabId = await targetTabId(search);
    if (tabId === null) return NO_PAGE_LINKS;
    const [frame] = await browser.scripting.executeScript({
      target: { tabId },
      func: collectPageLinks,
      injectImmediately: true,
    });
    const raw = asRawPageLinks(frame?.result);
    return raw ? choosePageLinks(raw, tabUrl) : NO_PAGE_LINKS;
  } catch {
    return NO_PAGE_LINKS;
  }
}
