import { useCallback, useState } from 'preact/hooks';
import type { Link } from '@/lib/api/model/link';
import { deleteInTurn, type BulkDeleteProgress, type BulkDeleteResult } from './bulk-delete';
import { ask } from '@/lib/messages/channel';

export type DeleteState =
  | { phase: 'closed' }
  | { phase: 'confirming'; links: Link[] }
  | { phase: 'deleting'; links: Link[]; progress: BulkDeleteProgress };

/** Asking, then deleting one or several links in turn with a running count. */
export function useDeleteLinks(onDone: (result: BulkDeleteResult, links: Link[]) => void) {
  const [state, setState] = useState<DeleteState>({ phase: 'closed' });

  const confirm = useCallback(
    async (links: Link[]) => {
      setState({ phase: 'deleting', links, progress: { done: 0, total: links.length } });
      const result = await deleteInTurn(
        links.map((link) => link.id),
        (id) => ask('links/remove', { id }),
        (progress) => setState({ phase: 'deleting', links, progress }),
      );
      setState({ phase: 'closed' });
      onDone(result, links);
    },
    [onDone],
  );

  const askFor = useCallback((links: Link[]) => setState({ phase: 'confirming', links }), []);
  const cancel = useCallback(() => setState({ phase: 'closed' }), []);
  return { state, ask: askFor, cancel, confirm };
}
