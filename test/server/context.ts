// What an authenticated API handler gets.
import type { ErrorContext } from './envelopes';
import type { Reply } from './http-utils';
import type { InputObject } from './input';
import type { Store } from './store';

export interface ApiContext {
  account: number;
  store: Store;
  query: InputObject;
  /** Query merged with the body, body winning: Laravel's $request->input(). */
  input: InputObject;
  /** The request's own URL without query, for pagination paths. */
  pathUrl: string;
  origin: string;
  titleFetch: boolean;
  errors: ErrorContext;
}

/** `id` is the numeric path parameter, when the route has one. */
export type Handler = (ctx: ApiContext, id: number) => Reply | Promise<Reply>;
