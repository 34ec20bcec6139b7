import { type FieldErrors, toApiError } from '@/lib/api/errors';

/** A failed shortening as the popup shows it: one sentence, messages for fields, maybe a way to the options. */
export interface ShortenProblem {
  message: string;
  fields: FieldErrors;
  /** The cause is in the connection settings (no server, wrong key, not an API). */
  opensOptions: boolean;
}

const SETTINGS_KINDS = new Set(['not-configured', 'auth', 'not-an-api', 'forbidden']);

export function problemOf(error: unknown): ShortenProblem {
  const apiError = toApiError(error);
  return {
    message: `${apiError.message}${apiError.kind === 'validation' || apiError.kind === 'invalid-input' ? '' : ' Your entries are kept.'}`,
    fields: apiError.fields,
    opensOptions: SETTINGS_KINDS.has(apiError.kind),
  };
}
