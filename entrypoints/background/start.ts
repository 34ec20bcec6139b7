import { answerRequests } from '@/lib/messages/channel';
import { startJobs } from './jobs/start-jobs';
import { apiHandlers } from './lists/api-handlers';
import { spacesCacheHandlers } from './lists/spaces-cache';
import { statsHandlers } from './lists/stats-handlers';
import { startServers } from './connecting/start-servers';
import { startShortening } from './shortening/start-shortening';
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
  answerRequests({
    ...servers.handlers,
    ...apiHandlers,
    ...spacesCacheHandlers,
    ...statsHandlers,
    ...shortening.handlers,
    ...jobs.handlers,
  });
  startTriggers(shortening.quick);
}
