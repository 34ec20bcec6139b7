import type { Link } from '@/lib/api/model/link';
import type { LinkSearchField } from '@/lib/api/model/link-query';
import type { ServerId } from '@/lib/servers';
import { ask } from '@/lib/messages/channel';

/** Links a field's search brings: the fewest a list page may hold (phpShort: 10 to 100). */
const PER_FIELD = 10;

/** Alias first (what people remember of a short link), then title, then the address it leads to. */
const FIELDS: readonly LinkSearchField[] = ['alias', 'title', 'url'];

/**
 * The server's links whose alias, title or address contains `query`. phpShort searches one field
 * per request, so one search is three list requests at once, merged (each link once, in the
 * fields' order, newest first within a field). Any of them failing fails the search.
 */
export async function findLinks(query: string, serverId: ServerId): Promise<Link[]> {
  const pages = await Promise.all(
    FIELDS.map((searchIn) => ask('links/list', { search: query, searchIn, perPage: PER_FIELD }, serverId)),
  );
  const seen = new Set<number>();
  return pages.flatMap((answer) => answer.page.items).filter((link) => !seen.has(link.id) && seen.add(link.id));
}
