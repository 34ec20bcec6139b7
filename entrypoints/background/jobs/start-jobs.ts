import { browser } from 'wxt/browser';
import { jobWriter } from '@/lib/storage/jobs';
import { forgetRecentLinks } from '../shortening/recent-store';
import { markSpacesStale } from '../lists/spaces-cache';
import { connectedClient } from '../transport/connected-client';
import { serverRefOf } from '../transport/dialect-guard';
import { requestQueue } from '../transport/request-queue';
import { adoptEarlierDeleteRun } from './earlier-delete-run';
import { adoptEarlierShortenRun } from './earlier-shorten-run';
import { createJobEngine, type JobEngine } from './engine';
import { jobHandlers } from './job-handlers';
import { deleteLinksRunner } from './kinds/delete-links';
import { deleteSpaceRunner } from './kinds/delete-space';
import { exportRunner } from './kinds/export';
import { importRunner } from './kinds/import';
import { shortenRunner } from './kinds/shorten';

/** Keeps a service worker awake while a job waits for the server: any extension call resets Chrome's idle timer. */
function stayAwake(): () => void {
  const timer = setInterval(() => void browser.runtime.getPlatformInfo(), 20_000);
  return () => clearInterval(timer);
}

/**
 * The jobs of this background: their engine, its kinds, and the requests pages steer them with.
 * Jobs left running by a stopped background go on once `ready` (the storage migrations) settles;
 * what an earlier release left under way (1.0.0's Shorten many run, a delete cut short) is adopted
 * first (./earlier-shorten-run.ts, ./earlier-delete-run.ts).
 */
export function startJobs(ready: Promise<unknown>): { engine: JobEngine; handlers: ReturnType<typeof jobHandlers> } {
  const writer = jobWriter();
  const engine = createJobEngine({
    writer,
    runners: {
      shorten: shortenRunner,
      'delete-links': deleteLinksRunner({
        forgetLink: (client, id) => forgetRecentLinks(serverRefOf(client), (link) => link.id === id),
      }),
      'delete-space': deleteSpaceRunner({
        spaceGone: async (client, id) => {
          await markSpacesStale(client.serverId);
          // The server deleted the space's links with it.
          await forgetRecentLinks(serverRefOf(client), (link) => link.space?.id === id);
        },
      }),
      export: exportRunner,
      import: importRunner,
    },
    client: (server) => connectedClient('bulk', server),
    takeBack: () => requestQueue.dropWaiting('bulk'),
    stayAwake,
  });
  void ready
    .then(() => adoptEarlierShortenRun(writer))
    .then(() => adoptEarlierDeleteRun(writer))
    .then(() => engine.recover())
    .catch(() => undefined);
  return { engine, handlers: jobHandlers(engine) };
}
