import type { ServerProfile } from '../../../lib/api/model/server';
import { STORAGE, type CachedSpaces, type KnownResources } from '../../../lib/storage/registry';
import type { BrowserSession } from './browser-session';
import type { UiPage } from './ui';

/**
 * The clock a test moves instead of waiting: what the background keeps about the server (the spaces
 * list, the domain and pixel lists, the account in the profile) is written back as fetched `ms`
 * earlier. The background compares those stored times with its own clock
 * (entrypoints/background/lists/list-freshness.ts), so the real code finds them old, as it would 15
 * seconds later. Call it while nothing is on its way (after `asksSettled`).
 */
export async function ageServerKnowledge<P extends UiPage>(session: BrowserSession<P>, ms: number): Promise<void> {
  const stored = await session.readLocalStorage();
  const spaces = stored[STORAGE.spacesCache.key] as CachedSpaces | undefined;
  const known = stored[STORAGE.knownResources.key] as KnownResources | undefined;
  const profile = stored[STORAGE.serverProfile.key] as ServerProfile | undefined;
  await session.seedLocalStorage({
    ...(spaces ? { [STORAGE.spacesCache.key]: { ...spaces, fetchedAt: spaces.fetchedAt - ms } } : {}),
    ...(known?.listedAt !== undefined
      ? { [STORAGE.knownResources.key]: { ...known, listedAt: known.listedAt - ms } }
      : {}),
    ...(profile ? { [STORAGE.serverProfile.key]: { ...profile, checkedAt: profile.checkedAt - ms } } : {}),
  });
}
