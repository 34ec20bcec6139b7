import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Job, JobHeader } from '@/lib/jobs/job';
import type { ServerId } from '@/lib/servers';
import { dropJob, retryJobItem, steerJob, useJob, useJobHeaders } from '../common/use-jobs';
import { downloadExport } from './download-export';
import { exportFiles } from './export-pages';

/** What the user can do about a job told at the links list. */
export type JobAction = 'stop' | 'resume' | 'retry' | 'dismiss';

/** The actions each job offers where it stands. */
export function actionsOf(header: JobHeader): JobAction[] {
  if (header.status === 'running') return ['stop'];
  // An export held by a failed page goes on from that page: Resume alone would skip it.
  if (header.kind === 'export' && header.counts.failed + header.counts.refused > 0) return ['retry', 'dismiss'];
  return header.status === 'finished' ? ['dismiss'] : ['resume', 'dismiss'];
}

const isReadyExport = (header: JobHeader) =>
  header.kind === 'export' && header.status === 'finished' && header.counts.failed + header.counts.refused === 0;

/**
 * The deletes and exports of this server that no dialog of this page follows: a delete left
 * running, paused or cancelled (by a closed page, an earlier release, the server), one that
 * finished unseen, and an export that finished while no page was open to receive it. The list
 * reloads whenever a delete of this server stops running.
 */
export function useLinkJobs(
  serverId: ServerId,
  serverOrigin: string | null,
  { hidden, onDeleteSettled }: { hidden: ReadonlySet<string>; onDeleteSettled: () => void },
) {
  const headers = useJobHeaders();
  // An export downloaded here is seen, yet stays offered until dismissed: the other file may follow.
  const [downloaded, setDownloaded] = useState<string | null>(null);
  const shown = useMemo(
    () =>
      (headers ?? []).filter(
        (header) =>
          (header.kind === 'delete-links' || header.kind === 'export') &&
          header.serverId === serverId &&
          !hidden.has(header.id) &&
          (header.id === downloaded || !(header.status === 'finished' && header.seen === true)),
      ),
    [headers, serverId, hidden, downloaded],
  );
  const readyId = shown.find(isReadyExport)?.id ?? null;
  const readyJob = useJob(readyId) as Job<'export'> | null;
  const ready = useMemo(
    () =>
      readyJob && serverOrigin !== null ? { id: readyJob.header.id, files: exportFiles(readyJob, serverOrigin) } : null,
    [readyJob, serverOrigin],
  );

  const runningDeletes = (headers ?? [])
    .filter((header) => header.kind === 'delete-links' && header.serverId === serverId && header.status === 'running')
    .map((header) => header.id)
    .join(' ');
  const before = useRef(runningDeletes);
  useEffect(() => {
    const ended = before.current.split(' ').some((id) => id !== '' && !runningDeletes.split(' ').includes(id));
    before.current = runningDeletes;
    if (ended) onDeleteSettled();
  }, [runningDeletes, onDeleteSettled]);

  const act = useCallback((header: JobHeader, action: JobAction) => {
    if (action === 'resume') steerJob('resume', header.id);
    else if (action === 'retry') retryJobItem(header.id, null);
    else if (action === 'stop') {
      // An export nobody waits for is forgotten; a delete stopped stays, to be resumed or dismissed.
      if (header.kind === 'export') dropJob(header.id);
      else steerJob('cancel', header.id);
    } else steerJob(header.status === 'finished' ? 'seen' : 'remove', header.id);
  }, []);

  const download = useCallback(
    (format: 'csv' | 'json') => {
      if (!ready || serverOrigin === null) return;
      downloadExport(ready.files, format, serverOrigin);
      setDownloaded(ready.id);
      steerJob('seen', ready.id);
    },
    [ready, serverOrigin],
  );
  const dismissReady = useCallback(() => {
    if (ready) steerJob('remove', ready.id);
  }, [ready]);

  return {
    lines: shown.filter((header) => header.id !== readyId),
    ready: ready && { count: ready.files.count, download, dismiss: dismissReady },
    act,
  };
}
