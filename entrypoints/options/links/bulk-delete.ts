import { type ApiError, toApiError } from '@/lib/api/errors';

export interface BulkDeleteProgress {
  done: number;
  total: number;
}

export interface BulkDeleteResult {
  deleted: number[];
  failed: { id: number; error: ApiError }[];
  /** Not tried, or never sent: the user stopped the run first. Those links are untouched. */
  kept: number[];
}

/**
 * Deletes records one after another (a burst would run into the server's rate limit) and reports
 * progress after each. A record that is already gone counts as deleted; other failures are kept
 * and the rest still go ahead. A rate limit or lost connection stops the run: the rest would fail too.
 * Once `stopped()` says so, the rest are kept untouched; a delete the stop took back before it was
 * sent (kind `aborted`) is kept too.
 */
export async function deleteInTurn(
  ids: number[],
  remove: (id: number) => Promise<unknown>,
  onProgress: (progress: BulkDeleteProgress) => void = () => undefined,
  stopped: () => boolean = () => false,
): Promise<BulkDeleteResult> {
  const result: BulkDeleteResult = { deleted: [], failed: [], kept: [] };
  let stopError: ApiError | undefined;
  for (const [index, id] of ids.entries()) {
    if (stopped()) {
      result.kept.push(id);
      continue;
    }
    if (stopError) {
      result.failed.push({ id, error: stopError });
      continue;
    }
    try {
      await remove(id);
      result.deleted.push(id);
    } catch (cause) {
      const error = toApiError(cause);
      if (error.kind === 'not-found') result.deleted.push(id);
      else if (error.kind === 'aborted' && stopped()) result.kept.push(id);
      else {
        result.failed.push({ id, error });
        if (error.kind === 'rate-limited' || error.kind === 'network' || error.kind === 'auth') stopError = error;
      }
    }
    onProgress({ done: index + 1, total: ids.length });
  }
  return result;
}
