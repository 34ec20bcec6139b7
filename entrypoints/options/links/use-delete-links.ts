import { useCallback, useRef, useState } from 'preact/hooks';
import { toApiError } from '@/lib/api/errors';
import { deleteInTurn, type BulkDeleteProgress, type BulkDeleteResult } from './bulk-delete';
import { startRun, whileRunning, type DeletableLink } from './bulk-journal';
import { ask } from '@/lib/messages/channel';
import { useRequestPace } from '../common/use-request-pace';
import type { ServerId } from '@/lib/servers';

export type DeleteState =
  | { phase: 'closed' }
  | { phase: 'confirming'; links: DeletableLink[] }
  | {
      phase: 'deleting';
      links: DeletableLink[];
      progress: BulkDeleteProgress;
      /** Epoch ms until which the background holds the deletes for the server's rate limit; null: not waiting. */
      waitingUntil: number | null;
      /** The user asked to stop: the delete under way ends, no other is sent. */
      stopping: boolean;
      /** The run keeps a journal (./bulk-journal.ts), in place of any older one. */
      journaled: boolean;
    };

type Deleting = Extract<DeleteState, { phase: 'deleting' }>;
/** What the run itself keeps: the wait is the background's, asked while the run lasts. */
type RunState = Exclude<DeleteState, Deleting> | Omit<Deleting, 'waitingUntil'>;

/**
 * Asking, then deleting one or several links in turn with a running count. Several links are
 * bulk work for the background's request queue: each delete waits as long as the server's rate
 * limit (60 a minute) asks instead of failing, and the dialog says how long.
 */
export function useDeleteLinks(
  serverId: ServerId,
  serverOrigin: string | null,
  onDone: (result: BulkDeleteResult, links: DeletableLink[]) => void,
) {
  const [state, setState] = useState<RunState>({ phase: 'closed' });
  const bulkRunning = state.phase === 'deleting' && state.links.length > 1;

  const waitingUntil = useRequestPace(serverId, bulkRunning);

  // Read by the running loop between deletes: a ref, so a stop reaches a loop started before it.
  const stopRequested = useRef(false);

  const confirm = useCallback(
    async (links: DeletableLink[]) => {
      const bulk = links.length > 1;
      // The rest of a run cut short is journaled even when one link is left: its end (or its own
      // cut) replaces the old journal.
      const journaled = bulk || restOfRun.current;
      restOfRun.current = false;
      stopRequested.current = false;
      setState({
        phase: 'deleting',
        links,
        progress: { done: 0, total: links.length },
        stopping: false,
        journaled,
      });
      // A bulk run keeps a journal, step by step, so a page or browser closed mid-run leaves the
      // truth behind for the next options page (./use-interrupted-run.ts). Its lock tells other
      // options pages the run is alive (and holds a second page's bulk run until this one ends).
      const run = async () => {
        const journal = journaled && serverOrigin !== null ? await startRun(serverId, serverOrigin, links) : null;
        const remove = async (id: number) => {
          await journal?.sending(id);
          try {
            await ask('links/remove', bulk ? { id, bulk } : { id }, serverId);
          } catch (error) {
            await journal?.settled(id, toApiError(error).kind === 'not-found');
            throw error;
          }
          await journal?.settled(id, true);
        };
        const ran = await deleteInTurn(
          links.map((link) => link.id),
          remove,
          (progress) => setState({ phase: 'deleting', links, progress, stopping: stopRequested.current, journaled }),
          () => stopRequested.current,
        );
        await journal?.end();
        return ran;
      };
      const result = journaled ? await whileRunning(run) : await run();
      setState({ phase: 'closed' });
      onDone(result, links);
    },
    [onDone, serverId, serverOrigin],
  );

  /**
   * Stops a bulk delete: no further delete is started, and the one waiting in the background for
   * the rate limit is taken back before it is sent. One already sent ends and counts.
   */
  const stop = useCallback(() => {
    stopRequested.current = true;
    setState((now) => (now.phase === 'deleting' ? { ...now, stopping: true } : now));
    ask('requests/stop-bulk', null, serverId).catch(() => undefined);
  }, [serverId]);

  // Whether the links asked for are the rest of a run cut short (read when the user confirms).
  const restOfRun = useRef(false);
  const askFor = useCallback((links: DeletableLink[], { rest = false }: { rest?: boolean } = {}) => {
    restOfRun.current = rest;
    setState({ phase: 'confirming', links });
  }, []);
  const cancel = useCallback(() => setState({ phase: 'closed' }), []);
  const shown: DeleteState = state.phase === 'deleting' ? { ...state, waitingUntil } : state;
  return { state: shown, ask: askFor, cancel, confirm, stop };
}
