import { storage } from 'wxt/utils/storage';
import type { DeleteRouteMemory } from '../api/delete-routes';

const routesItem = storage.defineItem<Record<string, string>>('local:deleteRoutes', { fallback: {} });

/** Remembers per server which delete route worked, across service-worker restarts. */
export const storedDeleteRoutes: DeleteRouteMemory = {
  get: async (serverUrl) => (await routesItem.getValue())[serverUrl],
  set: async (serverUrl, route) => {
    await routesItem.setValue({ ...(await routesItem.getValue()), [serverUrl]: route });
  },
};
