import { t } from '../i18n/messages';
import { classicDialect } from './classic';
import { currentDialect } from './current';
import type { DeleteRoute, Dialect, ResourceDialect, WireRequest } from './dialect';
import { inMemoryDeleteRoutes, type DeleteRouteMemory } from './delete-routes';
import { ApiError } from './errors';
import { DEFAULT_TIMEOUTS, send, type HttpSettings, type RequestPacer, type Timeouts } from './http';
import type { Link, LinkChanges, LinkDraft, ServerResources } from './model/link';
import type { LinkListQuery } from './model/link-query';
import type { Page } from './model/page';
import type { Account, DialectName, PlanFeature } from './model/server';
import type { DayClicks, StatsPeriod, TopEntry, TopListName, TopListQuery } from './model/stats';
import type { Space, SpaceChanges, SpaceDraft, SpaceListQuery } from './model/space';
import { expiryTimeNeedsDate, passwordPrivacyNeedsPassword, windowIsOrdered } from './schemas/cross-field-rules';
import { linkChangesSchema, linkDraftSchema, linkListQuerySchema } from './schemas/link';
import { spaceChangesSchema, spaceDraftSchema, spaceListQuerySchema } from './schemas/space';
import { validateInput } from './schemas/validate';
import { normaliseServerUrl } from './server-url';
import { isDay } from '../stats/days';

export interface ClientConfig {
  /** As the user typed it; normalised here. */
  serverUrl: string;
  apiKey: string;
  /** How the server speaks (detected with {@link detectServer}); classic when not given. */
  dialect?: DialectName;
  /** Current dialect: the domain a new link gets when the draft names none (the account's default). */
  defaultDomainId?: number | null;
  /** Current dialect: the plan's features that are off; new links leave their fields out (`Dialect.links.fit`). */
  featuresOff?: readonly PlanFeature[];
  fetch?: typeof fetch;
  timeouts?: Partial<Timeouts>;
  deleteRoutes?: DeleteRouteMemory;
  /** Paces the requests against the server's rate limit (the background's queue); none: sent at once. */
  pacer?: RequestPacer;
}

interface CallOptions {
  signal?: AbortSignal;
}

interface ResourceClient<TRecord, TQuery, TDraft, TChanges> {
  list(query?: TQuery, options?: CallOptions): Promise<Page<TRecord>>;
  get(id: number, options?: CallOptions): Promise<TRecord>;
  /** A new link leaves out what the server would refuse or ignore (`ClientConfig.featuresOff`). */
  create(draft: TDraft, options?: CallOptions): Promise<TRecord>;
  update(id: number, changes: TChanges, options?: CallOptions): Promise<TRecord>;
  remove(id: number, options?: CallOptions): Promise<void>;
}

/** A link's statistics; see {@link ApiClient.stats}. */
interface StatsClient {
  /** The days of `period` that had clicks, oldest first (the others had none). */
  clicks(linkId: number, period: StatsPeriod, options?: CallOptions): Promise<DayClicks[]>;
  /** One page of a top list over `period`, most clicks first. */
  top(linkId: number, name: TopListName, query: TopListQuery, options?: CallOptions): Promise<Page<TopEntry>>;
}

export interface ApiClient {
  readonly serverUrl: string;
  readonly dialect: DialectName;
  /** The account behind the key; only current servers describe it (classic: kind `unsupported`). */
  account(options?: CallOptions): Promise<Account>;
  /** The domains and pixels the server lists (current only; classic: kind `unsupported`). */
  resources(options?: CallOptions): Promise<ServerResources>;
  /**
   * A link's statistics: current servers only (classic: kind `unsupported`), and only when the plan
   * has them (`link_stats` off: kind `forbidden`). Either way nothing is sent.
   */
  readonly stats: StatsClient;
  readonly spaces: ResourceClient<Space, SpaceListQuery, SpaceDraft, SpaceChanges>;
  readonly links: ResourceClient<Link, LinkListQuery, LinkDraft, LinkChanges>;
}

/**
 * What a call may do again when the server turns out to speak the other dialect: a read changes
 * nothing, a create the server refused made nothing; a write may have happened.
 */
export type CallEffect = 'read' | 'create' | 'write';

type AnyCall = (...args: never[]) => Promise<unknown>;
/** Every call of `T` (its methods, and those of its resources) with its effect. */
export type CallTable<T> = {
  readonly [K in keyof T as T[K] extends AnyCall | object ? K : never]: T[K] extends AnyCall
    ? CallEffect
    : CallTable<T[K]>;
};

const RESOURCE_CALLS = { list: 'read', get: 'read', create: 'create', update: 'write', remove: 'write' } as const;

/**
 * Every call of the client, with its effect: the background's dialect guard wraps each one
 * (entrypoints/background/transport/dialect-guard.ts), so a new call is listed here and nowhere else.
 */
export const CLIENT_CALLS: CallTable<ApiClient> = {
  account: 'read',
  resources: 'read',
  stats: { clicks: 'read', top: 'read' },
  spaces: RESOURCE_CALLS,
  links: RESOURCE_CALLS,
};

interface InputRules<TQuery, TDraft, TChanges> {
  query(input: TQuery): TQuery;
  draft(input: TDraft): TDraft;
  changes(input: TChanges): TChanges;
}

/** Answers that mean "this server deletes elsewhere", not "this record is gone for good". */
function isWrongRoute(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.kind === 'unsupported' || error.kind === 'not-found' || error.kind === 'not-an-api')
  );
}

function positiveId(id: number): number {
  if (!Number.isInteger(id) || id < 1)
    throw new ApiError('invalid-input', { fields: { id: [t('schemaExistingRecord')] } });
  return id;
}

/** A period of real days, its start not after its end, as the server requires. */
function validPeriod(period: StatsPeriod): StatsPeriod {
  const fields: Record<string, string[]> = {};
  if (!isDay(period.from)) fields['period.from'] = [t('schemaStatsDay')];
  if (!isDay(period.to)) fields['period.to'] = [t('schemaStatsDay')];
  else if (isDay(period.from) && period.from > period.to) fields['period.to'] = [t('schemaStatsPeriodOrder')];
  if (Object.keys(fields).length > 0) throw new ApiError('invalid-input', { fields });
  return period;
}

function resourceClient<TRecord, TQuery, TDraft, TChanges>(
  http: HttpSettings,
  dialect: ResourceDialect<TRecord, TQuery, TDraft, TChanges>,
  rules: InputRules<TQuery, TDraft, TChanges>,
  deleteRoutes: DeleteRouteMemory,
): ResourceClient<TRecord, TQuery, TDraft, TChanges> {
  const call = (request: Parameters<typeof send>[1], options: CallOptions = {}) =>
    send(http, request, { signal: options.signal, modelPath: dialect.modelPath });

  /** The remembered route first, then the dialect's order; stop at the first that is not a wrong route. */
  async function remove(id: number, options?: CallOptions): Promise<void> {
    const remembered = await deleteRoutes.get(http.serverUrl);
    const routes: DeleteRoute[] = [...dialect.remove(positiveId(id))].sort(
      (a, b) => Number(b.name === remembered) - Number(a.name === remembered),
    );
    let firstError: unknown;
    for (const route of routes) {
      try {
        await call(route.request, options);
        if (route.name !== remembered) await deleteRoutes.set(http.serverUrl, route.name);
        return;
      } catch (error) {
        if (!isWrongRoute(error)) throw error;
        // A real "not found" from an API path beats "method not allowed" from the other.
        if (firstError === undefined || (error instanceof ApiError && error.kind === 'not-found')) firstError = error;
      }
    }
    throw firstError;
  }

  return {
    list: async (query, options) =>
      dialect.readPage(await call(dialect.list(rules.query(query ?? ({} as TQuery))), options)),
    get: async (id, options) => dialect.readRecord(await call(dialect.get(positiveId(id)), options)),
    create: async (draft, options) => dialect.readRecord(await call(dialect.create(rules.draft(draft)), options)),
    update: async (id, changes, options) =>
      dialect.readRecord(await call(dialect.update(positiveId(id), rules.changes(changes)), options)),
    remove,
  };
}

const DIALECTS: Record<DialectName, Dialect> = { classic: classicDialect, current: currentDialect };

/**
 * The whole contract: spaces and links, list / get / create / update / remove, plus the account,
 * domains and pixels where the server's dialect has them. Input is validated before anything is
 * sent; every failure is an ApiError.
 */
export function createClient(config: ClientConfig): ApiClient {
  const serverUrl = normaliseServerUrl(config.serverUrl);
  if (!serverUrl.ok) throw new ApiError('invalid-input', { fields: { serverUrl: [serverUrl.reason] } });
  if (config.apiKey.trim() === '') throw new ApiError('invalid-input', { fields: { apiKey: [t('apiKeyRequired')] } });
  const http: HttpSettings = {
    serverUrl: serverUrl.url,
    apiKey: config.apiKey.trim(),
    fetch: config.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    timeouts: { ...DEFAULT_TIMEOUTS, ...config.timeouts },
    ...(config.pacer ? { pacer: config.pacer } : {}),
  };
  const dialect = DIALECTS[config.dialect ?? 'classic'];
  const deleteRoutes = config.deleteRoutes ?? inMemoryDeleteRoutes();
  const withDefaultDomain = (draft: LinkDraft): LinkDraft =>
    draft.domainId === undefined && typeof config.defaultDomainId === 'number'
      ? { ...draft, domainId: config.defaultDomainId }
      : draft;

  const accountDialect = () => {
    if (!dialect.account) throw new ApiError('unsupported');
    return dialect.account;
  };
  const read = (request: WireRequest, options: CallOptions = {}) => send(http, request, { signal: options.signal });
  // The plan's `link_stats` switch gates both who may see a link's statistics (`privacy`) and the statistics.
  const statsDialect = () => {
    if (!dialect.stats) throw new ApiError('unsupported');
    if (config.featuresOff?.includes('privacy')) throw new ApiError('forbidden');
    return dialect.stats;
  };
  const readStats = (request: WireRequest, modelPath: (wireField: string) => string, options: CallOptions = {}) =>
    send(http, request, { signal: options.signal, modelPath });

  return {
    serverUrl: http.serverUrl,
    dialect: dialect.name,
    account: async (options) => {
      const account = accountDialect();
      return account.read(await read(account.request, options));
    },
    resources: async (options) => {
      const { domains, pixels } = accountDialect();
      const [domainPage, pixelPage] = await Promise.all([read(domains.list, options), read(pixels.list, options)]);
      return { domains: domains.readPage(domainPage).items, pixels: pixels.readPage(pixelPage).items };
    },
    stats: {
      clicks: async (linkId, period, options) => {
        const stats = statsDialect();
        const request = stats.clicks(positiveId(linkId), validPeriod(period));
        return stats.readClicks(await readStats(request, stats.modelPath, options));
      },
      top: async (linkId, name, query, options) => {
        const stats = statsDialect();
        const request = stats.top(positiveId(linkId), name, { ...query, period: validPeriod(query.period) });
        return stats.readTop(await readStats(request, stats.modelPath, options));
      },
    },
    spaces: resourceClient(
      http,
      dialect.spaces,
      {
        query: (q) => validateInput(spaceListQuerySchema, q),
        draft: (d) => validateInput(spaceDraftSchema, d),
        changes: (c) => validateInput(spaceChangesSchema, c),
      },
      deleteRoutes,
    ),
    links: resourceClient(
      http,
      dialect.links,
      {
        query: (q) => validateInput(linkListQuerySchema, q),
        draft: (d) =>
          validateInput(linkDraftSchema, withDefaultDomain(dialect.links.fit(d, config.featuresOff ?? [])), [
            expiryTimeNeedsDate,
            windowIsOrdered,
            passwordPrivacyNeedsPassword,
          ]),
        changes: (c) => validateInput(linkChangesSchema, c, [expiryTimeNeedsDate, windowIsOrdered]),
      },
      deleteRoutes,
    ),
  };
}

/** What {@link detectServer} found: the dialect, and the account where the server describes one. */
export interface DetectedServer {
  dialect: DialectName;
  account: Account | null;
}

/**
 * Asks the server which dialect it speaks (lib/api/README.md, "The two dialects"): the account
 * route answers on current servers only. A classic server answers 404 before it looks at the key,
 * so there one cheap list proves the key. A wrong key is kind `auth` either way.
 */
export async function detectServer(config: Omit<ClientConfig, 'dialect'>): Promise<DetectedServer> {
  try {
    return { dialect: 'current', account: await createClient({ ...config, dialect: 'current' }).account() };
  } catch (error) {
    if (!(error instanceof ApiError) || error.kind !== 'not-found') throw error;
  }
  await createClient({ ...config, dialect: 'classic' }).spaces.list({ perPage: 10 });
  return { dialect: 'classic', account: null };
}
