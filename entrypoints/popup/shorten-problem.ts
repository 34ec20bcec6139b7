import { type FieldErrors, rateLimitedSentence, toApiError } from '@/lib/api/errors';
import { t } from '@/lib/i18n/messages';

/** A failed shortening as the popup shows it: one sentence, messages for fields, maybe a way to the options. */
export interface ShortenProblem {
  message: string;
  fields: FieldErrors;
  /** The cause is in the connection settings (no server, wrong key, not an API). */
  opensOptions: boolean;
  /** A rate limit: when the server's wait ends (epoch ms), so the banner can count it down. */
  waitUntil?: number;
}

/** The sentence of a rate-limited shortening with `secondsLeft` of its wait to go (0: over). */
export function rateLimitedProblem(secondsLeft: number): string {
  const reason = secondsLeft > 0 ? rateLimitedSentence(secondsLeft) : t('errorRateLimitOver');
  return t('problemEntriesKept', { message: reason });
}

const SETTINGS_KINDS = new Set(['not-configured', 'auth', 'not-an-api', 'forbidden']);

export function problemOf(error: unknown): ShortenProblem {
  const apiError = toApiError(error);
  // A refused entry is the user's to fix; any other failure leaves the form as it was.
  const fixable = apiError.kind === 'validation' || apiError.kind === 'invalid-input';
  const wait = apiError.kind === 'rate-limited' ? apiError.retryAfterSeconds : undefined;
  return {
    message: fixable ? apiError.message : t('problemEntriesKept', { message: apiError.message }),
    fields: apiError.fields,
    opensOptions: SETTINGS_KINDS.has(apiError.kind),
    ...(wait === undefined ? {} : { waitUntil: Date.now() + wait * 1000 }),
  };
}
