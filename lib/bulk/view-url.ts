import type { ServerId } from '../servers';

/**
 * The address of the options page's "Shorten many" as the popup and the toolbar button's menu open
 * it, and the format of its `tabs=` parameter, which the options page reads back
 * (entrypoints/options/options-url.ts): one definition for the three places that meet in it.
 */

/** Which tabs a bulk shortening starts from: a window's, or given ones (the popup's selection). */
export type BulkTabs = { window: number } | { ids: number[] } | 'selected';

/** `tabs=<window id>`, `tabs=selected`, or `tabs=ids:<id>,<id>…`; null for anything else. */
export function readBulkTabs(value: string | null): BulkTabs | null {
  if (value === null) return null;
  if (value === 'selected') return 'selected';
  if (/^ids:\d{1,10}(,\d{1,10}){0,499}$/.test(value)) return { ids: value.slice(4).split(',').map(Number) };
  return /^\d{1,10}$/.test(value) ? { window: Number(value) } : null;
}

export function bulkTabsText(tabs: BulkTabs): string {
  if (tabs === 'selected') return 'selected';
  return 'ids' in tabs ? `ids:${tabs.ids.join(',')}` : String(tabs.window);
}

/** The extension path of "Shorten many", with the tabs to start from or the server to show. */
export function bulkViewPath(open: { tabs?: BulkTabs; server?: ServerId }): `/options.html${string}` {
  const params = new URLSearchParams({ view: 'bulk' });
  if (open.server !== undefined) params.set('server', open.server);
  if (open.tabs !== undefined) params.set('tabs', bulkTabsText(open.tabs));
  return `/options.html?${params.toString()}`;
}
