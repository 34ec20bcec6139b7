import { toApiError } from '@/lib/api/errors';
import type { ConnectedClient } from '../../transport/dialect-guard';
import type { KindRunner } from '../engine';

export interface DeleteLinksDeps {
  /** A link deleted (or found gone) is never offered again as "shortened before". */
  forgetLink: (client: ConnectedClient, linkId: number) => Promise<unknown>;
}

/**
 * Deleting links, one request each. A 404 is the outcome asked for (deleted elsewhere, or by a
 * request whose answer was lost); an unanswered delete is looked up before it is sent again.
 */
export function deleteLinksRunner({ forgetLink }: DeleteLinksDeps): KindRunner<'delete-links'> {
  return {
    async send(item, _job, client) {
      await client.links.remove(item.input.id);
      await forgetLink(client, item.input.id);
      return null;
    },
    async lookUp(item, _job, client) {
      try {
        await client.links.get(item.input.id);
        return null;
      } catch (error) {
        if (toApiError(error).kind !== 'not-found') throw error;
        await forgetLink(client, item.input.id);
        return { result: null };
      }
    },
    doneOn: (error) => (error.kind === 'not-found' ? { result: null } : null),
  };
}
