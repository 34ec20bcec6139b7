import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { ApiError } from '@/lib/api/errors';
import type { Link } from '@/lib/api/model/link';
import { ask } from '@/lib/messages/channel';
import type { ServerId } from '@/lib/servers';
import { useRequestPace } from '../common/use-request-pace';
import { fetchPages, NO_PROGRESS, type ExportProgress } from './export-run';
import type { ExportFilter } from './export-json';

export type ExportState =
  | { phase: 'running'; progress: ExportProgress }
  | { phase: 'failed'; progress: ExportProgress; page: number; error: ApiError }
  | { phase: 'done'; progress: ExportProgress; exportedAt: Date };

/**
 * An export of every page of `filter` on `serverId`, `perPage` links a page, started when the
 * hook mounts (the dialog opens). Pages go as bulk work: each waits in the background's queue as
 * long as the server's rate limit asks, and `waitingUntil` says until when. `keep` picks the
 * links the list would show (the state a server cannot filter by is picked here, as the list does).
 *
 * `stop` (Cancel, Escape, the dialog closing) ends it at once: no page is asked any more, a page
 * waiting in the queue is taken back unsent (`requests/stop-bulk`), and one the server is already
 * answering is dropped when it comes.
 */
export function useLinkExport(
  serverId: ServerId,
  filter: ExportFilter,
  keep: (link: Link) => boolean,
  perPage: number,
) {
  const [state, setState] = useState<ExportState>({ phase: 'running', progress: NO_PROGRESS });
  const stopRequested = useRef(false);
  const running = useRef(false);
  // The first render's filter and pick: the export is of the list as it was when it was asked for.
  const asked = useRef({ filter, keep, perPage });

  const run = useCallback(
    async (from: ExportProgress) => {
      running.current = true;
      setState({ phase: 'running', progress: from });
      const outcome = await fetchPages(
        from,
        (page) =>
          ask(
            'links/list',
            { ...asked.current.filter, page, perPage: asked.current.perPage, bulk: true },
            serverId,
          ).then((answer) => answer.page),
        asked.current.keep,
        (progress) => {
          if (!stopRequested.current) setState({ phase: 'running', progress });
        },
        () => stopRequested.current,
      );
      running.current = false;
      if (outcome.kind === 'done') setState({ phase: 'done', progress: outcome.progress, exportedAt: new Date() });
      else if (outcome.kind === 'failed')
        setState({ phase: 'failed', progress: outcome.progress, page: outcome.page, error: outcome.error });
    },
    [serverId],
  );

  const stop = useCallback(() => {
    // Nothing under way (done, failed): nothing to take back, and other bulk work goes on.
    if (stopRequested.current || !running.current) return;
    stopRequested.current = true;
    ask('requests/stop-bulk', null, serverId).catch(() => undefined);
  }, [serverId]);

  useEffect(() => {
    stopRequested.current = false;
    void run(NO_PROGRESS);
    // Closed while running (or the page left): nothing more is asked for this export.
    return stop;
  }, [run, stop]);

  const retry = useCallback(() => {
    if (state.phase === 'failed') void run(state.progress);
  }, [state, run]);

  const waitingUntil = useRequestPace(serverId, state.phase === 'running');
  return { state, waitingUntil, retry, stop };
}
