import { ApiError, type ApiErrorKind, type FieldErrors } from '../api/errors';

/** An ApiError as it crosses the message channel (class instances do not survive structured cloning). */
export interface SerializedError {
  kind: ApiErrorKind;
  message: string;
  status?: number;
  fields: FieldErrors;
  retryAfterSeconds?: number;
}

export function serializeError(error: unknown): SerializedError {
  const apiError = error instanceof ApiError ? error : new ApiError('bad-response', { cause: error });
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
    status: error.status,
    fields: error.fields,
    retryAfterSeconds: error.retryAfterSeconds,
  });
}
