import type { ColumnMapping } from '../import/import-row';
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
  /**
   * What the right-click menu was last built from (items, servers, language). The browser keeps
   * an extension's menu while the worker sleeps: a worker that starts again finds it built and
   * rebuilds it only when this changed. `session`: a new browser session builds it once.
   */
  menuBuiltFrom: {
    key: 'menuBuiltFrom',
    area: 'session',
    read: asWritten<string | null>(null),
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

/** Values only the options page reads and writes. */
export const OPTIONS_STORAGE = {
  /**
   * Column mappings the person confirmed for CSV files the import does not know, by the file's
   * header (`mappingKey` in lib/import/column-mapping.ts), newest last: the next file with the same
   * header opens with them.
   */
  importMappings: {
    key: 'importMappings',
    area: 'local',
    read: asWritten<Record<string, ColumnMapping>>({}),
  },
} as const satisfies Record<string, StoredValue<unknown>>;
