import { useCallback, useEffect, useState } from 'preact/hooks';
import { toApiError } from '@/lib/api/errors';
import { ask } from '@/lib/messages/channel';
import type { ServerId } from '@/lib/servers';
import { dismissRun, unfinishedRun, type DeletableLink } from './bulk-journal';

/** What a bulk delete that did not end in its page (closed mid-run) did, as far as the server says. */
export interface InterruptedRun {
  total: number;
  deleted: number;
  /** Still on the server (or not known to be gone): what "delete the rest" offers again. */
  remaining: DeletableLink[];
  /** The delete that was on its way when the page closed, when asking the server about it failed too. */
  unchecked: { link: DeletableLink; reason: string } | null;
}

/**
 * Reads the journal a closed page left behind (./bulk-journal.ts) for this server. The delete that
 * was on its way may have reached the server or not: the server is asked for that one link, and a
 * 404 means it is gone. Nothing is deleted here; the user decides what to do with the rest.
 */
export function useInterruptedRun(serverId: ServerId, serverOrigin: string | null) {
  const [run, setRun] = useState<InterruptedRun | null>(null);
  useEffect(() => {
    if (serverOrigin === null) return undefined;
    // An object, not a `let`: read after awaits, where a plain flag would look always true.
    const page = { live: true };
    void (async () => {
      const journal = await unfinishedRun(serverOrigin, serverId).catch(() => null);
      if (!journal) return;
      const gone = new Set(journal.deleted);
      let unchecked: InterruptedRun['unchecked'] = null;
      const open = journal.sending === null || gone.has(journal.sending) ? null : journal.sending;
      const inFlight = journal.links.find((link) => link.id === open);
      if (inFlight) {
        try {
          await ask('links/get', { id: inFlight.id }, serverId);
        } catch (cause) {
          const error = toApiError(cause);
          if (error.kind === 'not-found') gone.add(inFlight.id);
          else unchecked = { link: inFlight, reason: error.message };
        }
      }
      const remaining = journal.links.filter((link) => !gone.has(link.id));
      if (page.live)
        setRun({ total: journal.links.length, deleted: journal.links.length - remaining.length, remaining, unchecked });
    })();
    return () => {
      page.live = false;
    };
  }, [serverOrigin, serverId]);

  /** The user has read it (or asked for the rest again, which starts a journal of its own). */
  const dismiss = useCallback(() => {
    setRun(null);
    void dismissRun();
  }, []);
  const hide = useCallback(() => setRun(null), []);
  return { run, dismiss, hide };
}
