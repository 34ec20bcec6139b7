import type { Link, LinkChanges, ServerResources } from '@/lib/api/model/link';
import type { Page } from '@/lib/api/model/page';
import type { Capabilities } from '@/lib/api/model/server';
import { ask } from '@/lib/messages/channel';
import type { ServerId } from '@/lib/servers';
import { useRemote } from '../common/use-remote';
import { linkListQueryOf, type LinkView } from './link-view';
import { markAnswer } from '../common/render-timing';

/** One answer of the link list: the page of links, and the domains and pixels for the filters. */
export interface LinkListAnswer {
  page: Page<Link>;
  resources: ServerResources;
}

/**
 * The page of links for a view on `serverId`; reloads when the view (or `version`, after a
 * change, or the server) moves.
 */
export function useLinkList(serverId: ServerId, view: LinkView, capabilities: Capabilities, version: number) {
  const query = linkListQueryOf(view, capabilities);
  return useRemote<LinkListAnswer>(
    `${serverId}:${JSON.stringify(query)}#${version}`,
    () => ask('links/list', query, serverId),
    () => markAnswer('links'),
  );
}

/** Saves an edit on the link's server: the changed fields only (the form computed them). */
export const updateLink = (serverId: ServerId, id: number, changes: LinkChanges): Promise<Link> =>
  ask('links/update', { id, changes }, serverId);
