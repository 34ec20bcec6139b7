import { useEffect, useState } from 'preact/hooks';
import type { SpaceSummary } from '@/lib/api/model/space';
import { ask } from '@/lib/messages/channel';
import { STORAGE } from '@/lib/storage/registry';
import { storedItem } from '@/lib/storage/stored-item';

const spacesCacheItem = storedItem(STORAGE.spacesCache);

/**
 * Every space of the account, for filters and defaults: the stored list of this server at once,
 * then the background's answer, fetched again when the stored one is old (list-freshness.ts).
 * Asking for the refresh also updates the popup's cache. `version` reloads them after the space
 * manager changed something.
 */
export function useAllSpaces(serverOrigin: string | null, version: number): SpaceSummary[] | null {
  const [spaces, setSpaces] = useState<SpaceSummary[] | null>(null);
  useEffect(() => {
    if (serverOrigin === null) return undefined;
    let live = true;
    let answered = false;
    void spacesCacheItem.getValue().then(
      (stored) => live && !answered && stored?.serverOrigin === serverOrigin && setSpaces(stored.spaces),
      () => undefined,
    );
    ask('spaces/refresh-cache', null).then(
      (cache) => {
        answered = true;
        if (live) setSpaces(cache.spaces);
      },
      // What is shown stays: a list that could not be refreshed is still the best known.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [serverOrigin, version]);
  return spaces;
}
