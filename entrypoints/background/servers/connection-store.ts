import * as z from 'zod/mini';
import { normaliseServerUrl } from '@/lib/api/server-url';
import { DIALECT_NAMES, profileFits, type DialectChoice, type ServerProfile } from '@/lib/api/model/server';
import { summaryOf, type ConnectionStatus, type StoredConnection } from '@/lib/connection';
import { STORAGE } from '@/lib/storage/registry';
import type { ServerId } from '@/lib/servers';
import { perServerItem } from '@/lib/storage/per-server-item';

/**
 * Each server's stored connection: only the background reads it, because it holds the API key.
 * Kept in memory: the background reads it on every API call.
 */
export const connectionItemOf = perServerItem(STORAGE.connection, { keepInMemory: true });

const apiKey = z.string().check(z.trim(), z.minLength(1));
const serverUrl = z.url({ protocol: /^https?$/ });
// Absent in records saved before the choice existed: those detect, as "automatic" does.
const dialect = z.optional(z.enum(['automatic', ...DIALECT_NAMES]));

/** The stored record, also without a key (after "Forget key"). Its output is exactly StoredConnection. */
export const storedConnectionSchema = z.object({
  serverUrl,
  apiKey: z.optional(apiKey),
  allowInsecureHttp: z.optional(z.boolean()),
  dialect,
});

/** How the extension reaches the user's server: a stored connection that has a key. */
const connectionSchema = z.object({ serverUrl, apiKey, allowInsecureHttp: z.optional(z.boolean()), dialect });
/** A server's connection as read from storage, with the server it is kept for. */
export type Connection = z.infer<typeof connectionSchema> & { serverId: ServerId };

/** The server's stored connection with its key, or null when there is none, no key, or it no longer parses. */
export async function readConnection(serverId: ServerId): Promise<Connection | null> {
  const parsed = connectionSchema.safeParse(await connectionItemOf(serverId).getValue());
  return parsed.success ? { ...parsed.data, serverId } : null;
}

/** The stored record even without a key (after "Forget key"), or null. */
export async function readStoredConnection(serverId: ServerId): Promise<StoredConnection | null> {
  const parsed = storedConnectionSchema.safeParse(await connectionItemOf(serverId).getValue());
  return parsed.success ? parsed.data : null;
}

/** The user's dialect setting of a stored connection. */
export function dialectChoiceOf(connection: Pick<StoredConnection, 'dialect'> | null): DialectChoice {
  return connection?.dialect ?? 'automatic';
}

/**
 * What UI pages may learn of a connection; the key itself never leaves the background. `profile`
 * is the stored one: it is passed on only when it describes this connection's server.
 */
export function statusOf(connection: StoredConnection | null, profile: ServerProfile | null): ConnectionStatus {
  const normalised = connection ? normaliseServerUrl(connection.serverUrl) : null;
  return {
    ...summaryOf(connection),
    serverUrl: normalised?.ok ? normalised.url : null,
    keySaved: Boolean(connection?.apiKey),
    allowInsecureHttp: connection?.allowInsecureHttp ?? false,
    dialectChoice: dialectChoiceOf(connection),
    profile: profileFits(profile, connection?.serverUrl ?? null) ? profile : null,
  };
}
