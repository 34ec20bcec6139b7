import { localItem } from '@/lib/storage/local-item';
import { connectionSchema, storedConnectionSchema, type Connection, type StoredConnection } from './connection-schema';
import { CONNECTION_STORAGE_KEY } from '@/lib/connection/storage-key';

/**
 * `storage.local`, never `sync`: the key must not leave this device. Kept in memory: only the
 * background reads it, on every API call.
 */
export const connectionItem = localItem<StoredConnection | null>(CONNECTION_STORAGE_KEY, null, { keepInMemory: true });

/** The stored connection with its key, or null when there is none, no key, or it no longer parses. */
export async function readConnection(): Promise<Connection | null> {
  const parsed = connectionSchema.safeParse(await connectionItem.getValue());
  return parsed.success ? parsed.data : null;
}

/** The stored record even without a key (after "Forget key"), or null. */
export async function readStoredConnection(): Promise<StoredConnection | null> {
  const parsed = storedConnectionSchema.safeParse(await connectionItem.getValue());
  return parsed.success ? parsed.data : null;
}
