import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { toApiError } from '@/lib/api/errors';
import type { ExportParams, Job } from '@/lib/jobs/job';
import type { ServerId } from '@/lib/servers';
import { useRequestPace } from '../common/use-request-pace';
import { dropJob, retryJobItem, startJob, steerJob, useJob } from '../common/use-jobs';
import { exportFiles, NO_PROGRESS, progressOfJob, type ExportFiles, type ExportProgress } from './export-pages';

export type ExportState =
  | { phase: 'running'; progress: ExportProgress }
  | { phase: 'failed'; progress: ExportProgress; page: number | null; reason: string }
  | { phase: 'done'; progress: ExportProgress; files: ExportFiles };

/** Where an export job stands, as the dialog tells it. */
function stateOf(job: Job<'export'> | null, serverOrigin: string): ExportState {
  if (!job) return { phase: 'running', progress: NO_PROGRESS };
  const progress = progressOfJob(job);
  const { header } = job;
  // A failed page holds the export (the background pauses it) until Retry sends it again.
  const failed = job.items.find((item) => item.state === 'failed' || item.state === 'refused');
  if (failed && header.status !== 'running')
    return { phase: 'failed', progress, page: failed.input.page, reason: failed.reason ?? '' };
  if (header.status === 'paused' && header.stoppedBy !== undefined) {
    const next = job.items.find((item) => item.state === 'waiting');
    return { phase: 'failed', progress, page: next?.input.page ?? null, reason: header.stoppedBy };
  }
  if (header.status === 'finished') return { phase: 'done', progress, files: exportFiles(job, serverOrigin) };
  return { phase: 'running', progress };
}

/**
 * An export of every page of `params` on `serverId`, as a job the background runs (started when
 * the dialog opens): pages wait in the background's queue as long as the server's rate limit
 * asks, and `waitingUntil` says until when. Closing the page leaves it running; the Links page
 * offers its files when it opens again. `retry` sends a failed page again (or goes on after the
 * server stopped the job); `stop` (Cancel, Escape) cancels and forgets it, and `close` after the
 * end marks it seen.
 */
export function useLinkExport(serverId: ServerId, serverOrigin: string, params: ExportParams) {
  const [id, setId] = useState<string | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  // The first render's params: the export is of the list as it was when it was asked for.
  const asked = useRef(params);
  useEffect(() => {
    let live = true;
    startJob(serverId, { kind: 'export', params: asked.current, inputs: [{ page: 1 }] }).then(
      (header) => {
        if (live) setId(header.id);
        // Closed before the background answered: the export nobody waits for is taken back.
        else dropJob(header.id);
      },
      (error: unknown) => live && setStartError(toApiError(error).message),
    );
    return () => {
      live = false;
    };
  }, [serverId]);

  const job = useJob(id) as Job<'export'> | null;
  const state: ExportState =
    startError !== null
      ? { phase: 'failed', progress: NO_PROGRESS, page: null, reason: startError }
      : stateOf(job, serverOrigin);
  const waitingUntil = useRequestPace(serverId, state.phase === 'running');

  const retry = useCallback(() => {
    if (!job) return;
    const failed = job.items.some((item) => item.state === 'failed');
    if (failed) retryJobItem(job.header.id, null);
    else steerJob('resume', job.header.id);
  }, [job]);

  /** The dialog closes: an export under way is cancelled and forgotten; one that ended has been seen. */
  const close = useCallback(() => {
    if (id === null) return;
    if (state.phase === 'done') steerJob('seen', id);
    else dropJob(id);
  }, [id, state.phase]);

  return { state, waitingUntil, retry, close };
}
