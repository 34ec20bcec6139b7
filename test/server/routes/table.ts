// The route table. Which delete path exists depends on the release being imitated (lib/api/README.md, "Delete routes differ").
import type { Handler, RouteHandler } from '../context';
import type { Store } from '../store';
import type { RecordVariant } from '../types';
import { linkHandlers } from './links';
import { spaceHandlers } from './spaces';

export interface Route {
  pattern: RegExp;
  handlers: Partial<Record<string, RouteHandler>>;
  /** Methods named in a 405 for this path (routes that exist but are not served here, e.g. web forms). */
  otherMethods?: string[];
  /** CORS headers and JSON errors; false for web routes, whose 405 is an HTML page whatever the Accept. */
  api: boolean;
}

/** The path parameter of item routes: anything up to the next slash (non-numbers are simply not found). */
export const ID_SEGMENT = '([^/]+)';

/** The web forms' `/…/{id}/destroy` paths on a release that deletes under /api: DELETE there is a 405 page. */
export function webDestroyRoutes(): Route[] {
  return ['spaces', 'links'].map((kind) => ({
    pattern: new RegExp(`^/${kind}/${ID_SEGMENT}/destroy$`),
    handlers: {},
    otherMethods: ['POST'],
    api: false,
  }));
}

export function buildRoutes(deletePath: 'classic' | 'api', store: Store, recordVariant: RecordVariant = {}): Route[] {
  const classic = deletePath === 'classic';
  const id = ID_SEGMENT;
  const bind =
    (handler: Handler): RouteHandler =>
    (scope, itemId) =>
      handler({ ...scope, store, recordVariant }, itemId);
  const spaceItem: Partial<Record<string, RouteHandler>> = {
    GET: bind(spaceHandlers.show),
    PUT: bind(spaceHandlers.update),
    PATCH: bind(spaceHandlers.update),
  };
  const linkItem: Partial<Record<string, RouteHandler>> = {
    GET: bind(linkHandlers.show),
    PUT: bind(linkHandlers.update),
    PATCH: bind(linkHandlers.update),
  };
  if (!classic) {
    spaceItem.DELETE = bind(spaceHandlers.destroy);
    linkItem.DELETE = bind(linkHandlers.destroy);
  }
  const collection = (handlers: { list: Handler; store: Handler }): Partial<Record<string, RouteHandler>> => ({
    GET: bind(handlers.list),
    POST: bind(handlers.store),
  });
  return [
    { pattern: /^\/api\/v1\/spaces$/, handlers: collection(spaceHandlers), api: true },
    { pattern: new RegExp(`^/api/v1/spaces/${id}$`), handlers: spaceItem, api: true },
    { pattern: /^\/api\/v1\/links$/, handlers: collection(linkHandlers), api: true },
    { pattern: new RegExp(`^/api/v1/links/${id}$`), handlers: linkItem, api: true },
    // Current releases keep these paths for the dashboard's own forms (POST), so DELETE is a 405 page.
    ...(classic
      ? [
          {
            pattern: new RegExp(`^/spaces/${id}/destroy$`),
            handlers: { DELETE: bind(spaceHandlers.destroy) },
            api: true,
          },
          {
            pattern: new RegExp(`^/links/${id}/destroy$`),
            handlers: { DELETE: bind(linkHandlers.destroy) },
            api: true,
          },
        ]
      : webDestroyRoutes()),
  ];
}

/** Methods as Laravel lists them in a 405: GET implies HEAD. */
export function allowedMethods(route: Route): string[] {
  const methods = [...Object.keys(route.handlers), ...(route.otherMethods ?? [])];
  const order = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
  if (methods.includes('GET')) methods.push('HEAD');
  return order.filter((m) => methods.includes(m));
}
