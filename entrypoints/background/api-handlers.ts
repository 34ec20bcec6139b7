import type { Link } from '@/lib/api/model/link';
import type { Handlers } from '@/lib/messages/channel';
import { connectedClient } from './connected-client';
import { knownResourcesOf, rememberResourcesOf } from './known-resources';

type ApiRequest =
  | `spaces/${'list' | 'get' | 'create' | 'update' | 'remove'}`
  | `links/${'list' | 'get' | 'create' | 'update' | 'remove'}`
  | 'resources/list';

/** A link answered to a page, its domain and pixels remembered on the way. */
async function remembering(serverUrl: string, link: Link): Promise<Link> {
  await rememberResourcesOf(serverUrl, [link]);
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
    return { page, resources: await rememberResourcesOf(client.serverUrl, page.items) };
  },
  'links/get': async ({ id }) => {
    const client = await connectedClient();
    return remembering(client.serverUrl, await client.links.get(id));
  },
  'links/create': async (draft) => {
    const client = await connectedClient();
    return remembering(client.serverUrl, await client.links.create(draft));
  },
  'links/update': async ({ id, changes }) => {
    const client = await connectedClient();
    return remembering(client.serverUrl, await client.links.update(id, changes));
  },
  'links/remove': async ({ id }) => {
    await (await connectedClient()).links.remove(id);
    return null;
  },
  'resources/list': async () => knownResourcesOf((await connectedClient()).serverUrl),
};
