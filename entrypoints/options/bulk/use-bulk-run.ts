import { useCallback, useEffect, useState } from 'preact/hooks';
import { toApiError, type ApiError } from '@/lib/api/errors';
import type { BulkDefaults, BulkRowInput, BulkRun } from '@/lib/bulk/run';
import { ask } from '@/lib/messages/channel';
import type { ServerId } from '@/lib/servers';
import { BULK_SHORTEN_RUN } from '@/lib/storage/outside-popup-registry';
import { storedItem } from '@/lib/storage/stored-item';
import { useRequestPace } from '../common/use-request-pace';

export interface BulkRunView {
  /** undefined: not read yet; null: no run. */
  run: BulkRun | null | undefined;
  /** When rows held for the server's rate limit may go again (epoch ms), while the run runs. */
  waitingUntil: number | null;
  /** The last action the background refused (e.g. a run already under way), for the page to say. */
  problem: ApiError | null;
  start: (defaults: BulkDefaults, rows: BulkRowInput[]) => Promise<boolean>;
  cancel: () => void;
  resume: () => void;
  retry: (requestId: string | null) => void;
  clear: () => void;
}

const runItem = storedItem(BULK_SHORTEN_RUN);

/**
 * The bulk run as the background keeps it. Asked once when the page opens (which also wakes a
 * stopped background, which then goes on with the run), then followed through storage: every row
 * the background settles shows at once, whether this page started the run or not.
 */
export function useBulkRun(serverId: ServerId): BulkRunView {
  const [run, setRun] = useState<BulkRun | null | undefined>(undefined);
  const [problem, setProblem] = useState<ApiError | null>(null);
  useEffect(() => {
    let live = true;
    const unwatch = runItem.watch((next) => live && setRun(next));
    ask('bulk/state', null, serverId).then(
      (state) => live && setRun(state.run),
      // Unreadable: the page starts without a run (the background answers the next action).
      () => live && setRun(null),
    );
    return () => {
      live = false;
      unwatch();
    };
  }, [serverId]);
  const waitingUntil = useRequestPace(serverId, run?.status === 'running');

  const act = useCallback(
    <T>(action: Promise<T>) =>
      action.then(
        (next) => {
          setProblem(null);
          return next;
        },
        (error: unknown) => {
          setProblem(toApiError(error));
          return undefined;
        },
      ),
    [],
  );
  const settle = useCallback((next: BulkRun | null | undefined) => next !== undefined && setRun(next), []);

  return {
    run,
    waitingUntil,
    problem,
    start: async (defaults, rows) => {
      const started = await act(ask('bulk/start', { defaults, rows }, serverId));
      settle(started);
      return started !== undefined;
    },
    cancel: () => void act(ask('bulk/cancel', null, serverId)).then(settle),
    resume: () => void act(ask('bulk/resume', null, serverId)).then(settle),
    retry: (requestId) => void act(ask('bulk/retry', { requestId }, serverId)).then(settle),
    clear: () => void act(ask('bulk/clear', null, serverId)).then(settle),
  };
}
