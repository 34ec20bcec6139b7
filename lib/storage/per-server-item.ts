import { browser } from 'wxt/browser';
import { ofServer, type ServerId } from '../servers';
import type { StoredValue } from './registry';
import { storedItem, type StoredItem, type StoredItemOptions } from './stored-item';

/**
 * One item per server for a per-server registry value (lib/servers.ts `ofServer`), made once per
 * server and reused: each keeps its own memory and listener. A module of its own: the popup's first
 * paint reads one server's values with `ofServer` and `readStored`, and carries none of this.
 */
export function perServerItem<T>(
  entry: StoredValue<T>,
  options: StoredItemOptions = {},
): (serverId: ServerId) => StoredItem<T> {
  const items = new Map<ServerId, StoredItem<T>>();
  return (serverId) => {
    let item = items.get(serverId);
    if (!item) {
      item = storedItem(ofServer(entry, serverId), options);
      items.set(serverId, item);
    }
    return item;
  };
}

/** Every value of `entries` kept for one server, removed in one round trip (a server the user removes). */
export async function removeServerValues(entries: StoredValue<unknown>[], serverId: ServerId): Promise<void> {
  await Promise.all(
    (['local', 'session'] as const).map(async (area) => {
      const keys = entries.filter((entry) => entry.area === area).map((entry) => ofServer(entry, serverId).key);
      if (keys.length > 0) await browser.storage[area].remove(keys);
    }),
  );
}
