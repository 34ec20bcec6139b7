import { browser } from 'wxt/browser';
import type { StoredValue } from './registry';

/**
 * What a page reads when it opens: several registry values in one storage round trip per area,
 * typed. Pages only read; the values' writers keep them through `storedItem` (./stored-item.ts).
 */

type Stored<E> = E extends StoredValue<infer V> ? V : never;

/** Several registry values in one storage round trip per area: what a page needs at once, typed. */
export async function readStored<const E extends Record<string, StoredValue<unknown>>>(
  entries: E,
): Promise<{ [K in keyof E]: Stored<E[K]> }> {
  const list = Object.values(entries);
  const found: Record<string, unknown> = {};
  await Promise.all(
    (['local', 'session'] as const).map(async (area) => {
      const keys = list.filter((entry) => entry.area === area).map((entry) => entry.key);
      if (keys.length > 0) Object.assign(found, await browser.storage[area].get(keys));
    }),
  );
  const values = Object.entries(entries).map(([name, entry]) => [name, entry.read(found[entry.key])]);
  return Object.fromEntries(values) as { [K in keyof E]: Stored<E[K]> };
}
