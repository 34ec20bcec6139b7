import { LIST_FRESH_MS } from '../../../entrypoints/background/lists/list-freshness';
import type { LoggedRequest } from '../../server/types';

/**
 * The lists the background keeps for pages, and the account asked with them
 * (entrypoints/background/lists/): any page that opens asks them again once they are older than
 * LIST_FRESH_MS (15 s). When that happens depends on the machine's pace, not on the extension: a
 * bench that counted those requests with the rest once stopped, or failed a budget, on a loaded
 * machine. Both dialects serve them under these paths.
 */
const KEPT_LIST_PATHS = new Set(['/api/v1/spaces', '/api/v1/domains', '/api/v1/pixels', '/api/v1/account']);

export const isKeptList = ({ method, path }: Pick<LoggedRequest, 'method' | 'path'>): boolean =>
  method === 'GET' && KEPT_LIST_PATHS.has(path);

/**
 * Of `requests` (the server's log, in order), the kept lists asked again at least LIST_FRESH_MS
 * after that list was last asked: the freshness rule at work. One asked again sooner is not
 * among them, so that a list asked at every opening still counts against a budget.
 */
export function listRefreshes<R extends Pick<LoggedRequest, 'method' | 'path' | 'at'>>(requests: R[]): R[] {
  const lastAsked = new Map<string, number>();
  const refreshes: R[] = [];
  for (const request of requests) {
    if (!isKeptList(request)) continue;
    const before = lastAsked.get(request.path);
    if (before !== undefined && request.at - before >= LIST_FRESH_MS) refreshes.push(request);
    lastAsked.set(request.path, request.at);
  }
  return refreshes;
}
