import { useEffect, useState } from 'preact/hooks';
import type { SpaceSummary } from '@/lib/api/model/space';
import { ask } from '@/lib/messages/channel';

/**
 * Every space of the account, for filters and defaults. Asking for the refresh also updates
 * the popup's cache. `version` reloads them after the space manager changed something.
 */
export function useAllSpaces(enabled: boolean, version: number): SpaceSummary[] | null {
  const [spaces, setSpaces] = useState<SpaceSummary[] | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    ask('spaces/refresh-cache', null).then(
      (cache) => live && setSpaces(cache.spaces),
      () => live && setSpaces(null),
    );
    return () => {
      live = false;
    };
  }, [enabled, version]);
  return spaces;
}
