import { useEffect, useState } from 'preact/hooks';
import type { KnownResources } from '@/lib/known-resources/known-resources';
import { knownResourcesItem, resourcesFor } from '@/lib/known-resources/store';

/** The domains and pixels the background has seen on this server's links, kept up to date. */
export function useKnownResources(serverOrigin: string | null): KnownResources | null {
  const [known, setKnown] = useState<KnownResources | null>(null);
  useEffect(() => {
    let live = true;
    void knownResourcesItem.getValue().then((value) => live && setKnown(value));
    const unwatch = knownResourcesItem.watch((value) => setKnown(value));
    return () => {
      live = false;
      unwatch();
    };
  }, []);
  return resourcesFor(known, serverOrigin);
}
