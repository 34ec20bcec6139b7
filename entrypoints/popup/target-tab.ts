import { browser } from 'wxt/browser';

/**
 * `?tabId=N` names the tab to shorten. Tests open the popup as a tab of its own, where the
 * "active tab" would be the popup itself; the real popup has no query and reads the active tab.
 */
export function tabIdFromQuery(search: string): number | null {
  const raw = new URLSearchParams(search).get('tabId');
  return raw !== null && /^\d+$/.test(raw) ? Number(raw) : null;
}

/** The URL of the tab to shorten, or null when the browser does not let us see it. */
export async function readTargetTabUrl(search: string): Promise<string | null> {
  const tabId = tabIdFromQuery(search);
  const tab =
    tabId !== null
      ? await browser.tabs.get(tabId)
      : (await browser.tabs.query({ active: true, currentWindow: true }))[0];
  return tab?.url ?? null;
}
