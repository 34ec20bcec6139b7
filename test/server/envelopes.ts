// The bodies real phpShort (Laravel) sends, success and error (lib/api/README.md, "Wire facts").
import { htmlReply, jsonReply, type Json, type JsonObject, type Reply } from './http-utils';

export function recordReply(data: JsonObject, httpStatus = 200): Reply {
  // Store answers HTTP 201 while the body still says 200, like phpShort.
  return jsonReply(httpStatus, { data, status: 200 });
}

export function deletedReply(id: number, object: 'link' | 'space'): Reply {
  return jsonReply(200, { id, object, deleted: true, status: 200 });
}

export interface PageRequest {
  page: number;
  perPage: number;
  /** Absolute URL of the list without query, e.g. http://127.0.0.1:1234/api/v1/links. */
  path: string;
  /** Query parameters the page links carry before `page` (Laravel's appends()); none by default. */
  appends?: Record<string, string>;
}

/** One page of a Laravel LengthAwarePaginator: its items and everything its JSON says about them. */
interface Paginated {
  data: JsonObject[];
  currentPage: number;
  from: number | null;
  to: number | null;
  lastPage: number;
  total: number;
  url: (page: number) => string;
  prev: string | null;
  next: string | null;
  /** Laravel's `links` array: previous, one per page, next. */
  pageLinks: Json[];
}

function paginate(items: JsonObject[], req: PageRequest): Paginated {
  const total = items.length;
  const lastPage = Math.max(1, Math.ceil(total / req.perPage));
  const start = (req.page - 1) * req.perPage;
  const data = items.slice(start, start + req.perPage);
  const url = (n: number): string =>
    `${req.path}?${new URLSearchParams({ ...req.appends, page: String(n) }).toString()}`;
  const prev = req.page > 1 ? url(req.page - 1) : null;
  const next = req.page < lastPage ? url(req.page + 1) : null;
  const pageLinks: Json[] = [{ url: prev, label: '&laquo; Previous', active: false }];
  for (let n = 1; n <= lastPage; n++) pageLinks.push({ url: url(n), label: String(n), active: n === req.page });
  pageLinks.push({ url: next, label: 'Next &raquo;', active: false });
  return {
    data,
    currentPage: req.page,
    from: data.length > 0 ? start + 1 : null,
    to: data.length > 0 ? start + data.length : null,
    lastPage,
    total,
    url,
    prev,
    next,
    pageLinks,
  };
}

/**
 * Laravel's LengthAwarePaginator JSON as an API resource collection wraps it (`data`, `links`,
 * `meta`). Page links carry only `page` unless told: real servers drop filters too.
 */
export function pageReply(items: JsonObject[], req: PageRequest): Reply {
  const p = paginate(items, req);
  return jsonReply(200, {
    data: p.data,
    links: { first: p.url(1), last: p.url(p.lastPage), prev: p.prev, next: p.next },
    meta: {
      current_page: p.currentPage,
      from: p.from,
      last_page: p.lastPage,
      links: p.pageLinks,
      path: req.path,
      per_page: req.perPage,
      to: p.to,
      total: p.total,
    },
    status: 200,
  });
}

/**
 * The same paginator as a controller returns it bare (`$query->paginate()` plus `status`): every
 * field at the top level, in Laravel's order. A current server's top lists answer so.
 */
export function barePageReply(items: JsonObject[], req: PageRequest): Reply {
  const p = paginate(items, req);
  return jsonReply(200, {
    current_page: p.currentPage,
    data: p.data,
    first_page_url: p.url(1),
    from: p.from,
    last_page: p.lastPage,
    last_page_url: p.url(p.lastPage),
    links: p.pageLinks,
    next_page_url: p.next,
    path: req.path,
    per_page: req.perPage,
    prev_page_url: p.prev,
    to: p.to,
    total: p.total,
    status: 200,
  });
}

export function htmlPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  419: 'Page Expired',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

function reasonOf(status: number): string {
  return REASONS[status] ?? 'Error';
}

/** Laravel's default error page: what a browser-style request (no JSON Accept) gets. */
export function errorPage(status: number, headers: Record<string, string> = {}): Reply {
  return htmlReply(status, htmlPage(reasonOf(status), `<h1>${status} | ${reasonOf(status)}</h1>`), headers);
}

export interface ErrorContext {
  wantsJson: boolean;
  origin: string;
  /** Where a failed validation redirects a non-JSON request (Laravel: back()). */
  referer?: string;
}

/** 401 as phpShort sends it: JSON without a `status` key, or a redirect to the login page. */
export function unauthenticated(ctx: ErrorContext): Reply {
  if (ctx.wantsJson) return jsonReply(401, { message: 'Unauthenticated.' });
  return {
    status: 302,
    headers: { Location: `${ctx.origin}/login`, 'Content-Type': 'text/html; charset=UTF-8' },
    body: '',
  };
}

export function notFound(ctx: ErrorContext): Reply {
  return ctx.wantsJson ? jsonReply(404, { message: 'Resource not found.', status: 404 }) : errorPage(404);
}

export function methodNotAllowed(ctx: ErrorContext, method: string, route: string, allowed: string[]): Reply {
  const headers = { Allow: allowed.join(', ') };
  if (!ctx.wantsJson) return errorPage(405, headers);
  return jsonReply(
    405,
    { message: `The ${method} method is not supported for route ${route}. Supported methods: ${allowed.join(', ')}.` },
    headers,
  );
}

export function tooManyAttempts(ctx: ErrorContext, retryAfter: number, headers: Record<string, string>): Reply {
  const all = { 'Retry-After': String(retryAfter), ...headers };
  return ctx.wantsJson ? jsonReply(429, { message: 'Too Many Attempts.' }, all) : errorPage(429, all);
}

export type FieldErrors = Record<string, string[]>;

export function validationFailed(ctx: ErrorContext, errors: FieldErrors): Reply {
  // Without a JSON Accept Laravel redirects back with the errors flashed to the session.
  if (!ctx.wantsJson) return { status: 302, headers: { Location: ctx.referer ?? `${ctx.origin}/` }, body: '' };
  return jsonReply(422, { message: errors, status: 422 });
}

/** Any other status a real server may produce, with its usual body. */
export function statusReply(ctx: ErrorContext, status: number, retryAfter = 60): Reply {
  switch (status) {
    case 401:
      return unauthenticated(ctx);
    case 403:
      return ctx.wantsJson
        ? jsonReply(403, { message: "You don't have access to this feature.", status: 403 })
        : errorPage(403);
    case 404:
      return notFound(ctx);
    case 422:
      return validationFailed(ctx, {});
    case 429: {
      const reset = Math.floor(Date.now() / 1000) + retryAfter;
      return tooManyAttempts(ctx, retryAfter, { 'X-RateLimit-Reset': String(reset), 'X-RateLimit-Remaining': '0' });
    }
    case 500:
      return ctx.wantsJson ? jsonReply(500, { message: 'Server Error' }) : errorPage(500);
    case 503:
      // Laravel's maintenance mode answers 503 with a Retry-After when one was configured.
      return ctx.wantsJson
        ? jsonReply(503, { message: 'Service Unavailable' }, { 'Retry-After': String(retryAfter) })
        : errorPage(503, { 'Retry-After': String(retryAfter) });
    default:
      return ctx.wantsJson ? jsonReply(status, { message: reasonOf(status) }) : errorPage(status);
  }
}
