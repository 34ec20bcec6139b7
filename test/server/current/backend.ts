// The current dialect as the pipeline sees it: its store, routes and short links.
import type { Accounts } from '../accounts';
import type { DialectBackend } from '../backend';
import { errorPage } from '../envelopes';
import { Store } from '../store';
import { laravelTimestamp } from '../time';
import type { AccountDefaults, ReferenceServerOptions } from '../types';
import { followTo, type Follow } from '../web';
import { Catalog, DEFAULT_DOMAIN_ID } from './catalog';
import { seededEvents, visitorFacts } from './clicks';
import type { CurrentSettings } from './context';
import { currentLinkState, type CurrentLinkRow } from './link-row';
import { resolveFeatures } from './plan';
import { buildCurrentRoutes } from './routes/table';
import { checkTimezone } from './zoned-time';

/**
 * Short links: the default domain's alias first, then any (so the sandbox can follow seeded domains).
 * A redirect records the click with what the visitor's headers tell (clicks.ts).
 */
function currentFollow(store: Store<CurrentLinkRow>): Follow {
  return (alias, visitor) => {
    const links = store.allLinks();
    const link =
      links.find((l) => l.alias === alias && l.domain === DEFAULT_DOMAIN_ID) ?? links.find((l) => l.alias === alias);
    return link
      ? followTo(store, link, currentLinkState(link), { at: Date.now(), ...visitorFacts(visitor) })
      : errorPage(404);
  };
}

/**
 * The dashboard's preferences form: it offers the account's own spaces (or none), the default and
 * the account's own domains, and the three privacy levels; anything else is refused by name.
 */
function preferencesSaver(settings: CurrentSettings) {
  return (account: number, changes: AccountDefaults): void => {
    const { default_domain: domain, default_space: space, default_stats: stats } = changes;
    const ownDomain = (id: number) => settings.catalog.ownDomains(account).some((d) => d.id === id);
    if (domain !== undefined && !(domain === DEFAULT_DOMAIN_ID || ownDomain(domain)))
      throw new Error(`default_domain ${String(domain)} is neither the default domain nor the account's own`);
    if (space !== undefined && space !== null && !settings.store.spacesOf(account).some((s) => s.id === space))
      throw new Error(`default_space ${String(space)} is not a space of account ${account}`);
    if (stats !== undefined && !([0, 1, 2] as unknown[]).includes(stats))
      throw new Error(`default_stats must be 0, 1 or 2, not ${String(stats)}`);
    settings.accounts.setDefaults(account, {
      ...(domain !== undefined ? { default_domain: domain } : {}),
      ...(space !== undefined ? { default_space: space } : {}),
      ...(stats !== undefined ? { default_stats: stats } : {}),
    });
  };
}

export function currentBackend(opts: ReferenceServerOptions, accounts: Accounts): DialectBackend {
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
    accounts,
    features: resolveFeatures(opts.plan),
    planName: opts.plan?.name ?? 'Default',
    timezone,
    createdAt: laravelTimestamp(Date.now()),
  };
  return {
    store,
    routes: buildCurrentRoutes(settings),
    follow: currentFollow(store),
    setAccountDefaults: preferencesSaver(settings),
    seedClicks: (clicks) => store.addClickEvents(seededEvents(store, clicks, timezone)),
  };
}
