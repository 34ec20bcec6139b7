import * as z from 'zod/mini';
import { PRIVACY_LEVELS } from '@/lib/api/model/link';
import { DIALECT_NAMES, PLAN_FEATURES, profileFits, type ServerProfile } from '@/lib/api/model/server';
import { STORAGE } from '@/lib/storage/registry';
import type { ServerId } from '@/lib/servers';
import { perServerItem } from '@/lib/storage/per-server-item';

/**
 * What the background last found out about each server (its dialect and account). Kept in
 * memory: every API call builds its client from it.
 */
const profileItemOf = perServerItem(STORAGE.serverProfile, { keepInMemory: true });

const optionalId = z.nullable(z.number().check(z.int(), z.positive()));

/** Its output is exactly `ServerProfile`: a stored value that does not parse counts as none. */
const serverProfileSchema = z.object({
  serverOrigin: z.string(),
  dialect: z.enum(DIALECT_NAMES),
  source: z.enum(['detected', 'chosen']),
  checkedAt: z.number(),
  account: z.nullable(
    z.object({
      defaultDomainId: optionalId,
      defaultSpaceId: optionalId,
      defaultPrivacy: z.enum(PRIVACY_LEVELS),
      timezone: z.nullable(z.string()),
      featuresOff: z.array(z.enum(PLAN_FEATURES)),
    }),
  ),
});

/** The stored profile as it is, whichever server it describes (null when none or unreadable). */
export async function readStoredProfile(serverId: ServerId): Promise<ServerProfile | null> {
  const parsed = serverProfileSchema.safeParse(await profileItemOf(serverId).getValue());
  return parsed.success ? parsed.data : null;
}

/** The stored profile when it describes the server at `serverUrl`. */
export async function readProfileOf(serverId: ServerId, serverUrl: string): Promise<ServerProfile | null> {
  const profile = await readStoredProfile(serverId);
  return profileFits(profile, serverUrl) ? profile : null;
}

export function storeProfile(serverId: ServerId, profile: ServerProfile): Promise<void> {
  return profileItemOf(serverId).setValue(profile);
}

/** Drops a profile that describes another server than `serverUrl` (ids and plans mean nothing across servers). */
export async function dropProfileOfOtherServers(serverId: ServerId, serverUrl: string): Promise<void> {
  const profile = await readStoredProfile(serverId);
  if (profile !== null && !profileFits(profile, serverUrl)) await profileItemOf(serverId).removeValue();
}
