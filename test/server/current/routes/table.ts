// The current dialect's routes: deletes live under /api/v1, the classic /…/destroy paths are the
// dashboard's own forms (DELETE there is a 405 page), and /account, /domains, /pixels, /stats exist.
import type { RouteHandler } from '../../context';
import { statusReply } from '../../envelopes';
import { ID_SEGMENT, webDestroyRoutes, type Route } from '../../routes/table';
import type { CurrentHandler, CurrentSettings } from '../context';
import { featureOn } from '../plan';
import { accountHandlers } from './account';
import { currentLinkHandlers as links } from './links';
import { currentSpaceHandlers as spaces } from './spaces';
import { statsHandlers as stats } from './stats';

export function buildCurrentRoutes(settings: CurrentSettings): Route[] {
  // A plan without the api feature refuses every API request, whatever the route.
  const bind =
    (handler: CurrentHandler): RouteHandler =>
    (scope, id) =>
      featureOn(settings.features, 'api') ? handler({ ...scope, ...settings }, id) : statusReply(scope.errors, 403);
  const item = (pattern: string, h: { show: CurrentHandler; update: CurrentHandler; destroy: CurrentHandler }) => ({
    pattern: new RegExp(`^/api/v1/${pattern}/${ID_SEGMENT}$`),
    handlers: { GET: bind(h.show), PUT: bind(h.update), PATCH: bind(h.update), DELETE: bind(h.destroy) },
    api: true,
  });
  return [
    { pattern: /^\/api\/v1\/account$/, handlers: { GET: bind(accountHandlers.account) }, api: true },
    { pattern: /^\/api\/v1\/domains$/, handlers: { GET: bind(accountHandlers.domains) }, api: true },
    { pattern: /^\/api\/v1\/pixels$/, handlers: { GET: bind(accountHandlers.pixels) }, api: true },
    { pattern: /^\/api\/v1\/spaces$/, handlers: { GET: bind(spaces.list), POST: bind(spaces.store) }, api: true },
    item('spaces', spaces),
    { pattern: /^\/api\/v1\/links$/, handlers: { GET: bind(links.list), POST: bind(links.store) }, api: true },
    item('links', links),
    { pattern: new RegExp(`^/api/v1/stats/${ID_SEGMENT}$`), handlers: { GET: bind(stats.show) }, api: true },
    ...webDestroyRoutes(),
  ];
}
