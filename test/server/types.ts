// Public types of the reference server. Other people code against these exactly: change with care.
import type { Json } from './http-utils';

/** The plan switches of the current dialect's `account.plan.features`. */
export type FeatureName =
  | 'api'
  | 'links'
  | 'spaces'
  | 'domains'
  | 'global_domains'
  | 'pixels'
  | 'link_stats'
  | 'link_password'
  | 'link_expiration'
  | 'link_targeting'
  | 'link_deep';

export interface PlanOptions {
  /** `account.plan.name`, default 'Default'. */
  name?: string;
  /** 0 = off, 1 = on; for links, spaces, domains and pixels a count where -1 = unlimited. Omitted = on / unlimited. */
  features?: Partial<Record<FeatureName, number>>;
}

/**
 * Classic dialect only: how a link record spells what classic-era releases spell differently
 * (README, "Record variants"). Each part defaults to the first value, the spelling the server had
 * before variants existed.
 */
export interface RecordVariant {
  /** 'split': `expiration_date` + `expiration_time`; 'ends_at': one ISO-8601 `ends_at` instead. */
  expiry?: 'split' | 'ends_at';
  /**
   * 'targets': `target_type` + `targets`; 'absent': `target_type` without any rows;
   * 'lists': `target_type` + `geo_target` / `platform_target` / `rotation_target` instead of `targets`.
   */
  targeting?: 'targets' | 'absent' | 'lists';
  /** 'booleans': `password` / `privacy_password` as true/false; 'absent': neither key at all. */
  secrets?: 'booleans' | 'absent';
}

export interface ReferenceServerOptions {
  /** 0 or omitted = random free port. */
  port?: number;
  /** Default '127.0.0.1'. Only loopback hosts are accepted: this is a test tool. */
  host?: string;
  /** Each key is its own account (user); records of another account answer 404. */
  apiKeys: string[];
  /** JSON persistence; omitted = memory only. Written atomically after every mutation. */
  dataFile?: string;
  /** Per client IP, default 60. Counted before the key is checked. */
  rateLimitPerMinute?: number;
  /** The rate limit's window, default 60 000 (a minute, as phpShort's); shorter for tests of clients that wait it out. */
  rateLimitWindowMs?: number;
  /** Which answers say when the window ends (`X-RateLimit-Reset`); see {@link RateLimitReset}. */
  rateLimitReset?: RateLimitReset;
  /**
   * 'classic' (default): DELETE /links/{id}/destroy; 'api': DELETE /api/v1/links/{id} like current releases.
   * The current dialect always deletes on the api path and ignores this.
   */
  deletePath?: 'classic' | 'api';
  /** Which API the server speaks: 'classic' (default, the contract) or 'current' (today's phpShort releases). */
  dialect?: 'classic' | 'current';
  /** Current dialect only: the account plan every key gets. Default: every feature on, every count unlimited. */
  plan?: PlanOptions;
  /** Current dialect only: the accounts' timezone (IANA name), default 'UTC'. Offset-less dates are read in it. */
  timezone?: string;
  /** Classic dialect only: the link records of another classic-era release. Default: the spelling of `RecordVariant`'s first values. */
  recordVariant?: RecordVariant;
  /** Default true: fetch the <title> of loopback destinations (2 s timeout); otherwise title = hostname. */
  titleFetch?: boolean;
  /**
   * Host names whose pages the title fetch reads from a loopback origin instead, as a hosts-file
   * entry would point them there: `{ 'www.example.com': 'http://127.0.0.1:40123' }` reads the title
   * of `https://www.example.com/blog/a` from `http://127.0.0.1:40123/blog/a`. Loopback origins only.
   */
  titleFetchHosts?: Record<string, string>;
  /**
   * The public origin short links are built on (`short_url`, and a current server's default
   * domain), as phpShort builds them from its configured app URL, e.g. `https://go.example.com`.
   * Default: the origin the server listens on. Short links are still followed on that origin.
   */
  shortLinkOrigin?: string;
}

export interface FaultSpec {
  /** path = prefix of the URL pathname, e.g. '/api/v1/links'. */
  match?: { method?: string; path?: string };
  /** How many matching requests it applies to; omitted = until cleared. */
  times?: number;
  /** Delay before answering; the request is still processed unless another fault applies. */
  latencyMs?: number;
  /**
   * Hold the request (after any latency) until the test calls `releaseHeld()`; it is then processed
   * as the other faults say. For a test that looks at a page while a request is in flight: it
   * decides when the answer comes, instead of guessing a latency long enough for what it checks.
   */
  hold?: boolean;
  /** Answer this status with the body/headers a real phpShort sends for it; the request is not processed. */
  status?: number;
  /** With status 429. */
  retryAfterSeconds?: number;
  /** Answer 200 text/html (a login page) instead. */
  html?: boolean;
  /** Answer 200 application/json with truncated JSON. */
  malformedJson?: boolean;
  /** Destroy the socket without answering. */
  dropConnection?: boolean;
  /**
   * Answer 302 with this `Location` (any URL, e.g. a second server on another port), the request
   * not processed: a server moved, or a hostile one trying to lead the API key elsewhere.
   */
  redirect?: string;
  /** Answer 200 `application/json` with a body of this many bytes, streamed (`{"data":"xxx…`), never valid JSON. */
  hugeBody?: number;
  /** Send 200 `application/json` headers, then nothing: the body never comes (until the client gives up). */
  stallAfterHeaders?: boolean;
  /** Send 200 with a `Content-Length`, half the JSON body it announces, then destroy the socket. */
  dropMidBody?: boolean;
  /** Answer 200 `Content-Type: application/json` with this body as it is (text that is not JSON). */
  wrongContentType?: string;
  /** Answer this status (502, 503, 504) with a reverse proxy's HTML error page and no CORS headers. */
  proxyHtml?: number;
  /**
   * Process the request as usual (a create stores its link), then never answer: the client sees a
   * timeout although the server did the work, as when a connection dies after the server committed.
   * `endHanging()` breaks such connections at once (the client sees a network failure instead).
   */
  storeThenHang?: boolean;
}

export interface LoggedRequest {
  method: string;
  path: string;
  /** Flattened PHP-style: `country[0][key]`. */
  query: Record<string, string>;
  /** Flattened PHP-style, from a form or JSON body. */
  form: Record<string, string>;
  /**
   * Top-level parameter names of query and body together, sorted and without brackets
   * (`country[0][key]` → `country`): what a test checks to prove a dialect's names were (not) sent.
   */
  params: string[];
  /** How the body was sent: form-encoded, JSON, empty, or anything else (which the server treats as no input). */
  bodyType: 'form' | 'json' | 'none' | 'other';
  /** Lower-case names; authorization redacted to 'Bearer ***' or '(none)'. */
  headers: Record<string, string>;
  at: number;
  /** Milliseconds from the request's arrival to its answer being written (faults' latency included). */
  handledMs?: number;
  /** The status it was answered with (absent while it is being handled, or when the connection was dropped). */
  status?: number;
  /**
   * A `hugeBody` fault's answer: how many body bytes the server wrote before it finished or the
   * client went away (absent until then). Less than the fault's size proves the client stopped reading.
   */
  bodyBytes?: number;
}

/**
 * Which answers carry `X-RateLimit-Reset` (epoch seconds at which the window ends):
 * - `on-429` (default): only a 429, as phpShort itself (Laravel's throttle) sends it;
 * - `always`: every answer that passed the throttle too, as rate limiters in front of phpShort
 *   (reverse proxies, API gateways) commonly announce it.
 */
export type RateLimitReset = 'on-429' | 'always';

/** A rate limit set while the server runs (`setRateLimit`). */
export interface RateLimitChange {
  /** The window's length, default a minute (phpShort's). */
  windowMs?: number;
  /** Default `on-429`, as phpShort. */
  reset?: RateLimitReset;
}

/**
 * Current dialect: an account's preferences as its owner sets them in phpShort's dashboard (Account →
 * Preferences), by the names `GET /api/v1/account` reports them under. No API call applies them: a
 * link created without a space has none, without a privacy is public, and `domain_id` stays required.
 */
export interface AccountDefaults {
  /** The installation's default domain (id 1) or one of the account's own. */
  default_domain?: number;
  /** One of the account's spaces, or null. Deleting that space later leaves the id as it was. */
  default_space?: number | null;
  /** Statistics privacy: 0 public, 1 private, 2 password. */
  default_stats?: 0 | 1 | 2;
}

/**
 * Current dialect: a click as if a visitor had followed the link at `at` (`seedClicks`). Every
 * value left out is null, as for a visitor the server could not tell anything about. The values are
 * stored as given: use the names the server itself records (README, "Statistics").
 */
export interface SeededClick {
  /** The link's id; or `alias` (on the default domain first, as a short link is followed). */
  linkId?: number;
  alias?: string;
  /** Epoch ms, or a date the server reads like any other: ISO-8601 with `Z` or an offset, else the accounts' timezone. */
  at: number | string;
  browser?: string | null;
  operating_system?: string | null;
  /** Lower case: desktop, mobile, tablet. */
  device?: string | null;
  /** A host, e.g. `news.example`. */
  referrer?: string | null;
  /** ISO 639-1, lower case. */
  language?: string | null;
  /** ISO 3166 alpha-2, upper case. */
  country?: string | null;
  city?: string | null;
}

export interface ReferenceServer {
  /** 'http://127.0.0.1:PORT' (origin, no trailing slash). */
  url: string;
  port: number;
  /** The API dialect it speaks (`ReferenceServerOptions.dialect`). */
  dialect: 'classic' | 'current';
  addFault(f: FaultSpec): void;
  clearFaults(): void;
  /** Lets every request a `hold` fault is holding go on; answers how many there were. */
  releaseHeld(): number;
  /** How many requests a `hold` fault is holding now. */
  heldCount(): number;
  /**
   * Breaks the connections of `storeThenHang` answers (the work done, the answer never sent);
   * answers how many. The client then sees its connection die after the server stored: a test
   * need not wait for the client's own timeout (20 s for a create).
   */
  endHanging(): number;
  requests(): LoggedRequest[];
  clearRequests(): void;
  /** Wipe data (back to seeds), faults (held requests go on), request log, rate-limit counters (and the limit the server started with). */
  reset(): void;
  /**
   * Changes link `linkId`'s click count by `n` (may be negative) and nothing else: no click is
   * recorded, so a current server's statistics do not show them (use `seedClicks` for that).
   */
  addClicks(linkId: number, n: number): void;
  /**
   * Current dialect: records clicks on past (or any) days, as if visitors had followed the links
   * then; each counts in its link's `clicks` too. Throws, naming the click, on an unknown link or a
   * time it cannot read (none is recorded then). On a classic server, which keeps no statistics: throws.
   */
  seedClicks(clicks: readonly SeededClick[]): void;
  /**
   * From now on every API answer carrying link (or space) `id` has these fields in place of its own,
   * as a compromised server could answer (`short_url: 'javascript:…'`); the data stays as it is.
   */
  overrideRecord(kind: 'links' | 'spaces', id: number, fields: Record<string, Json>): void;
  /** From now on `limit` requests per window (default a minute) per client IP; the counters start again. */
  setRateLimit(limit: number, change?: RateLimitChange): void;
  /**
   * Current dialect: saves an account's preferences as its dashboard does (`account` is the key's
   * index). Throws, naming the field, what the dashboard refuses: a space or domain that is not the
   * account's, a privacy other than 0–2. On a classic server, which has no account route: throws.
   */
  setAccountDefaults(account: number, defaults: AccountDefaults): void;
  close(): Promise<void>;
}
