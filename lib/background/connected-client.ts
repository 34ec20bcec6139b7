import { createClient, type ApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import { readConnection } from '../connection/item';
import { storedDeleteRoutes } from './delete-route-store';

/**
 * A client for the saved server, built per call so a changed key or URL takes effect at
 * once. Only the background calls this: it is the one place that reads the key.
 */
export async function connectedClient(): Promise<ApiClient> {
  const connection = await readConnection();
  if (!connection) throw new ApiError('not-configured');
  return createClient({ serverUrl: connection.serverUrl, apiKey: connection.apiKey, deleteRoutes: storedDeleteRoutes });
}
