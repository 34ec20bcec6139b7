// The request pipeline: control → log → faults → CORS/preflight → route (404/405) → rate limit →
// auth → handler. The order copies Laravel: routing errors come before middleware, and the
// throttle runs before authentication.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { Accounts } from './accounts';
import { classicBackend, type DialectBackend } from './backend';
import type { RequestScope } from './context';
import { handleControl } from './control';
import { currentBackend } from './current/backend';
import { methodNotAllowed, statusReply, tooManyAttempts, unauthenticated, type ErrorContext } from './envelopes';
import { breaksBody, writeBrokenBody, writeHalfAnswer } from './broken-bodies';
import { answersInstead, Faults } from './faults';
import {
  bodyType,
  headerRecord,
  htmlReply,
  jsonReply,
  parseBody,
  readBody,
  sendReply,
  sleep,
  wantsJson,
  type JsonObject,
  type Reply,
} from './http-utils';
import { flattenInput, paramNames, parsePhpForm, type InputObject } from './input';
import { RateLimiter } from './rate-limit';
import { RecordOverrides, type OverriddenKind } from './record-overrides';
import { allowedMethods, type Route } from './routes/table';
import type { BaseLinkRow, Store } from './store';
import { TITLE_FETCH_HEADER } from './title';
import type {
  AccountDefaults,
  FaultSpec,
  LoggedRequest,
  RateLimitChange,
  RateLimitReset,
  ReferenceServerOptions,
  SeededClick,
} from './types';
import { proxyErrorPage } from './proxy-page';
import { isWebPath, loginPage, webRoute, type Follow } from './web';

const CORS_PREFLIGHT: Record<string, string> = {
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
  'Access-Control-Max-Age': '0',
};

export class ReferenceApp {
  readonly store: Store<BaseLinkRow>;
  private readonly accounts: Accounts;
  private readonly backend: DialectBackend;
  private limiter: RateLimiter;
  private resetHeader: RateLimitReset;
  private readonly faults = new Faults();
  private readonly overrides = new RecordOverrides();
  private readonly routes: Route[];
  private readonly follow: Follow;
  private log: LoggedRequest[] = [];
  /** Sockets of `storeThenHang` answers that never leave, each with how `endHanging` breaks it. */
  private hanging = new Map<Socket, () => void>();
  /** Set once the server listens: the origin used in short_url, Location and pagination. */
  origin = 'http://127.0.0.1';

  constructor(private readonly opts: ReferenceServerOptions) {
    this.accounts = new Accounts(opts.apiKeys);
    const backend = opts.dialect === 'current' ? currentBackend(opts, this.accounts) : classicBackend(opts);
    this.backend = backend;
    this.store = backend.store;
    this.routes = backend.routes;
    this.follow = backend.follow;
    this.limiter = new RateLimiter(opts.rateLimitPerMinute ?? 60, opts.rateLimitWindowMs);
    this.resetHeader = opts.rateLimitReset ?? 'on-429';
  }

  addFault(f: FaultSpec): void {
    this.faults.add(f);
  }
  clearFaults(): void {
    this.faults.clear();
  }
  releaseHeld(): number {
    return this.faults.releaseHeld();
  }
  heldCount(): number {
    return this.faults.heldCount();
  }
  endHanging(): number {
    const ended = [...this.hanging].filter(([socket]) => !socket.destroyed);
    this.hanging.clear();
    for (const [, breakIt] of ended) breakIt();
    return ended.length;
  }
  requests(): LoggedRequest[] {
    return this.log.map((r) => ({ ...r }));
  }
  clearRequests(): void {
    this.log = [];
  }
  reset(): void {
    this.store.reset();
    this.accounts.reset();
    this.faults.clear();
    this.faults.releaseHeld();
    this.endHanging();
    this.overrides.clear();
    this.log = [];
    // Back to the limit the server was started with (a test may have set another).
    this.limiter = new RateLimiter(this.opts.rateLimitPerMinute ?? 60, this.opts.rateLimitWindowMs);
    this.resetHeader = this.opts.rateLimitReset ?? 'on-429';
  }
  setRateLimit(limit: number, change: RateLimitChange = {}): void {
    this.limiter = new RateLimiter(limit, change.windowMs);
    this.resetHeader = change.reset ?? 'on-429';
  }
  setAccountDefaults(account: number, defaults: AccountDefaults): void {
    if (!this.backend.setAccountDefaults) throw new Error('A classic server has no account preferences');
    this.backend.setAccountDefaults(account, defaults);
  }
  overrideRecord(kind: OverriddenKind, id: number, fields: JsonObject): void {
    this.overrides.set(kind, id, fields);
  }
  seedClicks(clicks: readonly SeededClick[]): void {
    if (!this.backend.seedClicks) throw new Error('A classic server keeps no statistics');
    this.backend.seedClicks(clicks);
  }
  addClicks(linkId: number, n: number): void {
    const link = this.store.linkById(linkId);
    if (!link) throw new Error(`No link ${linkId}`);
    link.clicks = Math.max(0, link.clicks + n);
    this.store.save();
  }

  /** node:http listener; never throws (a bug answers 500 like a real server would). */
  listener = (req: IncomingMessage, res: ServerResponse): void => {
    this.handle(req, res).catch((err: unknown) => {
      console.error('reference server:', err);
      if (!res.headersSent) sendReply(res, jsonReply(500, { message: 'Server Error' }));
      else res.destroy();
    });
  };

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const arrived = performance.now();
    const url = new URL(req.url ?? '/', this.origin);
    const method = (req.method ?? 'GET').toUpperCase();
    const path = url.pathname;
    const bodyText = await readBody(req);

    if (path.startsWith('/__control/')) {
      sendReply(res, handleControl(this, method, path, bodyText));
      return;
    }

    const query = parsePhpForm(url.search.slice(1));
    const body = parseBody(req.headers['content-type'], bodyText);
    // The server's own title fetches are internal: not logged, not faulted, not throttled.
    const internal = req.headers[TITLE_FETCH_HEADER] === '1';
    let logged: LoggedRequest | undefined;
    if (!internal) {
      logged = {
        method,
        path,
        query: flattenInput(query),
        form: flattenInput(body),
        params: paramNames(query, body),
        bodyType: bodyType(req.headers['content-type'], bodyText),
        headers: headerRecord(req),
        at: Date.now(),
      };
      this.log.push(logged);
    }

    const route = this.routes.find((r) => r.pattern.test(path));
    const cors = path === '/api' || path.startsWith('/api/') || route?.api === true;
    const errors: ErrorContext = {
      wantsJson: wantsJson(req),
      origin: this.origin,
      ...(typeof req.headers.referer === 'string' ? { referer: req.headers.referer } : {}),
    };

    const faults = internal ? [] : this.faults.take(method, path);
    const latency = faults.reduce((sum, f) => sum + (f.latencyMs ?? 0), 0);
    if (latency > 0) await sleep(latency);
    if (faults.some((f) => f.hold === true)) await this.faults.hold();
    const fault = faults.find(answersInstead);
    let reply: Reply;
    if (fault?.dropConnection) {
      req.socket.destroy();
      return;
    } else if (fault && breaksBody(fault)) {
      const status = writeBrokenBody(fault, res, cors ? { 'Access-Control-Allow-Origin': '*' } : {}, (bytes) => {
        if (logged) logged.bodyBytes = bytes;
      });
      if (logged) logged.status = status;
      return;
    } else if (fault) reply = this.faultReply(fault, errors);
    else
      reply = this.overrides.apply(
        path,
        await this.dispatch(req, method, path, route, { query, body, errors, internal }),
      );

    // A proxy's own error page comes from in front of phpShort, without its CORS headers.
    if (cors && fault?.proxyHtml === undefined) reply.headers['Access-Control-Allow-Origin'] = '*';
    // The work is done (a create stored its link); the answer never leaves. `endHanging` breaks
    // it off after its first half (closing the server, before a byte): the client sees the
    // connection die after the store.
    if (!fault && faults.some((f) => f.storeThenHang === true)) {
      const socket = req.socket;
      this.hanging.set(socket, () => writeHalfAnswer(res, reply));
      socket.once('close', () => this.hanging.delete(socket));
      return;
    }
    sendReply(res, reply);
    // The server's own time, so a client can tell its overhead from the server's (npm run bench).
    if (logged) {
      logged.handledMs = performance.now() - arrived;
      logged.status = reply.status;
    }
  }

  private faultReply(fault: FaultSpec, errors: ErrorContext): Reply {
    // A login page, as a misconfigured base URL or an expired session would serve.
    if (fault.html) return htmlReply(200, loginPage());
    if (fault.malformedJson) {
      return { status: 200, headers: { 'Content-Type': 'application/json' }, body: '{"data":{"id":1,"alias":"ab' };
    }
    if (fault.redirect !== undefined) return { status: 302, headers: { Location: fault.redirect }, body: '' };
    if (fault.wrongContentType !== undefined) {
      return { status: 200, headers: { 'Content-Type': 'application/json' }, body: fault.wrongContentType };
    }
    if (fault.proxyHtml !== undefined) return htmlReply(fault.proxyHtml, proxyErrorPage(fault.proxyHtml));
    return statusReply(errors, fault.status ?? 500, fault.retryAfterSeconds ?? 60);
  }

  private async dispatch(
    req: IncomingMessage,
    method: string,
    path: string,
    route: Route | undefined,
    r: { query: InputObject; body: InputObject; errors: ErrorContext; internal: boolean },
  ): Promise<Reply> {
    const isApiPath = path === '/api' || path.startsWith('/api/');
    if (method === 'OPTIONS' && (isApiPath || route?.api))
      return { status: 204, headers: { ...CORS_PREFLIGHT }, body: '' };
    if (!route) {
      // No route at all (an API path, or one with a path too many in front of /api/v1): Laravel
      // answers in JSON when JSON is asked for, inside /api or not. The web's own pages stay pages.
      if (!isApiPath && (!r.errors.wantsJson || isWebPath(path)))
        return webRoute(this.follow, method, path, req.headers);
      const msg = `The route ${path.slice(1)} could not be found.`;
      return r.errors.wantsJson ? jsonReply(404, { message: msg }) : statusReply(r.errors, 404);
    }

    const handler = route.handlers[method === 'HEAD' ? 'GET' : method];
    if (!handler) {
      const errors = route.api ? r.errors : { ...r.errors, wantsJson: false };
      return methodNotAllowed(errors, method, path.slice(1), allowedMethods(route));
    }

    const rateHeaders: Record<string, string> = {};
    if (!r.internal) {
      const decision = this.limiter.hit(req.socket.remoteAddress ?? 'unknown');
      rateHeaders['X-RateLimit-Limit'] = String(decision.limit);
      rateHeaders['X-RateLimit-Remaining'] = String(decision.remaining);
      if (!decision.allowed) {
        return tooManyAttempts(r.errors, decision.retryAfter, {
          ...rateHeaders,
          'X-RateLimit-Reset': String(decision.resetAt),
        });
      }
      // phpShort says when the window ends only with a 429; a proxy or gateway in front may say it always.
      if (this.resetHeader === 'always') rateHeaders['X-RateLimit-Reset'] = String(decision.resetAt);
    }

    const account = this.accounts.authenticate(req.headers.authorization);
    let reply: Reply;
    if (account === undefined) reply = unauthenticated(r.errors);
    else {
      const scope: RequestScope = {
        account,
        query: r.query,
        input: Object.assign(Object.create(null) as InputObject, r.query, r.body),
        pathUrl: `${this.origin}${path}`,
        origin: this.origin,
        shortLinkOrigin: this.opts.shortLinkOrigin ?? this.origin,
        titleFetch: { enabled: this.opts.titleFetch ?? true, hosts: this.opts.titleFetchHosts ?? {} },
        errors: r.errors,
      };
      const idText = route.pattern.exec(path)?.[1];
      // Non-numeric ids are simply not found, as findOrFail would say.
      const id = idText !== undefined && /^\d+$/.test(idText) ? Number(idText) : Number.NaN;
      reply = await handler(scope, id);
    }
    Object.assign(reply.headers, rateHeaders);
    return reply;
  }
}
