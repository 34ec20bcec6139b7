import { createClient } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { normaliseServerUrl } from '@/lib/api/server-url';
import {
  CONNECTION_TEST_TIMEOUT_MS,
  checkTransport,
  type ConnectionTestResult,
  type StoredConnection,
} from '@/lib/connection';
import { serializeError } from '@/lib/api/errors';
import type { Handlers } from '@/lib/messages/channel';
import { storedDeleteRoutes } from './connected-client';
import { connectionItem, readStoredConnection, statusOf, type Connection } from './connection-store';

/** One cheap authenticated read: proves the address is a phpShort API and the key is accepted. */
async function testConnection(connection: Connection): Promise<ConnectionTestResult> {
  const checkedAt = Date.now();
  try {
    const client = createClient({
      serverUrl: connection.serverUrl,
      apiKey: connection.apiKey,
      deleteRoutes: storedDeleteRoutes,
      timeouts: { read: CONNECTION_TEST_TIMEOUT_MS },
    });
    await client.spaces.list({ perPage: 10 });
    return { ok: true, checkedAt };
  } catch (error) {
    return { ok: false, error: serializeError(error), checkedAt };
  }
}

function withKey(stored: StoredConnection | null): Connection | null {
  return stored?.apiKey ? { ...stored, apiKey: stored.apiKey } : null;
}

const invalid = (field: 'serverUrl' | 'apiKey', message: string) =>
  new ApiError('invalid-input', { fields: { [field]: [message] } });

type ConnectionRequest = 'connection/status' | 'connection/save' | 'connection/test' | 'connection/forget-key';

/**
 * What UI pages may learn of the saved connection, and saving, testing and forgetting it. The
 * options page has already obtained the host permission; these checks repeat its rules because
 * the background is what sends the key.
 */
export const connectionHandlers: Pick<Handlers, ConnectionRequest> = {
  'connection/status': async () => statusOf(await readStoredConnection()),
  'connection/save': async ({ serverUrl, apiKey, allowInsecureHttp }) => {
    const normalised = normaliseServerUrl(serverUrl);
    if (!normalised.ok) throw invalid('serverUrl', normalised.reason);
    const transport = checkTransport(normalised.url, allowInsecureHttp);
    if (!transport.ok) throw invalid('serverUrl', transport.reason);

    const previous = await readStoredConnection();
    const sameServer = previous !== null && new URL(previous.serverUrl).origin === new URL(normalised.url).origin;
    // A saved key is only ever reused for the server it was saved for.
    const key = apiKey?.trim() || (sameServer ? previous.apiKey : undefined);
    if (!key) throw invalid('apiKey', 'Enter your API key.');

    const connection: Connection = { serverUrl: normalised.url, apiKey: key, allowInsecureHttp: transport.insecure };
    await connectionItem.setValue(connection);
    return { status: statusOf(connection), test: await testConnection(connection) };
  },
  'connection/test': async () => {
    const stored = await readStoredConnection();
    const connection = withKey(stored);
    if (!connection) {
      return {
        status: statusOf(stored),
        test: { ok: false, error: serializeError(new ApiError('not-configured')), checkedAt: Date.now() },
      };
    }
    return { status: statusOf(stored), test: await testConnection(connection) };
  },
  'connection/forget-key': async () => {
    const stored = await readStoredConnection();
    if (!stored) return statusOf(null);
    const withoutKey: StoredConnection = { serverUrl: stored.serverUrl, allowInsecureHttp: stored.allowInsecureHttp };
    await connectionItem.setValue(withoutKey);
    return statusOf(withoutKey);
  },
};
