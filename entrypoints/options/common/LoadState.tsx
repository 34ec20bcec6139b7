import type { ApiError } from '@/lib/api/errors';
import { t } from '@/lib/i18n/messages';

/** What a section lists: each has its own sentences, so no noun is glued into one. */
type Listed = 'links' | 'spaces';

/** A failed load, saying what went wrong, with a way to try again. */
export function LoadError({ what, error, onRetry }: { what: Listed; error: ApiError; onRetry: () => void }) {
  return (
    <div class="card state-card state-error" role="alert" data-testid="load-error">
      <p>
        <strong>{t(what === 'links' ? 'loadFailedLinks' : 'loadFailedSpaces')}</strong> {error.message}
      </p>
      <button type="button" class="button" onClick={onRetry}>
        {t('loadRetry')}
      </button>
    </div>
  );
}

export function Loading({ what }: { what: Listed }) {
  return (
    <p class="card state-card muted" role="status" data-testid="loading">
      {t(what === 'links' ? 'loadingLinks' : 'loadingSpaces')}
    </p>
  );
}
