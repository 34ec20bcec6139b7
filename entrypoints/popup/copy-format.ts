import { browser } from 'wxt/browser';
import { linkText, type LinkTextFormat } from '@/lib/link-text';
import { ask } from '@/lib/messages/channel';
import { tabIdFromQuery, type PopupData } from './first-paint';

/**
 * What the popup's Copy puts on the clipboard: the short link as the user last chose to copy it
 * (lib/link-text.ts), remembered in the server's settings through the background, and the words a
 * Markdown or HTML link shows. Loaded with the popup's actions, after the first paint.
 */

/** A link as Copy needs it; `destination`: where it leads (the look-up's links lead to the page). */
export interface CopiedLink {
  shortUrl: string;
  title: string | null;
  destination: string;
}

type CopySources = Pick<PopupData, 'settings' | 'serverId' | 'tabUrl'>;

/** The choice made in this popup, once made: later copies (Shorten another) follow it at once. */
let chosen: LinkTextFormat | undefined;

export function copyFormatOf(data: Pick<PopupData, 'settings'>): LinkTextFormat {
  return chosen ?? data.settings.copyFormat ?? 'plain';
}

/** Uses `format` from now on, and keeps it for the next popups (the settings as stored now, changed). */
export async function chooseCopyFormat(data: CopySources, format: LinkTextFormat): Promise<void> {
  chosen = format;
  const settings = await ask('settings/load', null, data.serverId);
  await ask('settings/save', { ...settings, copyFormat: format }, data.serverId);
}

let tabTitle: Promise<string | null> | undefined;

/** The title of the tab the popup shortens, read once (only a Markdown or HTML copy needs it). */
function tabTitleOnce(): Promise<string | null> {
  tabTitle ??= (async () => {
    const tabId = tabIdFromQuery(location.search);
    const tab =
      tabId !== null
        ? await browser.tabs.get(tabId)
        : (await browser.tabs.query({ active: true, currentWindow: true }))[0];
    return tab?.title?.trim() ?? null;
  })().catch(() => null);
  return tabTitle;
}

/** The same page, query and fragment aside (a link made from the tab with its tracking taken out is still it). */
function samePage(a: string, b: string | null): boolean {
  if (b === null || !URL.canParse(a) || !URL.canParse(b)) return false;
  const [x, y] = [new URL(a), new URL(b)];
  return x.origin === y.origin && x.pathname === y.pathname;
}

/**
 * The words of a Markdown or HTML link: the page's title as the tab shows it when the link leads to
 * the page, else the link's title on the server, else its destination.
 */
async function wordsOf(link: CopiedLink, tabUrl: string | null): Promise<string> {
  const page = samePage(link.destination, tabUrl) ? await tabTitleOnce() : null;
  return page || link.title?.trim() || link.destination;
}

/** The text Copy puts on the clipboard for `link`, in the format chosen. */
export async function clipboardTextOf(link: CopiedLink, data: CopySources): Promise<string> {
  const format = copyFormatOf(data);
  if (format === 'plain') return link.shortUrl;
  return linkText(format, link.shortUrl, await wordsOf(link, data.tabUrl));
}
