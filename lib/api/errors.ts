/**
 * Every way a call to the server can fail, as a value with a kind.
 * UI code switches on `kind`; it never parses message text.
 */
export type ApiErrorKind =
  | 'not-configured' // no server URL and key saved yet
  | 'invalid-input' // rejected before sending: the draft breaks a rule of the contract
  | 'validation' // the server answered 422 with a field map
  | 'auth' // 401: missing or wrong API key
  | 'forbidden' // 403: the account's plan lacks API access or the feature
  | 'not-found' // 404: unknown or foreign record
  | 'unsupported' // 405: this server has no such operation at that path
  | 'rate-limited' // 429
  | 'rejected' // any other 4xx
  | 'server' // 5xx
  | 'network' // DNS, TLS, connection refused or dropped
  | 'timeout'
  | 'aborted' // the caller cancelled
  | 'not-an-api' // HTML, a redirect (login page): the URL is not a phpShort API
  | 'bad-response' // JSON of a shape we cannot read
  | 'dialect-changed'; // a record of the other API dialect: the server must be checked again

/** Field path (model names, e.g. `expiry.date`, `targeting.rules.0.destination`) → messages. */
export type FieldErrors = Record<string, string[]>;

export interface ApiErrorDetails {
  status?: number;
  fields?: FieldErrors;
  retryAfterSeconds?: number;
  /** The server's own message, when it sent one; shown only as a detail, never parsed. */
  serverMessage?: string;
  /** A sentence that says more than the kind's own (the background knows why); it crosses the message channel. */
  message?: string;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly fields: FieldErrors;
  readonly retryAfterSeconds: number | undefined;
  readonly serverMessage: string | undefined;

  constructor(kind: ApiErrorKind, details: ApiErrorDetails = {}) {
    super(details.message ?? describeApiErrorKind(kind, details), { cause: details.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = details.status;
    this.fields = details.fields ?? {};
    this.retryAfterSeconds = details.retryAfterSeconds;
    this.serverMessage = details.serverMessage;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Any failure as an ApiError: one the code did not foresee reads as an answer it could not understand. */
export function toApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError('bad-response', { cause: error });
}

function waitPhrase(seconds: number | undefined): string {
  if (seconds === undefined) return 'Wait a minute and try again.';
  if (seconds <= 1) return 'Try again in a second.';
  if (seconds < 90) return `Try again in ${seconds} seconds.`;
  return `Try again in ${Math.ceil(seconds / 60)} minutes.`;
}

/** One clear sentence per kind, for people rather than logs. */
export function describeApiErrorKind(kind: ApiErrorKind, details: ApiErrorDetails = {}): string {
  switch (kind) {
    case 'not-configured':
      return 'Connect your phpShort server in the extension options first.';
    case 'invalid-input':
      return 'Some fields need attention before this can be sent.';
    case 'validation':
      return 'The server did not accept some fields.';
    case 'auth':
      return 'The server rejected the API key. Check the key in the extension options.';
    case 'forbidden':
      return 'Your account on this server does not have access to this feature.';
    case 'not-found':
      return 'That record no longer exists on the server.';
    case 'unsupported':
      return 'This server does not support that operation.';
    case 'rate-limited':
      return `The server is limiting requests. ${waitPhrase(details.retryAfterSeconds)}`;
    case 'rejected':
      return `The server refused the request (HTTP ${details.status ?? '4xx'}).`;
    case 'server':
      return `The server had an internal error (HTTP ${details.status ?? '5xx'}). Try again later.`;
    case 'network':
      return 'Could not reach the server. Check the address and your connection.';
    case 'timeout':
      return 'The server took too long to answer.';
    case 'aborted':
      return 'The request was cancelled.';
    case 'not-an-api':
      return 'The address answered, but not as a phpShort API. Check the server URL.';
    case 'bad-response':
      return 'The server sent an answer the extension could not read.';
    case 'dialect-changed':
      return 'The server now speaks another version of the phpShort API. Test the connection in the extension options, then try again.';
  }
}

/** An ApiError as it crosses the message channel (class instances do not survive structured cloning). */
export interface SerializedError {
  kind: ApiErrorKind;
  message: string;
  status?: number;
  fields: FieldErrors;
  retryAfterSeconds?: number;
}

export function serializeError(error: unknown): SerializedError {
  const apiError = toApiError(error);
  return {
    kind: apiError.kind,
    message: apiError.message,
    status: apiError.status,
    fields: apiError.fields,
    retryAfterSeconds: apiError.retryAfterSeconds,
  };
}

export function deserializeError(error: SerializedError): ApiError {
  return new ApiError(error.kind, {
    message: error.message,
    status: error.status,
    fields: error.fields,
    retryAfterSeconds: error.retryAfterSeconds,
  });
}
