import { capabilitiesOf, type ServerProfile } from '@/lib/api/model/server';
import { ask } from '@/lib/messages/channel';
import type { DoneEntry, RecentVerdict } from '@/lib/recent';
import type { ServerId } from '@/lib/servers';
import { today } from '@/lib/stats/days';
import { presetPeriod } from '@/lib/stats/periods';
import { fillDays } from '@/lib/stats/totals';

/**
 * What the popup asks the server about the "shortened before" offer (./use-earlier-link.ts holds
 * what is on screen). Loaded with the popup's actions, after the first paint.
 */

/** The offer's sparkline: the last 7 days, today included. */
const OFFER_WEEK_DAYS = 7;

/**
 * The link shortened before for this page, offered instead of the form. `clicks`: the server
 * confirmed the link and counted its clicks (`week`: the last 7 days, where the server keeps
 * statistics; null until they come, or where it does not).
 */
export interface EarlierOffer {
  entry: DoneEntry;
  clicks?: { total: number; week: number[] | null };
}

/** The server said the offered link no longer works: the form replaced the offer, and says why. */
export type GoneOffer = Extract<RecentVerdict, { status: 'gone' }>;

/** What the server's answers change on screen: the offer as confirmed (renamed, with its clicks), or gone. */
export type OfferNews = { offer: EarlierOffer } | { gone: GoneOffer };

/**
 * The clicks of the offered link on each of the last 7 days, oldest first, as the server counts
 * days (in the account's time zone); null where the server keeps no statistics (a classic server,
 * a plan without them), so nothing is asked that would be refused.
 */
async function offerWeek(serverId: ServerId, profile: ServerProfile | null, linkId: number): Promise<number[] | null> {
  if (!capabilitiesOf(profile).statistics) return null;
  const period = presetPeriod(OFFER_WEEK_DAYS, today(profile?.account?.timezone ?? undefined));
  const days = await ask('stats/clicks', { linkId, period }, serverId);
  return fillDays(period, days).map((day) => day.count);
}

/**
 * Asks whether the offered link still works, and tells what changes: the link as the server has it
 * with its clicks, then the week's clicks (one more request, of servers that keep them), or that it
 * is gone. Answers the verdict; null when the background did not answer (the offer stays as it was).
 */
export async function checkOffer(
  entryId: string,
  serverId: ServerId,
  profile: ServerProfile | null,
  tell: (news: OfferNews) => void,
): Promise<RecentVerdict | null> {
  const verdict = await ask('recent/check', { entryId }).catch(() => null);
  if (!verdict || verdict.status === 'unchecked') return verdict;
  if (verdict.status === 'gone') {
    tell({ gone: verdict });
    return verdict;
  }
  const { entry } = verdict;
  const total = entry.link.clicks;
  tell({ offer: { entry, clicks: { total, week: null } } });
  offerWeek(serverId, profile, entry.link.id).then(
    (week) => week && tell({ offer: { entry, clicks: { total, week } } }),
    () => undefined,
  );
  return verdict;
}
