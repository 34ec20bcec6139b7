import type { Handlers } from '@/lib/messages/channel';
import { serverIdFor } from '../servers/server-list-store';
import type { JobEngine } from './engine';

type JobRequest = `jobs/${'start' | 'pause' | 'resume' | 'cancel' | 'retry' | 'seen' | 'remove'}`;

/** Pages start and steer jobs; the jobs themselves live in the background and in storage. */
export function jobHandlers(engine: JobEngine): Pick<Handlers, JobRequest> {
  return {
    'jobs/start': async (request, server) => engine.start({ ...request, serverId: await serverIdFor(server) }),
    'jobs/pause': ({ id }) => engine.pause(id),
    'jobs/resume': ({ id }) => engine.resume(id),
    'jobs/cancel': ({ id }) => engine.cancel(id),
    'jobs/retry': ({ id, index }) => engine.retry(id, index),
    'jobs/seen': ({ id }) => engine.seen(id),
    'jobs/remove': ({ id }) => engine.remove(id),
  };
}
