import type * as MoreOptionsFields from './MoreOptionsFields';

/**
 * "More options" is a separate chunk: the popup's first paint must not pay for targeting rows,
 * pixels and the rest. The import starts on first open (or earlier through preloadMoreOptions,
 * e.g. when the browser is idle) and is shared by every caller.
 */
type MoreOptionsModule = typeof MoreOptionsFields;

let loading: Promise<MoreOptionsModule> | undefined;

export function preloadMoreOptions(): Promise<MoreOptionsModule> {
  loading ??= import('./MoreOptionsFields').catch((error: unknown) => {
    // Let a later open try again (e.g. after an extension update replaced the chunk).
    loading = undefined;
    throw error;
  });
  return loading;
}
