import { browser, type Browser } from 'wxt/browser';
import { readAddress } from '@/lib/bulk/addresses';
import type { AddressCleaner } from '@/lib/bulk/parse-list';
import { t } from '@/lib/i18n/messages';
import type { BulkTabs } from '@/lib/bulk/view-url';
import { newRowKey, type ReviewRow, type SkippedEntry } from './review-rows';

/**
 * Other tabs' addresses need the `tabs` permission, whose install-time warning ("Read your browsing
 * history") is too much to ask of everyone: it is optional, asked for when the user asks for the
 * tabs (a click, as the browser requires). Loopback test builds hold it from the start (headless
 * Chromium cannot answer the prompt; wxt.config.ts).
 */
export const TABS_PERMISSION: Browser.permissions.Permissions = { permissions: ['tabs'] };

export const hasTabsPermission = () => browser.permissions.contains(TABS_PERMISSION);

/** Asked in a click handler, before anything else is awaited: the browser shows the prompt only then. */
export const askTabsPermission = () => browser.permissions.request(TABS_PERMISSION);

/** The tabs asked for: a window's, given ones (the popup's selection), or this window's selection. */
async function tabsOf(source: BulkTabs | 'window' | 'selected-here'): Promise<Browser.tabs.Tab[]> {
  if (source === 'window') return browser.tabs.query({ currentWindow: true });
  if (source === 'selected-here' || source === 'selected')
    return browser.tabs.query({ currentWindow: true, highlighted: true });
  if ('ids' in source) {
    const tabs = await Promise.all(source.ids.map((id) => browser.tabs.get(id).catch(() => null)));
    return tabs.filter((tab): tab is Browser.tabs.Tab => tab !== null);
  }
  return browser.tabs.query({ windowId: source.window });
}

/** How many tabs of this window are selected (the choice is offered from two on). */
export async function selectedTabCount(): Promise<number> {
  return (await browser.tabs.query({ currentWindow: true, highlighted: true })).length;
}

/**
 * The tabs as review rows; browser pages, files and extension pages (this one included) as
 * skipped, each named by its title, and a second tab of the same address (once cleaned of
 * tracking parameters, `clean`) as a repeat.
 */
export async function rowsFromTabs(
  source: BulkTabs | 'window' | 'selected-here',
  clean: AddressCleaner,
): Promise<{ rows: ReviewRow[]; skipped: SkippedEntry[] }> {
  const tabs = await tabsOf(source);
  const rows: ReviewRow[] = [];
  const skipped: SkippedEntry[] = [];
  const seen = new Map<string, string>();
  for (const tab of tabs) {
    const url = tab.url ?? tab.pendingUrl ?? '';
    const where = tab.title || url;
    const verdict = readAddress(url);
    if (!verdict.ok) {
      skipped.push({
        where,
        text: url,
        reason: t(verdict.why === 'restricted' ? 'bulkSkipRestricted' : 'bulkSkipNotAddress'),
      });
      continue;
    }
    const cleaned = clean(verdict.url);
    const earlier = seen.get(cleaned.url);
    if (earlier !== undefined) {
      skipped.push({ where, text: url, reason: t('bulkSkipSameTab', { tab: earlier }) });
      continue;
    }
    seen.set(cleaned.url, where);
    rows.push({
      key: newRowKey(),
      url: cleaned.url,
      alias: '',
      cleaned: cleaned.removed.length > 0 ? { original: verdict.url, removed: cleaned.removed } : null,
    });
  }
  return { rows, skipped };
}
