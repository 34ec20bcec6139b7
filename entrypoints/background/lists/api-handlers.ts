import { toApiError } from '@/lib/api/errors';
import type { Link } from '@/lib/api/model/link';
import type { Handlers } from '@/lib/messages/channel';
import { refreshAccount } from './account-freshness';
import { connectedClient } from '../transport/connected-client';
import { serverRefOf, type ConnectedClient } from '../transport/dialect-guard';
import { refreshResources, rememberResourcesOf } from './known-resources';
import { forgetRecentLinks, replaceRecentLink } from '../shortening/recent-store';
import { requestQueue } from '../transport/request-queue';
import { markSpacesStale } from './spaces-cache';

type ApiRequest =
  | `spaces/${'list' | 'get' | 'create' | 'update' | 'remove'}`
  | `links/${'list' | 'get' | 'create' | 'update' | 'remove'}`
  | 'resources/list'
  | 'requests/pace'
  | 'requests/stop-bulk';

const defaultDomainOf = (client: ConnectedClient) => client.profile.account?.defaultDomainId ?? null;

/** A link answered to a page, its domain and pixels remembered on the way. */
async function remembering(client: ConnectedClient, link: Link): Promise<Link> {
  await rememberResourcesOf(client, defaultDomainOf(client), [link]);
  return link;
}

/** A change to the account's spaces: the cached list is fetched again at the next ask. */
async function changingSpaces<T>(client: ConnectedClient, change: Promise<T>): Promise<T> {
  const result = await change;
  await markSpacesStale(client.serverId);
  return result;
}

/**
 * A link deleted through the extension is never offered again as "shortened before". Also when
 * the server says it was already gone (deleted elsewhere): the outcome for the user is the same.
 */
async function forgettingLink(client: ConnectedClient, id: number, removal: Promise<unknown>): Promise<null> {
  const forget = () => forgetRecentLinks(serverRefOf(client), (link) => link.id === id);
  try {
    await removal;
  } catch (error) {
    if (toApiError(error).kind === 'not-found') await forget();
    throw error;
  }
  await forget();
  return null;
}

/** The contract's ten operations, offered to UI pages through the message channel. */
export const apiHandlers: Pick<Handlers, ApiRequest> = {
  'spaces/list': async (query, server) => (await connectedClient('user', server)).spaces.list(query),
  'spaces/get': async ({ id }, server) => (await connectedClient('user', server)).spaces.get(id),
  'spaces/create': async (draft, server) => {
    const client = await connectedClient('user', server);
    return changingSpaces(client, client.spaces.create(draft));
  },
  'spaces/update': async ({ id, changes }, server) => {
    const client = await connectedClient('user', server);
    return changingSpaces(client, client.spaces.update(id, changes));
  },
  'spaces/remove': async ({ id }, server) => {
    const client = await connectedClient('user', server);
    await changingSpaces(client, client.spaces.remove(id));
    // The server deleted the space's links with it.
    await forgetRecentLinks(serverRefOf(client), (link) => link.space?.id === id);
    return null;
  },
  // A page of an export (every page of a filter, one after another) waits out the rate limit like
  // other bulk work; the page the user is looking at is a person waiting.
  'links/list': async ({ bulk, ...query }, server) => {
    const client = await connectedClient(bulk ? 'bulk' : 'user', server);
    const page = await client.links.list(query);
    return { page, resources: await rememberResourcesOf(client, defaultDomainOf(client), page.items) };
  },
  'links/get': async ({ id }, server) => {
    const client = await connectedClient('user', server);
    return remembering(client, await client.links.get(id));
  },
  'links/create': async (draft, server) => {
    const client = await connectedClient('user', server);
    return remembering(client, await client.links.create(draft));
  },
  'links/update': async ({ id, changes }, server) => {
    const client = await connectedClient('user', server);
    const link = await client.links.update(id, changes);
    // Renamed or sent elsewhere: "shortened before" offers it as it is now.
    await replaceRecentLink(serverRefOf(client), link);
    return remembering(client, link);
  },
  // One of many selected links waits as long as the server's rate limit asks; one alone is a person waiting.
  'links/remove': async ({ id, bulk }, server) => {
    const client = await connectedClient(bulk ? 'bulk' : 'user', server);
    return forgettingLink(client, id, client.links.remove(id));
  },
  // Pages ask when they open (the options page, the popup): lists older than list-freshness.ts
  // allows are listed again, with the account whose defaults new links follow, as a refresh (the
  // stored ones stay when the server's budget is low).
  'resources/list': async (_input, server) => {
    const client = await connectedClient('refresh', server);
    const [resources] = await Promise.all([refreshResources(client, defaultDomainOf(client)), refreshAccount(client)]);
    return resources;
  },
  'requests/pace': () => Promise.resolve(requestQueue.state()),
  'requests/stop-bulk': () => Promise.resolve({ dropped: requestQueue.dropWaiting('bulk') }),
};
