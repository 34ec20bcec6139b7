import type { Domain, Link, LinkChanges, LinkDraft, Pixel } from './model/link';
import type { LinkListQuery } from './model/link-query';
import type { Page } from './model/page';
import type { Account, DialectName, PlanFeature } from './model/server';
import type { DayClicks, StatsPeriod, TopEntry, TopListName, TopListQuery } from './model/stats';
import type { Space, SpaceChanges, SpaceDraft, SpaceListQuery } from './model/space';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * How long a request may take depends on what it does: creating a link makes the
 * server fetch the destination's title, which can take seconds.
 */
export type RequestPurpose = 'read' | 'write' | 'create';

/** A request in wire terms, relative to the server's base URL. Only dialects build these. */
export interface WireRequest {
  method: HttpMethod;
  /** Starts with `/`, never ends with one. */
  path: string;
  query?: [string, string][];
  /** Sent as application/x-www-form-urlencoded, in this order. */
  form?: [string, string][];
  purpose: RequestPurpose;
}

/** One way of deleting a record; servers differ (README.md here, "Delete routes differ"), so a dialect may offer several. */
export interface DeleteRoute {
  /** Stable name, remembered per server once it has worked. */
  name: string;
  request: WireRequest;
}

/** Maps one kind of record between the domain model and one server family's wire format. */
export interface ResourceDialect<TRecord, TQuery, TDraft, TChanges> {
  list(query: TQuery): WireRequest;
  get(id: number): WireRequest;
  create(draft: TDraft): WireRequest;
  update(id: number, changes: TChanges): WireRequest;
  /** Delete routes in the dialect's order of preference. */
  remove(id: number): DeleteRoute[];
  /**
   * Throws an ApiError of kind `bad-response` when the body cannot be read as a record, and of kind
   * `dialect-changed` when it is a record of the other dialect (the server was upgraded or the
   * user chose the wrong dialect): reading it would silently lose fields.
   */
  readRecord(body: unknown): TRecord;
  readPage(body: unknown): Page<TRecord>;
  /** Translates a wire field name from a 422 answer (`expiration_date`, `country.0.value`) to a model path. */
  modelPath: (wireField: string) => string;
}

/** Links, and what is made of a new link before it is sent. */
export interface LinkDialect extends ResourceDialect<Link, LinkListQuery, LinkDraft, LinkChanges> {
  /** The draft without what this server would refuse or ignore: fields it lacks, fields of plan features that are off. */
  fit(draft: LinkDraft, featuresOff: readonly PlanFeature[]): LinkDraft;
}

/** A list only some dialects have; read in one request of up to 100 (enough for any real account). */
interface ResourceListDialect<TRecord> {
  list: WireRequest;
  readPage(body: unknown): Page<TRecord>;
}

/** What only servers that describe their account offer (the current dialect). */
interface AccountDialect {
  request: WireRequest;
  read(body: unknown): Account;
  domains: ResourceListDialect<Domain>;
  pixels: ResourceListDialect<Pixel>;
}

/** A link's statistics: clicks per day and top lists (the current dialect). */
export interface StatsDialect {
  clicks(linkId: number, period: StatsPeriod): WireRequest;
  /** The days that had clicks, oldest first. */
  readClicks(body: unknown): DayClicks[];
  top(linkId: number, name: TopListName, query: TopListQuery): WireRequest;
  readTop(body: unknown): Page<TopEntry>;
  modelPath: (wireField: string) => string;
}

/** A server family's whole API. Callers never see wire parameter names. */
export interface Dialect {
  readonly name: DialectName;
  /** Absent where the server has no account route (classic). */
  readonly account?: AccountDialect;
  /** Absent where the server keeps no statistics per link (classic). */
  readonly stats?: StatsDialect;
  readonly spaces: ResourceDialect<Space, SpaceListQuery, SpaceDraft, SpaceChanges>;
  readonly links: LinkDialect;
}
