import { normaliseServerUrl } from '@/lib/api/server-url';
import { readStoredConnection } from './connection-store';
import type { StoredConnection } from './connection-schema';
import type { ConnectionStatus } from '@/lib/connection/status';
import type { Handlers } from '@/lib/messages/channel';

export function statusOf(connection: StoredConnection | null): ConnectionStatus {
  const keySaved = Boolean(connection?.apiKey);
  const normalised = connection ? normaliseServerUrl(connection.serverUrl) : null;
  return {
    configured: connection !== null && keySaved,
    serverOrigin: connection ? new URL(connection.serverUrl).origin : null,
    serverUrl: normalised?.ok ? normalised.url : null,
    keySaved,
    allowInsecureHttp: connection?.allowInsecureHttp ?? false,
  };
}

/** What UI pages may learn of the saved connection; the key itself never leaves the background. */
export const connectionHandlers: Pick<Handlers, 'connection/status'> = {
  'connection/status': async () => statusOf(await readStoredConnection()),
};
