import { useEffect, useState } from 'preact/hooks';
import type { Job, JobHeader } from '@/lib/jobs/job';
import type { StartJob } from '@/lib/messages/protocol';
import { ask } from '@/lib/messages/channel';
import type { ServerId } from '@/lib/servers';
import { readJob, readJobHeaders, watchJobHeaders, watchJobItems } from '@/lib/storage/jobs';

/**
 * Jobs as the page follows them: the background runs them (lib/jobs/job.ts) and stores every
 * step; the page reads storage and asks the background to start or steer one. Closing the page
 * stops nothing.
 */

/** Every job's header, newest first, as stored; null until read. */
export function useJobHeaders(): JobHeader[] | null {
  const [headers, setHeaders] = useState<JobHeader[] | null>(null);
  useEffect(() => {
    let live = true;
    const unwatch = watchJobHeaders((next) => live && setHeaders(next));
    void readJobHeaders().then((read) => live && setHeaders((now) => now ?? read));
    return () => {
      live = false;
      unwatch();
    };
  }, []);
  return headers;
}

/**
 * One job with its items, read again whenever its header or one of its chunks changes; null while
 * unread or once it is gone.
 */
export function useJob(id: string | null): Job | null {
  const [job, setJob] = useState<Job | null>(null);
  useEffect(() => {
    setJob(null);
    if (id === null) return undefined;
    let live = true;
    // Reads one after another, so an older read never lands after a newer one; a change that
    // comes while one is waiting to start is read by it (a step writes its chunk and the headers).
    let reading: Promise<unknown> = Promise.resolve();
    let queued = false;
    const read = () => {
      if (queued) return;
      queued = true;
      reading = reading
        .then(() => {
          queued = false;
          return readJob(id);
        })
        .then((next) => live && setJob(next));
    };
    const unwatch = [watchJobHeaders(read), watchJobItems(id, read)];
    read();
    return () => {
      live = false;
      for (const stop of unwatch) stop();
    };
  }, [id]);
  return job;
}

export const startJob = (serverId: ServerId, request: StartJob) => ask('jobs/start', request, serverId);

type Steering = 'cancel' | 'resume' | 'seen' | 'remove';

/** Steers a job; an answer lost (the background busy restarting) leaves the job as it was, which the page shows. */
export function steerJob(action: Steering, id: string): void {
  ask(`jobs/${action}`, { id }).catch(() => undefined);
}

/** Stops a job and forgets it: for work nobody waits for any more (an export cancelled). */
export function dropJob(id: string): void {
  ask('jobs/cancel', { id })
    .then(() => ask('jobs/remove', { id }))
    .catch(() => undefined);
}

export function retryJobItem(id: string, index: number | null): void {
  ask('jobs/retry', { id, index }).catch(() => undefined);
}
