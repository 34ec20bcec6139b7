import { createClient, type ApiClient } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { checkTransport } from '@/lib/connection/http-policy';
import { readConnection } from './connection-store';
import { storedDeleteRoutes } from './delete-route-store';

/**
 * A client for the saved server, built per call so a changed key or URL takes effect at
 * once. Only the background calls this: it is the one place that reads the key.
 */
export async function connectedClient(): Promise<ApiClient> {
  const connection = await readConnection();
  if (!connection) throw new ApiError('not-configured');
  // The key never goes out in clear text unless the user chose that for this server.
  const transport = checkTransport(connection.serverUrl, connection.allowInsecureHttp ?? false);
  if (!transport.ok) throw new ApiError('invalid-input', { fields: { serverUrl: [transport.reason] } });
  return createClient({ serverUrl: connection.serverUrl, apiKey: connection.apiKey, deleteRoutes: storedDeleteRoutes });
}
