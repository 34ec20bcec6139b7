import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { JobHeader } from '@/lib/jobs/job';
import { jobPlacePath } from '@/lib/jobs/place';
import { stillToTell } from '@/lib/jobs/status';
import { ask } from '@/lib/messages/channel';
import { readJobHeaders, watchJobHeaders } from '@/lib/storage/jobs';

export interface JobNotes {
  /** The jobs to mention, newest first. */
  jobs: JobHeader[];
  /** Opens the job's place in the options page, and closes the popup. */
  show: (job: JobHeader) => void;
  /** A finished job the user has seen: the popup no longer mentions it. */
  dismiss: (job: JobHeader) => void;
}

/**
 * The background's jobs the popup mentions under its form: those under way or held, and those
 * ended whose end was not seen. Read from storage once the popup's later views load (never before
 * its first paint) and followed as items settle; the popup writes nothing itself.
 */
export function useJobNotes(): JobNotes {
  const [jobs, setJobs] = useState<JobHeader[]>([]);
  useEffect(() => {
    let live = true;
    let watched = false;
    const shown = (headers: JobHeader[]) => live && setJobs(headers.filter(stillToTell));
    const unwatch = watchJobHeaders((headers) => {
      watched = true;
      shown(headers);
    });
    // A change seen before the first read answers is newer than that read.
    void readJobHeaders().then(
      (headers) => watched || shown(headers),
      () => undefined,
    );
    return () => {
      live = false;
      unwatch();
    };
  }, []);
  return {
    jobs,
    show: (job) =>
      void browser.tabs.create({ url: browser.runtime.getURL(jobPlacePath(job)) }).then(() => window.close()),
    dismiss: (job) => void ask('jobs/seen', { id: job.id }, job.serverId).catch(() => undefined),
  };
}
