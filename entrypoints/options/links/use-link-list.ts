import type { Link } from '@/lib/api/model/link';
import type { Page } from '@/lib/api/model/page';
import { linkListQueryOf, type LinkView } from '@/entrypoints/options/links/link-view';
import { ask } from '@/lib/messages/channel';
import { markLinksAnswer } from '@/entrypoints/options/links/render-timing';
import { useRemote } from '../common/use-remote';

/** The page of links for a view; reloads when the view (or `version`, after a change) moves. */
export function useLinkList(view: LinkView, version: number) {
  const query = linkListQueryOf(view);
  return useRemote<Page<Link>>(`${JSON.stringify(query)}#${version}`, () => ask('links/list', query), markLinksAnswer);
}
