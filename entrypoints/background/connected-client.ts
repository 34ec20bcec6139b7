import { createClient, type ApiClient } from '@/lib/api/client';
import type { DeleteRouteMemory } from '@/lib/api/delete-routes';
import { ApiError } from '@/lib/api/errors';
import { checkTransport } from '@/lib/connection';
import { STORAGE } from '@/lib/storage/registry';
import { storedItem } from '@/lib/storage/stored-item';
import { readConnection } from './connection-store';

const routesItem = storedItem(STORAGE.deleteRoutes);

/** Remembers per server which delete route worked, across service-worker restarts. */
export const storedDeleteRoutes: DeleteRouteMemory = {
  get: async (serverUrl) => (await routesItem.getValue())[serverUrl],
  set: async (serverUrl, route) => {
    await routesItem.setValue({ ...(await routesItem.getValue()), [serverUrl]: route });
  },
};

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
