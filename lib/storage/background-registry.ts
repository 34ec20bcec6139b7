import type { PendingCreate } from '../recent';
import { asWritten, type StoredValue } from './registry';

/**
 * Stored values only the background reads and writes, declared as those of ./registry.ts are.
 * Apart from them because the popup's first paint imports that file whole, and has no use for these.
 */
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
