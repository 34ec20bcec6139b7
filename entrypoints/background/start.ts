import { answerRequests } from '@/lib/messages/channel';
import { BULK_SHORTEN_RUN } from '@/lib/storage/outside-popup-registry';
import { storedItem } from '@/lib/storage/stored-item';
import { bulkHandlers } from './jobs/bulk-handlers';
import { createBulkRunner, keepAwakeWhileRunning } from './jobs/bulk-run';
import { startJobs } from './jobs/start-jobs';
import { apiHandlers } from './lists/api-handlers';
import { spacesCacheHandlers } from './lists/spaces-cache';
import { statsHandlers } from './lists/stats-handlers';
import { startServers } from './servers/start-servers';
import { startShortening } from './shortening/start-shortening';
import { connectedClient } from './transport/connected-client';
import { startTriggers } from './triggers/start-triggers';

/**
 * Assembles the background from its rooms: the servers, shortening one link, the browser's ways
 * in (menu, shortcut, keyword), the lists pages show, and long work as jobs. Each room registers
 * its listeners as it starts, synchronously, so a worker woken by an event hears it; pages reach
 * every room through one message protocol.
 */
export function startBackground(): void {
  const servers = startServers();
  const shortening = startShortening(servers.ready);
  const jobs = startJobs(shortening.ready);
  const bulkRunner = createBulkRunner({
    item: storedItem(BULK_SHORTEN_RUN),
    client: (server) => connectedClient('bulk', server),
    stayAwake: keepAwakeWhileRunning,
  });
  void shortening.ready.then(() => bulkRunner.recover()).catch(() => undefined);
  answerRequests({
    ...servers.handlers,
    ...apiHandlers,
    ...spacesCacheHandlers,
    ...statsHandlers,
    ...shortening.handlers,
    ...jobs.handlers,
    ...bulkHandlers(bulkRunner),
  });
  startTriggers(shortening.quick);
}
