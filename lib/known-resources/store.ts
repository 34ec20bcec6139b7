import { storage } from 'wxt/utils/storage';
import { KNOWN_RESOURCES_KEY, type KnownResources } from './known-resources';

export const knownResourcesItem = storage.defineItem<KnownResources | null>(`local:${KNOWN_RESOURCES_KEY}`, {
  fallback: null,
});

/** Only what belongs to this server; another server's domains and pixels would be wrong ids here. */
export function resourcesFor(known: KnownResources | null, serverOrigin: string | null): KnownResources | null {
  return known !== null && known.serverOrigin === serverOrigin ? known : null;
}
