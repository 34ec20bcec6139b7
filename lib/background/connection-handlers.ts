import { readConnection } from '../connection/item';
import type { Handlers } from '../messages/channel';

/** What UI pages may learn of the saved connection; the key itself never leaves the background. */
export const connectionHandlers: Pick<Handlers, 'connection/status'> = {
  'connection/status': async () => {
    const connection = await readConnection();
    return {
      configured: connection !== null,
      serverOrigin: connection ? new URL(connection.serverUrl).origin : null,
    };
  },
};
