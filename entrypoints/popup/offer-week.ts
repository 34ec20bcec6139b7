import { capabilitiesOf, type ServerProfile } from '@/lib/api/model/server';
import { ask } from '@/lib/messages/channel';
import type { ServerId } from '@/lib/servers';
import { today } from '@/lib/stats/days';
import { presetPeriod } from '@/lib/stats/periods';
import { fillDays } from '@/lib/stats/totals';

/** The offer's sparkline: the last 7 days, today included. */
export const OFFER_WEEK_DAYS = 7;

/**
 * The clicks of the offered link on each of the last 7 days, oldest first, as the server counts
 * days (in the account's time zone); null where the server keeps no statistics (a classic server,
 * a plan without them), so nothing is asked that would be refused.
 */
export async function offerWeek(
  serverId: ServerId,
  profile: ServerProfile | null,
  linkId: number,
): Promise<number[] | null> {
  if (!capabilitiesOf(profile).statistics) return null;
  const period = presetPeriod(OFFER_WEEK_DAYS, today(profile?.account?.timezone ?? undefined));
  const days = await ask('stats/clicks', { linkId, period }, serverId);
  return fillDays(period, days).map((day) => day.count);
}
