// What an authenticated API handler gets.
import type { ErrorContext } from './envelopes';
import type { Reply } from './http-utils';
import type { InputObject } from './input';
import type { Store } from './store';
import type { TitleFetchSettings } from './title';
import type { RecordVariant } from './types';

/** The request as the pipeline hands it to a route, whatever the dialect. */
export interface RequestScope {
  account: number;
  query: InputObject;
  /** Query merged with the body, body winning: Laravel's $request->input(). */
  input: InputObject;
  /** The request's own URL without query, for pagination paths. */
  pathUrl: string;
  origin: string;
  /** Where short links live: `ReferenceServerOptions.shortLinkOrigin`, else `origin`. */
  shortLinkOrigin: string;
  titleFetch: TitleFetchSettings;
  errors: ErrorContext;
}

/** A classic-dialect handler's context: the request plus the classic store. */
export interface ApiContext extends RequestScope {
  store: Store;
  /** How link records are spelled (`ReferenceServerOptions.recordVariant`). */
  recordVariant: RecordVariant;
}

/** `id` is the numeric path parameter, when the route has one. */
export type Handler = (ctx: ApiContext, id: number) => Reply | Promise<Reply>;

/** What the route table holds: a handler with its dialect's data already bound. */
export type RouteHandler = (scope: RequestScope, id: number) => Reply | Promise<Reply>;
