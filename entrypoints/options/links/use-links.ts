import type { Link, LinkChanges, ServerResources } from '@/lib/api/model/link';
import type { Page } from '@/lib/api/model/page';
import type { Capabilities } from '@/lib/api/model/server';
import { ask } from '@/lib/messages/channel';
import type { ServerId } from '@/lib/servers';
import { useListAnswer } from '../common/list-cache';
import { linkListQueryOf, type LinkView } from './link-view';
import { markAnswer } from '../common/render-timing';

/** One answer of the link list: the page of links, and the domains and pixels for the filters. */
export interface LinkListAnswer {
  page: Page<Link>;
  resources: ServerResources;
}

/**
 * The page of links for a view on `serverId`; asked again when the view or the server moves, or
 * when something invalidates the server's links.
 */
export function useLinkList(serverId: ServerId, view: LinkView, capabilities: Capabilities) {
  const query = linkListQueryOf(view, capabilities);
  return useListAnswer<LinkListAnswer>(
    { topic: 'links', serverId, query: JSON.stringify(query) },
    () => ask('links/list', query, serverId),
    () => markAnswer('links'),
  );
}

/** Saves an edit on the link's server: the changed fields only (the form computed them). */
export const updateLink = (serverId: ServerId, id: number, changes: LinkChanges): Promise<Link> =>
  ask('links/update', { id, changes }, serverId);
