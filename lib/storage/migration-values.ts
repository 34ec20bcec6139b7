import { browser } from 'wxt/browser';
import type { StoredValue } from './registry';

/**
 * Values as an older release may have left them, for a migration: read as stored (not through
 * the registry's `read`, which would make them this release's shape before the migration could),
 * and written back in the new shape together. `storage.local` only: nothing migrated lives in
 * memory.
 */

/** The stored values of `entries`, untouched, in one round trip. */
export async function readAsStored<const K extends string>(
  entries: Record<K, StoredValue<unknown>>,
): Promise<Record<K, unknown>> {
  const named = Object.entries<StoredValue<unknown>>(entries);
  const stored = await browser.storage.local.get(named.map(([, entry]) => entry.key));
  return Object.fromEntries(named.map(([name, entry]) => [name, stored[entry.key]])) as Record<K, unknown>;
}

/** One migrated value: the registry's entry and what to store under it. */
export interface MigratedValue {
  entry: StoredValue<unknown>;
  value: unknown;
}

/** Writes migrated values in one round trip: a migration cut short leaves none of them half-written. */
export async function writeMigrated(values: MigratedValue[]): Promise<void> {
  if (values.length === 0) return;
  await browser.storage.local.set(Object.fromEntries(values.map(({ entry, value }) => [entry.key, value])));
}
