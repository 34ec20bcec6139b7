import { useCallback, useEffect, useState } from 'preact/hooks';
import { toApiError } from '@/lib/api/errors';
import type { Space } from '@/lib/api/model/space';
import type { Job } from '@/lib/jobs/job';
import type { ServerId } from '@/lib/servers';
import { dropJob, startJob, steerJob, useJob } from '../common/use-jobs';

type DeleteSpaceState = { phase: 'idle' } | { phase: 'busy' } | { phase: 'failed'; message: string };

/**
 * Deleting a space (and, on the server, its links) as a `delete-space` job the background runs:
 * closing the page does not stop it. The dialog follows it to its end; a failure is told and the
 * job forgotten, so that confirming again starts afresh (a space already gone counts as deleted).
 */
export function useDeleteSpace(serverId: ServerId, space: Space, onDeleted: (space: Space) => void) {
  const [id, setId] = useState<string | null>(null);
  const [state, setState] = useState<DeleteSpaceState>({ phase: 'idle' });
  const job = useJob(id) as Job<'delete-space'> | null;

  useEffect(() => {
    if (job?.header.id !== id || job.header.status === 'running' || job.header.counts.sending > 0) return;
    const [item] = job.items;
    setId(null);
    if (job.header.status === 'finished' && item?.state === 'done') {
      steerJob('seen', job.header.id);
      onDeleted(space);
      return;
    }
    dropJob(job.header.id);
    setState({ phase: 'failed', message: job.header.stoppedBy ?? item?.reason ?? '' });
  }, [job, id, space, onDeleted]);

  const confirm = useCallback(async () => {
    setState({ phase: 'busy' });
    try {
      const header = await startJob(serverId, {
        kind: 'delete-space',
        params: { name: space.name },
        inputs: [{ id: space.id, name: space.name }],
      });
      setId(header.id);
    } catch (error) {
      setState({ phase: 'failed', message: toApiError(error).message });
    }
  }, [serverId, space]);

  return { state, confirm };
}
