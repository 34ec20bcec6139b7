import type { Handlers } from '@/lib/messages/channel';
import type { BulkRunner } from './bulk-run';
import { requestQueue } from '../transport/request-queue';
import { serverIdFor } from '../servers/server-list-store';

type BulkRequest = 'bulk/start' | 'bulk/state' | 'bulk/cancel' | 'bulk/resume' | 'bulk/retry' | 'bulk/clear';

/** The options page's bulk shortening: the run lives here, the page shows it. */
export function bulkHandlers(runner: BulkRunner): Pick<Handlers, BulkRequest> {
  return {
    'bulk/start': async ({ defaults, rows }, server) =>
      runner.start({ serverId: await serverIdFor(server), defaults, rows }),
    'bulk/state': async () => ({ run: await runner.read(), pace: requestQueue.state() }),
    'bulk/cancel': () => runner.stop(),
    'bulk/resume': () => runner.resume(),
    'bulk/retry': ({ requestId }) => runner.retry(requestId),
    'bulk/clear': () => runner.clear(),
  };
}
