// Public types of the reference server. Other people code against these exactly: change with care.

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
  /** 'classic' (default): DELETE /links/{id}/destroy; 'api': DELETE /api/v1/links/{id} like current releases. */
  deletePath?: 'classic' | 'api';
  /** Default true: fetch the <title> of loopback destinations (2 s timeout); otherwise title = hostname. */
  titleFetch?: boolean;
}

export interface FaultSpec {
  /** path = prefix of the URL pathname, e.g. '/api/v1/links'. */
  match?: { method?: string; path?: string };
  /** How many matching requests it applies to; omitted = until cleared. */
  times?: number;
  /** Delay before answering; the request is still processed unless another fault applies. */
  latencyMs?: number;
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
}

export interface LoggedRequest {
  method: string;
  path: string;
  /** Flattened PHP-style: `country[0][key]`. */
  query: Record<string, string>;
  /** Flattened PHP-style, from a form or JSON body. */
  form: Record<string, string>;
  /** Lower-case names; authorization redacted to 'Bearer ***' or '(none)'. */
  headers: Record<string, string>;
  at: number;
  /** Milliseconds from the request's arrival to its answer being written (faults' latency included). */
  handledMs?: number;
}

export interface ReferenceServer {
  /** 'http://127.0.0.1:PORT' (origin, no trailing slash). */
  url: string;
  port: number;
  addFault(f: FaultSpec): void;
  clearFaults(): void;
  requests(): LoggedRequest[];
  clearRequests(): void;
  /** Wipe data (back to seeds), faults, request log, rate-limit counters. */
  reset(): void;
  addClicks(linkId: number, n: number): void;
  close(): Promise<void>;
}
