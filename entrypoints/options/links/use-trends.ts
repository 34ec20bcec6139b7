import { useEffect, useState } from 'preact/hooks';
import { ask } from '@/lib/messages/channel';
import type { ServerId } from '@/lib/servers';
import { today } from '@/lib/stats/days';
import { presetPeriod } from '@/lib/stats/periods';
import { TrendStore } from './link-trends';

/** The sparklines' period: the last 30 days, today included. */
const TREND_DAYS = 30;

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
