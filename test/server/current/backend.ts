// The current dialect as the pipeline sees it: its store, routes and short links.
import type { DialectBackend } from '../backend';
import { errorPage } from '../envelopes';
import { Store } from '../store';
import { laravelTimestamp } from '../time';
import type { ReferenceServerOptions } from '../types';
import { followTo, type Follow } from '../web';
import { Catalog, DEFAULT_DOMAIN_ID } from './catalog';
import type { CurrentSettings } from './context';
import { currentLinkState, type CurrentLinkRow } from './link-row';
import { resolveFeatures } from './plan';
import { buildCurrentRoutes } from './routes/table';
import { checkTimezone } from './zoned-time';

/** Short links: the default domain's alias first, then any (so the sandbox can follow seeded domains). */
function currentFollow(store: Store<CurrentLinkRow>): Follow {
  return (alias) => {
    const links = store.allLinks();
    const link =
      links.find((l) => l.alias === alias && l.domain === DEFAULT_DOMAIN_ID) ?? links.find((l) => l.alias === alias);
    return link ? followTo(store, link, currentLinkState(link)) : errorPage(404);
  };
}

export function currentBackend(opts: ReferenceServerOptions): DialectBackend {
  const timezone = opts.timezone ?? 'UTC';
  checkTimezone(timezone);
  // Domains and pixels live in the catalog, so the store's classic seeds are left empty.
  const store = new Store<CurrentLinkRow>(opts.apiKeys.length, {
    dataFile: opts.dataFile,
    seed: () => ({ domains: [], pixels: [] }),
    dialect: 'current',
  });
  const settings: CurrentSettings = {
    store,
    catalog: new Catalog(opts.apiKeys.length),
    features: resolveFeatures(opts.plan),
    planName: opts.plan?.name ?? 'Default',
    timezone,
    createdAt: laravelTimestamp(Date.now()),
  };
  return { store, routes: buildCurrentRoutes(settings), follow: currentFollow(store) };
}
