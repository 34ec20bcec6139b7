import type { ApiClient } from '@/lib/api/client';
import type { Link, LinkDraft } from '@/lib/api/model/link';

/**
 * How much earlier than our clock the server's clock may run: a link it dated a little before
 * the unanswered try started may still be that try's.
 */
export const CLOCK_SKEW_MS = 5 * 60_000;

/** How many of the newest links for the destination are looked at: a try that did not answer is recent. */
const NEWEST_LOOKED_AT = 25;

export interface UnansweredTry {
  draft: LinkDraft;
  /** When the earliest try that did not answer was sent (epoch ms, our clock). */
  since: number;
  /** Links already known from earlier shortenings: never taken for the lost one. */
  knownIds: ReadonlySet<number>;
}

const sameDestination = (link: Link, draft: LinkDraft) => link.destination === draft.destination.trim();

/**
 * The link an unanswered create made, if the server has one; null when it has none (the create
 * was never processed). With an alias, the alias names it (an alias is unique on the server);
 * without one, it is the newest link for the exact destination created since the try started.
 * A failing lookup throws: nothing may be created while it is unknown whether the link exists.
 */
export async function findStoredCreate(client: ApiClient, lost: UnansweredTry): Promise<Link | null> {
  const alias = lost.draft.alias?.trim();
  if (alias) {
    const page = await client.links.list({ search: alias, searchIn: 'alias', perPage: 10 });
    return page.items.find((link) => link.alias === alias && sameDestination(link, lost.draft)) ?? null;
  }
  const page = await client.links.list({
    search: lost.draft.destination.trim(),
    searchIn: 'url',
    order: 'newest',
    perPage: NEWEST_LOOKED_AT,
  });
  const earliest = lost.since - CLOCK_SKEW_MS;
  return (
    page.items.find((link) => {
      // A record without a readable date cannot be ruled out: taking it beats making a duplicate.
      const created = link.createdAt === null ? Number.NaN : new Date(link.createdAt).getTime();
      const recentEnough = Number.isNaN(created) || created >= earliest;
      return sameDestination(link, lost.draft) && !lost.knownIds.has(link.id) && recentEnough;
    }) ?? null
  );
}
