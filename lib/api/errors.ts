import { t } from '../i18n/messages';
import { tCount } from '../i18n/plural';

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

/**
 * What the transport saw beyond the kind, when a server answered in a way that deserves its own
 * sentence: a redirect it did not follow (`not-an-api`), a body past the size cap (`bad-response`),
 * a connection broken after the headers (`network`), a gateway's page instead of phpShort (`server`).
 */
export type TransportReason = 'redirected' | 'too-large' | 'dropped-mid-answer' | 'gateway';

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
  /** Set by the transport; picks the reason's sentence over the kind's. */
  reason?: TransportReason;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly fields: FieldErrors;
  readonly retryAfterSeconds: number | undefined;
  readonly serverMessage: string | undefined;
  readonly reason: TransportReason | undefined;

  constructor(kind: ApiErrorKind, details: ApiErrorDetails = {}) {
    super(details.message ?? describeApiErrorKind(kind, details), { cause: details.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = details.status;
    this.fields = details.fields ?? {};
    this.retryAfterSeconds = details.retryAfterSeconds;
    this.serverMessage = details.serverMessage;
    this.reason = details.reason;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Any failure as an ApiError: one the code did not foresee reads as an answer it could not understand. */
export function toApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError('bad-response', { cause: error });
}

/**
 * Whether a write that was sent may have been done although no answer said so: it timed out, the
 * connection broke (the browser cannot tell one refused from one dropped after the server read
 * the request), or what came back could not be read (cut off, too large, not JSON — a real server
 * that prints a PHP notice before its JSON has done the work). A page then says the change may
 * exist, and a create looks for its link before it is sent again.
 */
export function writeOutcomeUnknown(error: unknown): boolean {
  const { kind } = toApiError(error);
  return kind === 'timeout' || kind === 'network' || kind === 'bad-response';
}

/** The rate-limit sentence with the wait the server asked for; past 90 seconds, in minutes. */
export function rateLimitedSentence(seconds: number | undefined): string {
  if (seconds === undefined) return t('errorRateLimited');
  if (seconds < 90) return tCount('errorRateLimitedSeconds', Math.max(1, seconds));
  return tCount('errorRateLimitedMinutes', Math.ceil(seconds / 60));
}

/**
 * No answer at all, naming the host the user typed: the browser does not tell a name that was not
 * found from a connection refused (or a certificate refused), so one sentence says both.
 */
export function unreachableSentence(host: string): string {
  return t('errorNetworkAt', { host });
}

/**
 * One clear sentence per kind, for people rather than logs, in the browser's language (read when
 * the error is made: the background and the page that shows it speak the same one).
 */
export function describeApiErrorKind(kind: ApiErrorKind, details: ApiErrorDetails = {}): string {
  if (details.reason) return describeTransportReason(details.reason, details);
  switch (kind) {
    case 'not-configured':
      return t('errorNotConfigured');
    case 'invalid-input':
      return t('errorInvalidInput');
    case 'validation':
      return t('errorValidation');
    case 'auth':
      return t('errorAuth');
    case 'forbidden':
      return t('errorForbidden');
    case 'not-found':
      return t('errorNotFound');
    case 'unsupported':
      return t('errorUnsupported');
    case 'rate-limited':
      return rateLimitedSentence(details.retryAfterSeconds);
    case 'rejected':
      // An HTTP status is a code, not a quantity: written as it is, in any language.
      return t('errorRejected', { status: String(details.status ?? '4xx') });
    case 'server':
      return t('errorServer', { status: String(details.status ?? '5xx') });
    case 'network':
      return t('errorNetwork');
    case 'timeout':
      return t('errorTimeout');
    case 'aborted':
      return t('errorAborted');
    case 'not-an-api':
      return t('errorNotAnApi');
    case 'bad-response':
      return t('errorBadResponse');
    case 'dialect-changed':
      return t('errorDialectChanged');
  }
}

function describeTransportReason(reason: TransportReason, details: ApiErrorDetails): string {
  switch (reason) {
    case 'redirected':
      return t('errorRedirected');
    case 'too-large':
      return t('errorAnswerTooLarge');
    case 'dropped-mid-answer':
      return t('errorConnectionDropped');
    case 'gateway':
      return t('errorGateway', { status: String(details.status ?? '5xx') });
  }
}

/** An ApiError as it crosses the message channel (class instances do not survive structured cloning). */
export interface SerializedError {
  kind: ApiErrorKind;
  message: string;
  status?: number;
  fields: FieldErrors;
  retryAfterSeconds?: number;
  reason?: TransportReason;
}

export function serializeError(error: unknown): SerializedError {
  const apiError = toApiError(error);
  return {
    kind: apiError.kind,
    message: apiError.message,
    status: apiError.status,
    fields: apiError.fields,
    retryAfterSeconds: apiError.retryAfterSeconds,
    ...(apiError.reason ? { reason: apiError.reason } : {}),
  };
}

export function deserializeError(error: SerializedError): ApiError {
  return new ApiError(error.kind, {
    message: error.message,
    status: error.status,
    fields: error.fields,
    retryAfterSeconds: error.retryAfterSeconds,
    ...(error.reason ? { reason: error.reason } : {}),
  });
}
