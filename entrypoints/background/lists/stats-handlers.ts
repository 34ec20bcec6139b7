import type { Handlers } from '@/lib/messages/channel';
import { connectedClient } from '../transport/connected-client';

/**
 * A link's statistics for the options page's view and the popup's offer. A person's look goes
 * first; a sparkline in a list (`glance`, one request per row) waits in the queue as bulk work
 * does, leaving a share of each window to people, rather than failing for the rate limit.
 */
export const statsHandlers: Pick<Handlers, 'stats/clicks' | 'stats/top'> = {
  'stats/clicks': async ({ linkId, period, glance }, server) =>
    (await connectedClient(glance ? 'bulk' : 'user', server)).stats.clicks(linkId, period),
  'stats/top': async ({ linkId, name, query }, server) =>
    (await connectedClient('user', server)).stats.top(linkId, name, query),
};
