import type { Link } from '@/lib/api/model/link';
import { mergeKnownResources, sameKnownResources } from './known-resources-merge';
import { knownResourcesItem } from '@/lib/known-resources/store';
import type { Handlers } from '@/lib/messages/channel';

let queue: Promise<void> = Promise.resolve();

/**
 * Learns domains and pixels from link records (the contract cannot list them). Updates run one
 * after another so two lists answering at once cannot overwrite each other's findings.
 */
function rememberResourcesOf(serverUrl: string, links: Link[]): Promise<void> {
  const serverOrigin = new URL(serverUrl).origin;
  queue = queue
    .then(async () => {
      const current = await knownResourcesItem.getValue();
      const next = mergeKnownResources(current, serverOrigin, links);
      if (!sameKnownResources(current, next)) await knownResourcesItem.setValue(next);
    })
    .catch(() => undefined); // Best effort: a failed write must not fail the request that saw the links.
  return queue;
}

type LinkReadingHandlers = Pick<Handlers, 'links/list' | 'links/get' | 'links/create' | 'links/update'>;

/**
 * The link handlers, each also remembering the domains and pixels of the records it answers.
 * `serverUrlOf` names the server those records came from.
 */
export function recordingKnownResources(
  handlers: LinkReadingHandlers,
  serverUrlOf: () => Promise<string | null>,
): LinkReadingHandlers {
  const remember = async (links: Link[]) => {
    const serverUrl = await serverUrlOf();
    if (serverUrl) await rememberResourcesOf(serverUrl, links);
  };
  return {
    'links/list': async (query) => {
      const page = await handlers['links/list'](query);
      await remember(page.items);
      return page;
    },
    'links/get': async (input) => {
      const link = await handlers['links/get'](input);
      await remember([link]);
      return link;
    },
    'links/create': async (draft) => {
      const link = await handlers['links/create'](draft);
      await remember([link]);
      return link;
    },
    'links/update': async (input) => {
      const link = await handlers['links/update'](input);
      await remember([link]);
      return link;
    },
  };
}
