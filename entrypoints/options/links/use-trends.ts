import { useEffect, useState } from 'preact/hooks';
import { ask } from '@/lib/messages/channel';
import type { ServerId } from '@/lib/servers';
import { today } from '@/lib/stats/days';
import { presetPeriod } from '@/lib/stats/periods';
import { TrendStore } from './link-trends';

/** The sparklines' period: the last 30 days, today included. */
const TREND_DAYS = 30;
/** How often the status line asks the background whether the rows wait for the rate limit. */
const PACE_POLL_MS = 1000;

/**
 * The rows' sparklines of one server while they are on, kept for the page's life: turning them off
 * and on again, or paging back, asks nothing twice. Days as the server counts them (`timeZone`,
 * the account's) where it says.
 */
export function useTrendStore(serverId: ServerId, on: boolean, timeZone: string | null): TrendStore | null {
  const [store, setStore] = useState<TrendStore | null>(null);
  useEffect(() => {
    if (on && store === null) {
      const period = presetPeriod(TREND_DAYS, today(timeZone ?? undefined));
      setStore(new TrendStore(period, (linkId) => ask('stats/clicks', { linkId, period, glance: true }, serverId)));
    }
  }, [on, store, serverId, timeZone]);
  return on ? store : null;
}

/** When requests held for the server's rate limit may go again, asked every second while `active`. */
export function usePaceWhile(serverId: ServerId, active: boolean): number | null {
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
