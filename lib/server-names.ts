import type { ServerEntry, ServerList } from './servers';

/**
 * How servers are shown to the user: in the user's order, each by the name given to it or, without
 * one, by its host. Apart from lib/servers.ts, which the popup's first paint reads: it names no server.
 */

/** The servers in the user's order. */
export function serversInOrder(list: ServerList): ServerEntry[] {
  return list.order.flatMap((id) => (list.byId[id] ? [list.byId[id]] : []));
}

/** What a server is called: the name the user gave it, else its host (`origin` may be unknown). */
export function serverLabel(entry: ServerEntry | undefined, origin: string | null): string {
  if (entry?.name.trim()) return entry.name.trim();
  return origin && URL.canParse(origin) ? new URL(origin).host : '';
}
