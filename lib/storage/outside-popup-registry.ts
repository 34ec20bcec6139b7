import type { BulkRun } from '../bulk/run';
import type { PendingCreate } from '../recent';
import { asWritten, type StoredValue } from './registry';

/**
 * Stored values the popup's first paint never reads, declared as those of ./registry.ts are. Apart
 * from them because the first paint imports that file whole, and has no use for these (the popup
 * reads the bulk run later, from its later views).
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
 * The journal of a bulk delete that releases up to 1.0.0 kept in the options page: the links it
 * was asked to delete, those gone, the one on its way. No longer written: the background turns one
 * left behind into a paused job and removes it (entrypoints/background/jobs/earlier-delete-run.ts),
 * which reads it as it was written.
 */
export const BULK_DELETE_RUN = {
  key: 'bulkDeleteRun',
  area: 'local',
  read: asWritten<unknown>(undefined),
} as const satisfies StoredValue<unknown>;

/** A stored bulk run, or null for anything else (an older release, a hand edit). */
function bulkRunOf(stored: unknown): BulkRun | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const run = stored as Partial<BulkRun>;
  return typeof run.id === 'string' && typeof run.serverId === 'string' && Array.isArray(run.rows)
    ? (stored as BulkRun)
    : null;
}

/**
 * The bulk shortening (lib/bulk/run.ts): its rows and their states. Written by the background only
 * (entrypoints/background/jobs/bulk-run.ts), read by the options page, which follows its changes.
 * `local`: a run outlives the page that started it and the service worker that sends it.
 */
export const BULK_SHORTEN_RUN = {
  key: 'bulkShortenRun',
  area: 'local',
  read: bulkRunOf,
} as const satisfies StoredValue<BulkRun | null>;
