import type { Link } from '@/lib/api/model/link';
import type { Capabilities } from '@/lib/api/model/server';
import type { ExportFilter } from './export-json';
import { linkListQueryOf, type LinkView } from './link-view';
import { visibleLinks } from './state-filter';

/**
 * What an export of the list takes: the query the list asks the server (every filter and the
 * order, without its paging), the pick the list makes of the answers itself (a state the server
 * cannot be trusted to filter by, `visibleLinks`), and the size of the pages to ask for. The file's filter names the state the
 * user chose either way.
 */
export function exportOf(
  view: LinkView,
  capabilities: Pick<Capabilities, 'trustsStateFilter' | 'pageSizes'>,
): { filter: ExportFilter; keep: (link: Link) => boolean; perPage: number } {
  const { page: _page, perPage: _perPage, ...query } = linkListQueryOf(view, capabilities);
  const filter: ExportFilter = view.state === 'all' ? query : { ...query, state: view.state };
  const now = new Date();
  return {
    filter,
    keep: (link) => visibleLinks([link], view.state, now).length === 1,
    // The largest page the server takes (100 in both dialects): the fewest of its 60 requests a minute.
    perPage: Math.max(...capabilities.pageSizes),
  };
}
