import { readCappedBody } from './capped-body';
import type { RequestPurpose, WireRequest } from './dialect';
import { ApiError, type FieldErrors, unreachableSentence } from './errors';

export type Timeouts = Record<RequestPurpose, number>;

/** Creating a link waits for the server to fetch the destination's title (up to 5 s on phpShort). */
export const DEFAULT_TIMEOUTS: Timeouts = { read: 10_000, write: 10_000, create: 20_000 };

/** What a pacer learns from one attempt: the answer's status and headers, or none (network failure, timeout). */
export type PacedAnswer = { status: number; headers: Headers } | null;

/**
 * Decides when each request leaves and learns the server's rate limit from the answers (the
 * background's request queue implements it). Waiting for a turn is not part of a request's
 * timeout: the timer starts when the request is sent.
 */
export interface RequestPacer {
  /**
   * Resolves when the request may be sent; `attempt` counts from 1 (a 429 re-sent is attempt 2).
   * Rejects with an ApiError (`rate-limited`, `aborted`) when the request should not wait.
   */
  turn(request: WireRequest, attempt: number, signal?: AbortSignal): Promise<PacedTurn>;
}

/** One request let through by a pacer. */
export interface PacedTurn {
  /** Called once per attempt; true when the request must be sent again (a 429 worth waiting out). */
  answered(answer: PacedAnswer): boolean;
}

export interface HttpSettings {
  serverUrl: string;
  apiKey: string;
  fetch: typeof fetch;
  timeouts: Timeouts;
  /** Without one, every request leaves at once. */
  pacer?: RequestPacer;
}

export interface SendOptions {
  signal?: AbortSignal;
  /** Maps a 422 field name to a model path. */
  modelPath?: (wireField: string) => string;
}

function buildUrl(serverUrl: string, request: WireRequest): string {
  const search = request.query?.length ? `?${new URLSearchParams(request.query).toString()}` : '';
  return `${serverUrl}${request.path}${search}`;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function serverMessageOf(body: unknown): string | undefined {
  return isObject(body) && typeof body.message === 'string' ? body.message : undefined;
}

/** Laravel's 422 body: `{"message": {"field": ["…"]}}`; keys are translated to model paths. */
function fieldErrorsOf(body: unknown, modelPath: (wireField: string) => string): FieldErrors {
  const map = isObject(body) ? (isObject(body.message) ? body.message : body.errors) : undefined;
  if (!isObject(map)) return {};
  // Collected in a Map: a field the server names `constructor` or `__proto__` would otherwise meet
  // what every plain object inherits, and its messages would be lost.
  const fields = new Map<string, string[]>();
  for (const [wireField, messages] of Object.entries(map)) {
    const list = Array.isArray(messages) ? messages.map(String) : [String(messages)];
    const path = modelPath(wireField);
    fields.set(path, [...(fields.get(path) ?? []), ...list]);
  }
  return Object.fromEntries(fields);
}

/** Seconds to wait, from `Retry-After` (seconds or a date) or `X-RateLimit-Reset` (epoch seconds). */
function retryAfterSeconds(headers: Headers, now: number = Date.now()): number | undefined {
  const retryAfter = headers.get('retry-after');
  if (retryAfter !== null) {
    if (/^\s*\d+\s*$/.test(retryAfter)) return Number(retryAfter);
    const date = Date.parse(retryAfter);
    if (!Number.isNaN(date)) return Math.max(0, Math.ceil((date - now) / 1000));
  }
  const reset = headers.get('x-ratelimit-reset');
  if (reset !== null && /^\s*\d+\s*$/.test(reset)) return Math.max(0, Number(reset) - Math.floor(now / 1000));
  return undefined;
}

/** What an answer's headers say of the server's rate limit; absent headers stay undefined. */
export interface RateLimitHeaders {
  /** `X-RateLimit-Limit`: requests per window. */
  limit?: number;
  /** `X-RateLimit-Remaining`: requests left in the window after this one. */
  remaining?: number;
  /** When the window resets (epoch ms), from `X-RateLimit-Reset` (a 429 carries it). */
  resetAt?: number;
  /** Seconds to wait before sending again (a 429's `Retry-After`, or its reset). */
  retryAfterSeconds?: number;
}

function wholeNumber(headers: Headers, name: string): number | undefined {
  const value = headers.get(name);
  return value !== null && /^\s*\d+\s*$/.test(value) ? Number(value) : undefined;
}

/** Reads the rate-limit headers phpShort (Laravel's throttle) sends; the pacer learns from them. */
export function rateLimitOf(headers: Headers, now: number = Date.now()): RateLimitHeaders {
  const limit = wholeNumber(headers, 'x-ratelimit-limit');
  const remaining = wholeNumber(headers, 'x-ratelimit-remaining');
  const reset = wholeNumber(headers, 'x-ratelimit-reset');
  const retryAfter = retryAfterSeconds(headers, now);
  return {
    ...(limit !== undefined ? { limit } : {}),
    ...(remaining !== undefined ? { remaining } : {}),
    ...(reset !== undefined ? { resetAt: reset * 1000 } : {}),
    ...(retryAfter !== undefined ? { retryAfterSeconds: retryAfter } : {}),
  };
}

function errorForStatus(status: number, body: unknown, headers: Headers, modelPath: (f: string) => string): ApiError {
  const serverMessage = serverMessageOf(body);
  const details = { status, serverMessage };
  if (status === 401) return new ApiError('auth', details);
  if (status === 403) return new ApiError('forbidden', details);
  if (status === 404) return new ApiError('not-found', details);
  if (status === 405) return new ApiError('unsupported', details);
  if (status === 422) return new ApiError('validation', { ...details, fields: fieldErrorsOf(body, modelPath) });
  if (status === 429)
    return new ApiError('rate-limited', { ...details, retryAfterSeconds: retryAfterSeconds(headers) });
  if (status >= 500) return new ApiError('server', details);
  return new ApiError('rejected', details);
}

/** The statuses a gateway (reverse proxy, load balancer) answers itself when phpShort behind it is down. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/** A body that is not JSON: a proxy's page, a login form, a site's 404 page. */
function errorForNonJson(status: number, headers: Headers): ApiError {
  if (status === 405) return new ApiError('unsupported', { status });
  if (status === 429) return new ApiError('rate-limited', { status, retryAfterSeconds: retryAfterSeconds(headers) });
  // phpShort itself answers JSON when asked for it, even in maintenance: a page is the gateway's.
  if (GATEWAY_STATUSES.has(status)) {
    return new ApiError('server', { status, reason: 'gateway' });
  }
  if (status >= 500) return new ApiError('server', { status });
  return new ApiError('not-an-api', { status });
}

/**
 * Sends one request and returns the parsed JSON body of a successful answer,
 * or throws an ApiError. Redirects are never followed: on phpShort a redirect
 * means a login page, not an API answer. With a pacer, the request waits for its turn
 * first, and a 429 the pacer chooses to wait out is sent again (the server did not process it).
 */
export async function send(settings: HttpSettings, request: WireRequest, options: SendOptions = {}): Promise<unknown> {
  const { pacer } = settings;
  if (!pacer) return sendOnce(settings, request, options, () => undefined);
  for (let attempt = 1; ; attempt++) {
    const turn = await pacer.turn(request, attempt, options.signal);
    const verdict = { sendAgain: false };
    try {
      return await sendOnce(settings, request, options, (answer) => (verdict.sendAgain = turn.answered(answer)));
    } catch (error) {
      if (!verdict.sendAgain) throw error;
    }
  }
}

/** One attempt; `answered` hears the status and headers (or that none came) before the body is read. */
async function sendOnce(
  settings: HttpSettings,
  request: WireRequest,
  options: SendOptions,
  answered: (answer: PacedAnswer) => void,
): Promise<unknown> {
  let told = false;
  const tell = (answer: PacedAnswer) => {
    if (told) return;
    told = true;
    answered(answer);
  };
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), settings.timeouts[request.purpose]);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Authorization: `Bearer ${settings.apiKey}`,
  };
  let body: string | undefined;
  if (request.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    body = new URLSearchParams(request.form).toString();
  }

  try {
    const response = await settings.fetch(buildUrl(settings.serverUrl, request), {
      method: request.method,
      headers,
      body,
      redirect: 'manual',
      credentials: 'omit',
      signal,
    });
    tell({ status: response.status, headers: response.headers });
    // Browsers report a manual redirect as an opaque response with status 0. Following it would
    // send the request (a write's draft, and the key wherever a browser does not strip it) where
    // the server points; phpShort never redirects a JSON caller.
    if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
      throw new ApiError('not-an-api', { status: response.status || 302, reason: 'redirected' });
    }
    const text = await readBody(response, timeout.signal, options.signal);
    const contentType = response.headers.get('content-type') ?? '';
    const looksJson = contentType.includes('json') || /^\s*[[{]/.test(text);
    const json = looksJson ? parseJson(text) : { ok: false as const };
    if (response.ok) {
      if (json.ok) return json.value;
      if (text.trim() === '' && request.method === 'DELETE') return null;
      throw new ApiError(looksJson ? 'bad-response' : 'not-an-api', { status: response.status });
    }
    if (!json.ok) throw errorForNonJson(response.status, response.headers);
    throw errorForStatus(response.status, json.value, response.headers, options.modelPath ?? ((f) => f));
  } catch (error) {
    tell(null);
    if (error instanceof ApiError) throw error;
    if (timeout.signal.aborted) throw new ApiError('timeout', { cause: error });
    if (options.signal?.aborted) throw new ApiError('aborted', { cause: error });
    throw new ApiError('network', { cause: error, message: unreachableSentence(new URL(settings.serverUrl).host) });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The body, at most `MAX_ANSWER_BYTES` of it, within the same timeout as the headers (the fetch's
 * signal also ends the body's stream). Headers arrived, so a failure here is no "cannot reach":
 * each gets its own sentence.
 */
async function readBody(response: Response, timeout: AbortSignal, caller: AbortSignal | undefined): Promise<string> {
  let read: Awaited<ReturnType<typeof readCappedBody>>;
  try {
    read = await readCappedBody(response);
  } catch (error) {
    if (timeout.aborted) throw new ApiError('timeout', { cause: error });
    if (caller?.aborted) throw new ApiError('aborted', { cause: error });
    throw new ApiError('network', { reason: 'dropped-mid-answer', cause: error });
  }
  if (!read.ok) throw new ApiError('bad-response', { status: response.status, reason: 'too-large' });
  return read.text;
}
