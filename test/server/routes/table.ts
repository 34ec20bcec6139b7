// The route table. Which delete path exists depends on the release being imitated (servers.md §2).
import type { Handler } from '../context';
import { linkHandlers } from './links';
import { spaceHandlers } from './spaces';

export interface Route {
  pattern: RegExp;
  handlers: Partial<Record<string, Handler>>;
  /** Methods named in a 405 for this path (routes that exist but are not served here, e.g. web forms). */
  otherMethods?: string[];
  /** CORS headers and JSON errors; false for web routes, whose 405 is an HTML page whatever the Accept. */
  api: boolean;
}

export function buildRoutes(deletePath: 'classic' | 'api'): Route[] {
  const classic = deletePath === 'classic';
  const id = '([^/]+)';
  const spaceItem: Partial<Record<string, Handler>> = {
    GET: spaceHandlers.show,
    PUT: spaceHandlers.update,
    PATCH: spaceHandlers.update,
  };
  const linkItem: Partial<Record<string, Handler>> = {
    GET: linkHandlers.show,
    PUT: linkHandlers.update,
    PATCH: linkHandlers.update,
  };
  if (!classic) {
    spaceItem.DELETE = spaceHandlers.destroy;
    linkItem.DELETE = linkHandlers.destroy;
  }
  return [
    { pattern: /^\/api\/v1\/spaces$/, handlers: { GET: spaceHandlers.list, POST: spaceHandlers.store }, api: true },
    { pattern: new RegExp(`^/api/v1/spaces/${id}$`), handlers: spaceItem, api: true },
    { pattern: /^\/api\/v1\/links$/, handlers: { GET: linkHandlers.list, POST: linkHandlers.store }, api: true },
    { pattern: new RegExp(`^/api/v1/links/${id}$`), handlers: linkItem, api: true },
    // Current releases keep these paths for the dashboard's own forms (POST), so DELETE is a 405 page.
    classic
      ? { pattern: new RegExp(`^/spaces/${id}/destroy$`), handlers: { DELETE: spaceHandlers.destroy }, api: true }
      : { pattern: new RegExp(`^/spaces/${id}/destroy$`), handlers: {}, otherMethods: ['POST'], api: false },
    classic
      ? { pattern: new RegExp(`^/links/${id}/destroy$`), handlers: { DELETE: linkHandlers.destroy }, api: true }
      : { pattern: new RegExp(`^/links/${id}/destroy$`), handlers: {}, otherMethods: ['POST'], api: false },
  ];
}

/** Methods as Laravel lists them in a 405: GET implies HEAD. */
export function allowedMethods(route: Route): string[] {
  const methods = [...Object.keys(route.handlers), ...(route.otherMethods ?? [])];
  const order = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
  if (methods.includes('GET')) methods.push('HEAD');
  return order.filter((m) => methods.includes(m));
}
