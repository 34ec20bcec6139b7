import { useCallback, useEffect, useState } from 'preact/hooks';
import type { SpaceSummary } from '@/lib/api/model/space';
import { ask } from '@/lib/messages/channel';
import type { ServerId } from '@/lib/servers';
import { STORAGE } from '@/lib/storage/registry';
import { perServerItem } from '@/lib/storage/per-server-item';
import { useInvalidation } from './list-cache';

const spacesCacheItemOf = perServerItem(STORAGE.spacesCache);

/**
 * Every space of the account on `serverId`, for filters and defaults: the stored list of this
 * server at once, then the background's answer, fetched again when the stored one is old
 * (list-freshness.ts). Asking for the refresh also updates the popup's cache. Asked again when the
 * server's spaces are invalidated (the space manager changed something, a connection was saved).
 * Spaces of another server (the one shown before a switch) are never returned.
 */
export function useAllSpaces(serverId: ServerId | null, serverOrigin: string | null): SpaceSummary[] | null {
  const [known, setKnown] = useState<{ serverId: ServerId; spaces: SpaceSummary[] } | null>(null);
  const [asked, setAsked] = useState(0);
  useInvalidation(
    'spaces',
    serverId,
    useCallback(() => setAsked((count) => count + 1), []),
  );
  useEffect(() => {
    if (serverId === null || serverOrigin === null) return undefined;
    let live = true;
    let answered = false;
    void spacesCacheItemOf(serverId)
      .getValue()
      .then(
        (stored) =>
          live && !answered && stored?.serverOrigin === serverOrigin && setKnown({ serverId, spaces: stored.spaces }),
        () => undefined,
      );
    ask('spaces/refresh-cache', null, serverId).then(
      (cache) => {
        answered = true;
        if (live) setKnown({ serverId, spaces: cache.spaces });
      },
      // What is shown stays: a list that could not be refreshed is still the best known.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [serverId, serverOrigin, asked]);
  return known !== null && known.serverId === serverId ? known.spaces : null;
}
