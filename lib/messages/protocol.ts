import type { ExistingLinks } from '../already-shortened';
import type { JobHeader, JobKind, JobKinds } from '../jobs/job';
import type { Link, LinkChanges, LinkDraft, ServerResources } from '../api/model/link';
import type { LinkListQuery } from '../api/model/link-query';
import type { Page } from '../api/model/page';
import type { DayClicks, StatsPeriod, TopEntry, TopListName, TopListQuery } from '../api/model/stats';
import type { Space, SpaceChanges, SpaceDraft, SpaceListQuery } from '../api/model/space';
import type { ConnectionCheck, ConnectionSaveInput, ConnectionStatus } from '../connection';
import type { ConnectionState } from '../connection-state';
import type { ServerId } from '../servers';
import type { RecentEntry, RecentVerdict, ShortenResult } from '../recent';
import type { Settings } from '../settings';
import type { CachedSpaces } from '../storage/registry';

/** What pages may know of the background's request queue: whether requests wait for the server's rate limit. */
export interface RequestPace {
  /** Epoch ms at which requests held for the rate limit may go again; null when none is held. */
  waitingUntil: number | null;
  /** Requests waiting for their turn. */
  waiting: number;
}

/** What a page asks the background to start: a kind of job, its parameters and its items' inputs. */
export type StartJob = {
  [K in JobKind]: { kind: K; params: JobKinds[K]['params']; inputs: JobKinds[K]['input'][] };
}[JobKind];

/** One of the user's servers as pages may know it: never its key. */
export interface ServerOverview {
  id: ServerId;
  /** The name the user gave it (may be empty). */
  name: string;
  /** What to call it: the name, else its host. */
  label: string;
  status: ConnectionStatus;
  /** Whether it answers, as the background last saw it. */
  state: ConnectionState | null;
}

export interface ServersOverview {
  current: ServerId | null;
  /** In the user's order. */
  servers: ServerOverview[];
}

/** The list of servers and their defaults as a file carries them to another browser: never a key. */
export interface ServersExport {
  format: 'phpshort-extension-servers';
  version: 1;
  exportedAt: string;
  servers: {
    name: string;
    serverUrl: string;
    dialect: ConnectionSaveInput['dialect'];
    allowInsecureHttp: boolean;
    settings: Settings;
  }[];
}

/**
 * Every request a UI page can make of the background: name → input and output. A request is
 * about the current server unless the page names another (`ask`'s third argument).
 * The background answers each with exactly one handler; the API key never leaves it.
 */
export interface Protocol {
  'connection/status': { input: null; output: ConnectionStatus };
  /** Options page, on Save (after the host permission was granted): stores, then tests. */
  'connection/save': { input: ConnectionSaveInput; output: ConnectionCheck };
  /** Tests the saved connection again. */
  'connection/test': { input: null; output: ConnectionCheck };
  /** Drops the saved key; the server address stays. */
  'connection/forget-key': { input: null; output: ConnectionStatus };
  'servers/list': { input: null; output: ServersOverview };
  /** Adds a server (current when it is the first), stores its connection and tests it. */
  'servers/add': {
    input: { name: string; connection: ConnectionSaveInput };
    output: { id: ServerId; check: ConnectionCheck };
  };
  'servers/rename': { input: { id: ServerId; name: string }; output: ServersOverview };
  /** Moves a server one place up (-1) or down (+1) in the user's order. */
  'servers/move': { input: { id: ServerId; by: -1 | 1 }; output: ServersOverview };
  /** Makes a server the current one. */
  'servers/use': { input: { id: ServerId }; output: ServersOverview };
  /**
   * Removes a server with its key, caches, state and recent links. `freedOrigin`: the host
   * permission pattern no other server needs any more (the page removes the permission).
   */
  'servers/remove': { input: { id: ServerId }; output: { overview: ServersOverview; freedOrigin: string | null } };
  'servers/export': { input: null; output: ServersExport };
  /** Adds the file's servers, without keys (each asks for its key); answers how many were added. */
  'servers/import': { input: ServersExport; output: { added: number; overview: ServersOverview } };
  /** The settings migrated to the current shape (written back when they were older). */
  'settings/load': { input: null; output: Settings };
  /** Validates and stores the settings; answers what was stored. */
  'settings/save': { input: Settings; output: Settings };
  'spaces/list': { input: SpaceListQuery; output: Page<Space> };
  'spaces/get': { input: { id: number }; output: Space };
  'spaces/create': { input: SpaceDraft; output: Space };
  'spaces/update': { input: { id: number; changes: SpaceChanges }; output: Space };
  'spaces/remove': { input: { id: number }; output: null };
  /**
   * A page of links, with every domain and pixel the server is known to offer (for the filters).
   * With `bulk` (a page of an export of every page) the request waits in the queue as long as the
   * server's rate limit asks, instead of failing, and `requests/stop-bulk` takes it back unsent.
   */
  'links/list': { input: LinkListQuery & { bulk?: boolean }; output: { page: Page<Link>; resources: ServerResources } };
  'links/get': { input: { id: number }; output: Link };
  'links/create': { input: LinkDraft; output: Link };
  'links/update': { input: { id: number; changes: LinkChanges }; output: Link };
  /**
   * With `bulk` (one of many selected links) the request waits in the queue as long as the server's
   * rate limit asks, instead of failing; `requests/pace` tells how long.
   */
  'links/remove': { input: { id: number; bulk?: boolean }; output: null };
  /**
   * The server's links whose destination is the page (lib/already-shortened.ts), newest first:
   * one search, kept 15 s per page, sent only when the look-up setting is on and the rate limit
   * lets it go at once; otherwise, or when it fails, `asked: false` (never an error).
   */
  'links/find-existing': { input: { pageUrl: string }; output: ExistingLinks };
  /**
   * A link's clicks per day over a period, as the server lists them (days without clicks absent).
   * Only current servers whose plan has statistics: otherwise refused at once, no request sent
   * (kind `unsupported` on a classic server, `forbidden` when the plan lacks `link_stats`). With
   * `glance` (a sparkline in a list) it waits in the queue behind people's own requests, as bulk
   * work does, instead of failing for the rate limit.
   */
  'stats/clicks': { input: { linkId: number; period: StatsPeriod; glance?: boolean }; output: DayClicks[] };
  /** One page of a link's top list (countries, referrers, …) over a period, most clicks first; refused as above. */
  'stats/top': { input: { linkId: number; name: TopListName; query: TopListQuery }; output: Page<TopEntry> };
  /** The domains and pixels the connected server offers for new links (listed again when a few minutes old). */
  'resources/list': { input: null; output: ServerResources };
  /**
   * The account's spaces: the stored cache while it is fresh (a few minutes, and no change made
   * through the extension since), else fetched, stored as the cache and answered.
   */
  'spaces/refresh-cache': { input: null; output: CachedSpaces };
  /** The request queue's state: how long requests wait for the server's rate limit (bulk delete shows it). */
  'requests/pace': { input: null; output: RequestPace };
  /** Bulk work the user stopped: its requests still waiting for the rate limit are never sent (how many). */
  'requests/stop-bulk': { input: null; output: { dropped: number } };
  /** Creates one link; a repeated requestId answers the same link instead of making another. */
  'shorten/create': { input: { requestId: string; pageUrl: string; draft: LinkDraft }; output: ShortenResult };
  /**
   * Starts a job on the server (lib/jobs/job.ts): the background runs it item by item, paced by
   * the queue, whether or not the page stays open. Pages follow it in storage (lib/storage/jobs.ts).
   */
  'jobs/start': { input: StartJob; output: JobHeader };
  /** Holds a job: nothing more is sent until Resume (a request waiting for the rate limit is taken back). */
  'jobs/pause': { input: { id: string }; output: JobHeader | null };
  /** A paused job goes on; a cancelled one sends its cancelled items. */
  'jobs/resume': { input: { id: string }; output: JobHeader | null };
  /** Stops a job: its items not sent yet are cancelled; the one on its way finishes. */
  'jobs/cancel': { input: { id: string }; output: JobHeader | null };
  /** Sends a failed item again (`index` null: every failed one), under the same key: never a second link. */
  'jobs/retry': { input: { id: string; index: number | null }; output: JobHeader | null };
  /** The user has seen how a job ended: the popup stops mentioning it. */
  'jobs/seen': { input: { id: string }; output: JobHeader | null };
  /** Forgets a job that is not running, with its items (what it did on the server stays). */
  'jobs/remove': { input: { id: string }; output: null };
  /** Links made through the extension, newest first, failed menu and shortcut attempts included. */
  'recent/list': { input: null; output: RecentEntry[] };
  /** Tries a failed recent entry again; it is replaced by the outcome. */
  'recent/retry': { input: { entryId: string }; output: ShortenResult };
  /**
   * Asks the server whether a link made earlier (the popup's offer) still stands for its page, and
   * files the answer in recent links; null when the entry is no longer there.
   */
  'recent/check': { input: { entryId: string }; output: RecentVerdict | null };
  /** Removes a failed menu or shortcut shortening from recent links (the popup's Dismiss). */
  'recent/dismiss': { input: { entryId: string }; output: null };
}

export type RequestName = keyof Protocol;
