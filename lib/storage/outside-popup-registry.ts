import type { PendingCreate } from '../recent';
import { asWritten, type StoredValue } from './registry';

/**
 * Stored values the popup's first paint never reads, declared as those of ./registry.ts are. Apart
 * from them because the first paint imports that file whole, and has no use for these.
 */

/** Values only the background reads and writes. */
export const BACKGROUND_STORAGE = {
  /**
   * Creates sent and not yet answered (request id → what was sent). `local`: one still here when
   * the background starts again was cut off by its stop, and becomes a failure that Retry checks.
   */
  pendingCreates: {
    key: 'pendingCreates',
    area: 'local',
    read: asWritten<Record<string, PendingCreate>>({}),
  },
} as const satisfies Record<string, StoredValue<unknown>>;

/**
 * The options page's journal of a bulk delete under way (entrypoints/options/links/bulk-journal.ts),
 * written by that page only: which links it was asked to delete, which are gone, which was on its
 * way. `local`, so a browser closed mid-run leaves it behind and the next options page can say what
 * happened; a run that ends (done or stopped) removes it.
 */
export const BULK_DELETE_RUN = {
  key: 'bulkDeleteRun',
  area: 'local',
  // Its one reader checks the shape it wrote (bulk-journal.ts): anything else is no journal.
  read: asWritten<unknown>(null),
} as const satisfies StoredValue<unknown>;

