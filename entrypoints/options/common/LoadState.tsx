import type { ApiError } from '@/lib/api/errors';

/** A failed load, saying what went wrong, with a way to try again. */
export function LoadError({ what, error, onRetry }: { what: string; error: ApiError; onRetry: () => void }) {
  return (
    <div class="card state-card state-error" role="alert" data-testid="load-error">
      <p>
        <strong>Could not load {what}.</strong> {error.message}
      </p>
      <button type="button" class="button" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

export function Loading({ what }: { what: string }) {
  return (
    <p class="card state-card muted" role="status" data-testid="loading">
      Loading {what}…
    </p>
  );
}
