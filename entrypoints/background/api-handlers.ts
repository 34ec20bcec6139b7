import type { Handlers } from '@/lib/messages/channel';
import { connectedClient } from './connected-client';

type ApiHandlerName = Exclude<Extract<keyof Handlers, `spaces/${string}` | `links/${string}`>, 'spaces/refresh-cache'>;

/** The contract's ten operations, offered to UI pages through the message channel. */
export const apiHandlers: Pick<Handlers, ApiHandlerName> = {
  'spaces/list': async (query) => (await connectedClient()).spaces.list(query),
  'spaces/get': async ({ id }) => (await connectedClient()).spaces.get(id),
  'spaces/create': async (draft) => (await connectedClient()).spaces.create(draft),
  'spaces/update': async ({ id, changes }) => (await connectedClient()).spaces.update(id, changes),
  'spaces/remove': async ({ id }) => {
    await (await connectedClient()).spaces.remove(id);
    return null;
  },
  'links/list': async (query) => (await connectedClient()).links.list(query),
  'links/get': async ({ id }) => (await connectedClient()).links.get(id),
  'links/create': async (draft) => (await connectedClient()).links.create(draft),
  'links/update': async ({ id, changes }) => (await connectedClient()).links.update(id, changes),
  'links/remove': async ({ id }) => {
    await (await connectedClient()).links.remove(id);
    return null;
  },
};
