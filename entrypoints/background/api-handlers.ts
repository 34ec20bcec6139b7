import type { Link } from '@/lib/api/model/link';
import type { Handlers } from '@/lib/messages/channel';
import { connectedClient } from './connected-client';
import type { ConnectedClient } from './dialect-guard';
import { refreshResources, rememberResourcesOf } from './known-resources';

type ApiRequest =
  | `spaces/${'list' | 'get' | 'create' | 'update' | 'remove'}`
  | `links/${'list' | 'get' | 'create' | 'update' | 'remove'}`
  | 'resources/list';

const defaultDomainOf = (client: ConnectedClient) => client.profile.account?.defaultDomainId ?? null;

/** A link answered to a page, its domain and pixels remembered on the way. */
async function remembering(client: ConnectedClient, link: Link): Promise<Link> {
  await rememberResourcesOf(client, defaultDomainOf(client), [link]);
  return link;
}

/** The contract's ten operations, offered to UI pages through the message channel. */
export const apiHandlers: Pick<Handlers, ApiRequest> = {
  'spaces/list': async (query) => (await connectedClient()).spaces.list(query),
  'spaces/get': async ({ id }) => (await connectedClient()).spaces.get(id),
  'spaces/create': async (draft) => (await connectedClient()).spaces.create(draft),
  'spaces/update': async ({ id, changes }) => (await connectedClient()).spaces.update(id, changes),
  'spaces/remove': async ({ id }) => {
    await (await connectedClient()).spaces.remove(id);
    return null;
  },
  'links/list': async (query) => {
    const client = await connectedClient();
    const page = await client.links.list(query);
    return { page, resources: await rememberResourcesOf(client, defaultDomainOf(client), page.items) };
  },
  'links/get': async ({ id }) => {
    const client = await connectedClient();
    return remembering(client, await client.links.get(id));
  },
  'links/create': async (draft) => {
    const client = await connectedClient();
    return remembering(client, await client.links.create(draft));
  },
  'links/update': async ({ id, changes }) => {
    const client = await connectedClient();
    return remembering(client, await client.links.update(id, changes));
  },
  'links/remove': async ({ id }) => {
    await (await connectedClient()).links.remove(id);
    return null;
  },
  // Pages ask when they open (the options page, the popup's "more options"): the moment to refresh.
  'resources/list': async () => {
    const client = await connectedClient();
    return refreshResources(client, defaultDomainOf(client));
  },
};
