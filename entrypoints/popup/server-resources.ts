import type { ServerProfile } from '@/lib/api/model/server';
import { capabilitiesOf } from '@/lib/api/model/server';
import { ask } from '@/lib/messages/channel';
import type { ServerId } from '@/lib/servers';
import type { KnownResources } from '@/lib/storage/registry';

/**
 * The server's own lists of domains and pixels, for "More options": only a server that can list
 * them is asked (null otherwise, and the stored lists stay). Loaded with the popup's actions, so
 * that the first paint carries none of it.
 */
export async function listServerResources(
  profile: ServerProfile | null,
  serverOrigin: string,
  serverId: ServerId,
): Promise<KnownResources | null> {
  if (!capabilitiesOf(profile).listsResources) return null;
  return { serverOrigin, ...(await ask('resources/list', null, serverId)) };
}
