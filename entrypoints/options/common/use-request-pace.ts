import { useEffect, useState } from 'preact/hooks';
import { ask } from '@/lib/messages/channel';
import type { ServerId } from '@/lib/servers';

/** How often the page asks the background whether bulk work waits for the server's rate limit. */
const PACE_POLL_MS = 1000;

/**
 * When requests held for `serverId`'s rate limit may go again (epoch ms), or null while none is
 * held, asked every second while `active` (bulk work under way: a bulk delete, the rows'
 * sparklines), so the page can say how long it waits.
 */
export function useRequestPace(serverId: ServerId, active: boolean): number | null {
  const [waitingUntil, setWaitingUntil] = useState<number | null>(null);
  useEffect(() => {
    if (!active) {
      setWaitingUntil(null);
      return undefined;
    }
    let live = true;
    const poll = () =>
      void ask('requests/pace', null, serverId).then(
        (pace) => live && setWaitingUntil(pace.waitingUntil),
        () => undefined,
      );
    poll();
    const timer = setInterval(poll, PACE_POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [serverId, active]);
  return waitingUntil;
}
