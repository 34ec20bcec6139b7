import { toApiError } from '@/lib/api/errors';
import type { ConnectedClient } from '../../transport/dialect-guard';
import type { KindRunner } from '../engine';

export interface DeleteSpaceDeps {
  /** The space and its links are gone: the cached spaces are asked again, its links forgotten. */
  spaceGone: (client: ConnectedClient, spaceId: number) => Promise<unknown>;
}

/**
 * Deleting a space, which deletes its links on the server: one request, and, when its answer was
 * lost, a look at whether the space is still there before it is sent again.
 */
export function deleteSpaceRunner({ spaceGone }: DeleteSpaceDeps): KindRunner<'delete-space'> {
  return {
    async send(item, _job, client) {
      await client.spaces.remove(item.input.id);
      await spaceGone(client, item.input.id);
      return null;
    },
    async lookUp(item, _job, client) {
      try {
        await client.spaces.get(item.input.id);
        return null;
      } catch (error) {
        if (toApiError(error).kind !== 'not-found') throw error;
        await spaceGone(client, item.input.id);
        return { result: null };
      }
    },
    doneOn: (error) => (error.kind === 'not-found' ? { result: null } : null),
  };
}
