/**
 * Which delete route worked on which server, so the next delete goes straight there.
 * The background keeps this in extension storage; tests and one-off clients use memory.
 */
export interface DeleteRouteMemory {
  get(serverUrl: string): Promise<string | undefined>;
  set(serverUrl: string, route: string): Promise<void>;
}

export function inMemoryDeleteRoutes(): DeleteRouteMemory {
  const routes = new Map<string, string>();
  return {
    get: (serverUrl) => Promise.resolve(routes.get(serverUrl)),
    set: (serverUrl, route) => {
      routes.set(serverUrl, route);
      return Promise.resolve();
    },
  };
}
