import { useState } from 'preact/hooks';
import { toApiError, type ApiError } from '@/lib/api/errors';
import type { ImportInput, ImportParams, Job } from '@/lib/jobs/job';
import { ask } from '@/lib/messages/channel';
import type { ServerId } from '@/lib/servers';
import { useJob, useJobHeaders } from '../common/use-jobs';

export interface ImportJobView {
  /** The server's newest import; undefined: not read yet; null: none. */
  job: Job<'import'> | null | undefined;
  /** What the background last refused (another import under way), for the page to say. */
  problem: ApiError | null;
  start: (params: ImportParams, inputs: ImportInput[]) => Promise<boolean>;
  steer: (action: 'pause' | 'resume' | 'cancel' | 'seen') => void;
  retry: () => void;
  /** Creates a space for the import's links (before it starts); its id, or the server's error thrown. */
  createSpace: (name: string) => Promise<number>;
}

/**
 * The server's newest import job, followed in storage (its header and its items), whether this
 * page started it or an earlier one did: closing the page stops nothing.
 */
export function useImportJob(serverId: ServerId): ImportJobView {
  const headers = useJobHeaders();
  const header = headers?.find((candidate) => candidate.kind === 'import' && candidate.serverId === serverId);
  const job = useJob(header?.id ?? null) as Job<'import'> | null;
  const [problem, setProblem] = useState<ApiError | null>(null);

  const act = <T>(action: Promise<T>) =>
    action.then(
      () => {
        setProblem(null);
        return true;
      },
      (error: unknown) => {
        setProblem(toApiError(error));
        return false;
      },
    );
  const id = header?.id ?? null;
  return {
    job: headers === null ? undefined : header === undefined ? null : job?.header.id === id ? job : undefined,
    problem,
    start: (params, inputs) => act(ask('jobs/start', { kind: 'import', params, inputs }, serverId)),
    steer: (action) => {
      if (id !== null) void act(ask(`jobs/${action}`, { id }, serverId));
    },
    retry: () => {
      if (id !== null) void act(ask('jobs/retry', { id, index: null }, serverId));
    },
    createSpace: async (name) => (await ask('spaces/create', { name, color: 1 }, serverId)).id,
  };
}
