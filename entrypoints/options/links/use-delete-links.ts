import { useCallback, useEffect, useMemo, useState } from 'preact/hooks';
import { toApiError } from '@/lib/api/errors';
import { settledCount, type DeletableLink, type Job } from '@/lib/jobs/job';
import { ask } from '@/lib/messages/channel';
import type { ServerId } from '@/lib/servers';
import { useRequestPace } from '../common/use-request-pace';
import { startJob, steerJob, useJob } from '../common/use-jobs';

export interface BulkDeleteResult {
  deleted: number[];
  failed: { id: number; reason: string }[];
  /** Never sent: the user stopped first, or the server stopped the job. Those links are untouched. */
  kept: number[];
}

export type DeleteState =
  | { phase: 'closed' }
  | { phase: 'confirming'; links: DeletableLink[] }
  | {
      phase: 'deleting';
      links: DeletableLink[];
      progress: { done: number; total: number };
      /** Epoch ms until which the background holds the deletes for the server's rate limit; null: not waiting. */
      waitingUntil: number | null;
      /** The user asked to stop: the delete under way ends, no other is sent. */
      stopping: boolean;
    };

type RunState =
  | { phase: 'closed' }
  | { phase: 'confirming'; links: DeletableLink[] }
  /** One link: a person's single request. */
  | { phase: 'single'; links: DeletableLink[] }
  /** Several: a job in the background, followed from storage until it stops running. */
  | { phase: 'job'; links: DeletableLink[]; id: string | null; stopping: boolean };

/** What a delete job did, once nothing of it is on its way any more. */
function resultOfJob(job: Job<'delete-links'>): BulkDeleteResult {
  const result: BulkDeleteResult = { deleted: [], failed: [], kept: [] };
  for (const item of job.items) {
    if (item.state === 'done') result.deleted.push(item.input.id);
    else if (item.state === 'refused' || item.state === 'failed')
      result.failed.push({ id: item.input.id, reason: item.reason ?? '' });
    else result.kept.push(item.input.id);
  }
  return result;
}

/**
 * Asking, then deleting. One link is one request, answered at once. Several are a `delete-links`
 * job the background runs whether or not the page stays open: each delete waits as long as the
 * server's rate limit asks, and the dialog says how long. The dialog closes when the job stops
 * running (finished, stopped by the user or by the server) and nothing is on its way any more.
 */
export function useDeleteLinks(serverId: ServerId, onDone: (result: BulkDeleteResult, links: DeletableLink[]) => void) {
  const [state, setState] = useState<RunState>({ phase: 'closed' });
  const followed = state.phase === 'job' ? state.id : null;
  const job = useJob(followed) as Job<'delete-links'> | null;
  const running = state.phase === 'job';
  const waitingUntil = useRequestPace(serverId, running);
  // The jobs this dialog shows or showed to their end: the Links notice leaves them to it.
  const [ended, setEnded] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    if (state.phase !== 'job' || job?.header.id !== state.id) return;
    if (job.header.status === 'running' || job.header.counts.sending > 0) return;
    const { id, status } = job.header;
    // Seen to its end here (a stop's untouched links stay selected); one the server stopped
    // stays for the notice, with its reason and Resume.
    if (status === 'finished' || status === 'cancelled') {
      setEnded((now) => new Set([...now, id]));
      steerJob(status === 'finished' ? 'seen' : 'remove', id);
    }
    setState({ phase: 'closed' });
    onDone(resultOfJob(job), state.links);
  }, [job, state, onDone]);

  const confirm = useCallback(
    async (links: DeletableLink[]) => {
      const [single] = links;
      if (links.length === 1 && single) {
        setState({ phase: 'single', links });
        let result: BulkDeleteResult = { deleted: [single.id], failed: [], kept: [] };
        try {
          await ask('links/remove', { id: single.id }, serverId);
        } catch (cause) {
          const error = toApiError(cause);
          // Gone already: the outcome asked for.
          if (error.kind !== 'not-found')
            result = { deleted: [], failed: [{ id: single.id, reason: error.message }], kept: [] };
        }
        setState({ phase: 'closed' });
        onDone(result, links);
        return;
      }
      setState({ phase: 'job', links, id: null, stopping: false });
      try {
        const header = await startJob(serverId, { kind: 'delete-links', params: null, inputs: links });
        setState((now) => (now.phase === 'job' ? { ...now, id: header.id } : now));
      } catch (cause) {
        setState({ phase: 'closed' });
        onDone(
          { deleted: [], failed: links.map(({ id }) => ({ id, reason: toApiError(cause).message })), kept: [] },
          links,
        );
      }
    },
    [onDone, serverId],
  );

  /** Stops the job: no further delete is sent; one already sent ends and counts. */
  const stop = useCallback(() => {
    if (followed === null) return;
    setState((now) => (now.phase === 'job' ? { ...now, stopping: true } : now));
    steerJob('cancel', followed);
  }, [followed]);

  const askFor = useCallback((links: DeletableLink[]) => setState({ phase: 'confirming', links }), []);
  const cancel = useCallback(() => setState({ phase: 'closed' }), []);

  let shown: DeleteState;
  if (state.phase === 'closed' || state.phase === 'confirming') shown = state;
  else {
    const total = state.links.length;
    const done = state.phase === 'job' && job ? settledCount(job.header.counts) : 0;
    shown = {
      phase: 'deleting',
      links: state.links,
      progress: { done, total },
      waitingUntil: state.phase === 'job' ? waitingUntil : null,
      stopping: state.phase === 'job' && state.stopping,
    };
  }
  const hidden = useMemo(() => (followed === null ? ended : new Set([...ended, followed])), [ended, followed]);
  return { state: shown, ask: askFor, cancel, confirm, stop, hidden };
}
