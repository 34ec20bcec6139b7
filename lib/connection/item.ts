import { storage } from 'wxt/utils/storage';
import { connectionSchema, type Connection } from './schema';
import { CONNECTION_STORAGE_KEY } from './storage-key';

/** `storage.local`, never `sync`: the key must not leave this device. */
export const connectionItem = storage.defineItem<Connection | null>(`local:${CONNECTION_STORAGE_KEY}`, {
  fallback: null,
});

/** The stored connection, or null when there is none or it no longer parses. */
export async function readConnection(): Promise<Connection | null> {
  const parsed = connectionSchema.safeParse(await connectionItem.getValue());
  return parsed.success ? parsed.data : null;
}
