import { ofServer, type ServerId } from '@/lib/servers';
import type { StoredValue } from '@/lib/storage/registry';
import { storedItem, type StoredItem, type StoredItemOptions } from '@/lib/storage/stored-item';

/**
 * One item per server for a per-server registry value (lib/servers.ts `ofServer`), made once per
 * server and reused: each keeps its own memory and listener. The background's alone: pages read
 * one server's values with `ofServer` and `readStored`, and the popup's first paint carries none of this.
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
