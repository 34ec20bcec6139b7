import { classicDialect } from './classic';
import type { DeleteRoute, Dialect, ResourceDialect } from './dialect';
import { inMemoryDeleteRoutes, type DeleteRouteMemory } from './delete-routes';
import { ApiError } from './errors';
import { DEFAULT_TIMEOUTS, send, type HttpSettings, type Timeouts } from './http';
import type { Link, LinkChanges, LinkDraft } from './model/link';
import type { LinkListQuery } from './model/link-query';
import type { Page } from './model/page';
import type { Space, SpaceChanges, SpaceDraft, SpaceListQuery } from './model/space';
import { expiryTimeNeedsDate, passwordPrivacyNeedsPassword } from './schemas/cross-field-rules';
import { linkChangesSchema, linkDraftSchema, linkListQuerySchema } from './schemas/link';
import { spaceChangesSchema, spaceDraftSchema, spaceListQuerySchema } from './schemas/space';
import { validateInput } from './schemas/validate';
import { normaliseServerUrl } from './server-url';

export interface ClientConfig {
  /** As the user typed it; normalised here. */
  serverUrl: string;
  apiKey: string;
  dialect?: Dialect;
  fetch?: typeof fetch;
  timeouts?: Partial<Timeouts>;
  deleteRoutes?: DeleteRouteMemory;
}

interface CallOptions {
  signal?: AbortSignal;
}

interface ResourceClient<TRecord, TQuery, TDraft, TChanges> {
  list(query?: TQuery, options?: CallOptions): Promise<Page<TRecord>>;
  get(id: number, options?: CallOptions): Promise<TRecord>;
  create(draft: TDraft, options?: CallOptions): Promise<TRecord>;
  update(id: number, changes: TChanges, options?: CallOptions): Promise<TRecord>;
  remove(id: number, options?: CallOptions): Promise<void>;
}

export interface ApiClient {
  readonly serverUrl: string;
  readonly spaces: ResourceClient<Space, SpaceListQuery, SpaceDraft, SpaceChanges>;
  readonly links: ResourceClient<Link, LinkListQuery, LinkDraft, LinkChanges>;
}

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
    throw new ApiError('invalid-input', { fields: { id: ['Choose an existing record.'] } });
  return id;
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

/**
 * The whole contract: spaces and links, list / get / create / update / remove.
 * Input is validated before anything is sent; every failure is an ApiError.
 */
export function createClient(config: ClientConfig): ApiClient {
  const serverUrl = normaliseServerUrl(config.serverUrl);
  if (!serverUrl.ok) throw new ApiError('invalid-input', { fields: { serverUrl: [serverUrl.reason] } });
  if (config.apiKey.trim() === '') throw new ApiError('invalid-input', { fields: { apiKey: ['Enter your API key.'] } });
  const http: HttpSettings = {
    serverUrl: serverUrl.url,
    apiKey: config.apiKey.trim(),
    fetch: config.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    timeouts: { ...DEFAULT_TIMEOUTS, ...config.timeouts },
  };
  const dialect = config.dialect ?? classicDialect;
  const deleteRoutes = config.deleteRoutes ?? inMemoryDeleteRoutes();
  return {
    serverUrl: http.serverUrl,
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
        draft: (d) => validateInput(linkDraftSchema, d, [expiryTimeNeedsDate, passwordPrivacyNeedsPassword]),
        changes: (c) => validateInput(linkChangesSchema, c, [expiryTimeNeedsDate]),
      },
      deleteRoutes,
    ),
  };
}
