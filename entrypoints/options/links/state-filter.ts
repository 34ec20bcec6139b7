import { linkState, type Link } from '@/lib/api/model/link';
import type { LinkStateFilter } from '@/lib/api/model/link-query';

/**
 * The links of a page whose shown state is the chosen one. The state column is computed by the
 * extension (`linkState`); a server that filters by its own idea of the state (current releases
 * look at the click limit only) would otherwise list expired links under "Active". Where the
 * server's filter is trusted this removes nothing, and it still keeps the table from ever
 * contradicting the filter.
 */
export function visibleLinks(links: Link[], state: LinkStateFilter, now: Date = new Date()): Link[] {
  if (state === 'all') return links;
  const kept = links.filter((link) => linkState(link, now) === state);
  return kept.length === links.length ? links : kept;
}
