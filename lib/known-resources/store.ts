import { localItem } from '../storage/local-item';
import { KNOWN_RESOURCES_KEY, type KnownResources } from './known-resources';

export const knownResourcesItem = localItem<KnownResources | null>(KNOWN_RESOURCES_KEY, null);

/** Only what belongs to this server; another server's domains and pixels would be wrong ids here. */
export function resourcesFor(known: KnownResources | null, serverOrigin: string | null): KnownResources | null {
  return known !== null && known.serverOrigin === serverOrigin ? known : null;
}
