import type { ChromeWindow } from './chrome-window';

/** One download as Firefox's own download list keeps it. */
export interface FinishedDownload {
  /** Where Firefox saved the file. */
  path: string;
  succeeded: boolean;
}

/**
 * Runs in the browser window: every download of the session (the list the Library window shows),
 * as JSON text.
 */
const LIST_DOWNLOADS = `async () => {
  const { Downloads } = ChromeUtils.importESModule('resource://gre/modules/Downloads.sys.mjs');
  const list = await Downloads.getList(Downloads.ALL);
  const all = await list.getAll();
  return JSON.stringify(all.map((d) => ({ path: d.target.path, succeeded: d.succeeded })));
}`;

/** Firefox's downloads so far, read by the browser itself: what a user finds in the Downloads panel. */
export async function listDownloads(chrome: ChromeWindow): Promise<FinishedDownload[]> {
  const text = await chrome.call(LIST_DOWNLOADS);
  if (typeof text !== 'string') throw new Error(`The downloads list gave ${String(text)}`);
  return JSON.parse(text) as FinishedDownload[];
}
