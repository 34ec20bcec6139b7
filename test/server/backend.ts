// What one dialect contributes to the request pipeline: its data, its API routes and its short links.
import { buildRoutes, type Route } from './routes/table';
import { Store, type BaseLinkRow } from './store';
import type { AccountDefaults, ReferenceServerOptions, SeededClick } from './types';
import { classicFollow, type Follow } from './web';

export interface DialectBackend {
  store: Store<BaseLinkRow>;
  routes: Route[];
  follow: Follow;
  /** Saves an account's dashboard preferences (current only: classic servers have no account). */
  setAccountDefaults?: (account: number, defaults: AccountDefaults) => void;
  /** Records clicks on any day (current only: classic servers keep no statistics). */
  seedClicks?: (clicks: readonly SeededClick[]) => void;
}

export function classicBackend(opts: ReferenceServerOptions): DialectBackend {
  const store = new Store(opts.apiKeys.length, { dataFile: opts.dataFile });
  return {
    store,
    routes: buildRoutes(opts.deletePath ?? 'classic', store, opts.recordVariant),
    follow: classicFollow(store),
  };
}
