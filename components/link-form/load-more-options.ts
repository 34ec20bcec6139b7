import type * as MoreOptionsFields from './MoreOptionsFields';

/**
 * "More options" is a separate chunk: the popup's first paint must not pay for targeting rows,
 * pixels and the rest. The import starts when "More options" first opens and is shared by every
 * opening after it.
 */
type MoreOptionsModule = typeof MoreOptionsFields;

let loading: Promise<MoreOptionsModule> | undefined;

export function loadMoreOptionsFields(): Promise<MoreOptionsModule> {
  loading ??= import('./MoreOptionsFields').catch((error: unknown) => {
    // Let a later open try again (e.g. after an extension update replaced the chunk).
    loading = undefined;
    throw error;
  });
  return loading;
}
