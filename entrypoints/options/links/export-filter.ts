import type { Link } from '@/lib/api/model/link';
import type { LinkStateFilter } from '@/lib/api/model/link-query';
import type { Capabilities } from '@/lib/api/model/server';
import type { ExportParams } from '@/lib/jobs/job';
import { linkListQueryOf, type LinkView } from './link-view';
import { visibleLinks } from './state-filter';

/**
 * What an export of the list takes: the query the list asks the server (every filter and the
 * order, without its paging), the state the list picks from the answers itself (a state the
 * server cannot be trusted to filter by, `visibleLinks`: {@link keepOf}), and the size of the
 * pages to ask for. The file's filter names the state the user chose either way.
 */
export function exportOf(
  view: LinkView,
  capabilities: Pick<Capabilities, 'trustsStateFilter' | 'pageSizes'>,
): ExportParams {
  const { page: _page, perPage: _perPage, ...query } = linkListQueryOf(view, capabilities);
  return {
    filter: view.state === 'all' ? query : { ...query, state: view.state },
    state: view.state,
    // The largest page the server takes (100 in both dialects): the fewest of its 60 requests a minute.
    perPage: Math.max(...capabilities.pageSizes),
  };
}

/** The links the list would show of those the server answers, in the state chosen, as of `now`. */
export const keepOf =
  (state: LinkStateFilter, now: Date) =>
  (link: Link): boolean =>
    visibleLinks([link], state, now).length === 1;
