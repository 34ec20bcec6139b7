import { localItem } from '@/lib/storage/local-item';
import type { DeleteRouteMemory } from '@/lib/api/delete-routes';

const routesItem = localItem<Record<string, string>>('deleteRoutes', {});

/** Remembers per server which delete route worked, across service-worker restarts. */
export const storedDeleteRoutes: DeleteRouteMemory = {
  get: async (serverUrl) => (await routesItem.getValue())[serverUrl],
  set: async (serverUrl, route) => {
    await routesItem.setValue({ ...(await routesItem.getValue()), [serverUrl]: route });
  },
};
