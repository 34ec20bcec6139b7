import { t } from '@/lib/i18n/messages';
import type { FailedEntry, PendingCreate } from '@/lib/recent';
import { BACKGROUND_STORAGE } from '@/lib/storage/outside-popup-registry';
import { storedItem } from '@/lib/storage/stored-item';
import { oneAtATime } from '@/lib/one-at-a-time';

/**
 * Creates on their way to the server, kept in storage while they are: a service worker the
 * browser stops between a create and its answer loses what it was waiting for, and only storage
 * tells the next one that a link may have been made.
 */
const pendingItem = storedItem(BACKGROUND_STORAGE.pendingCreates);
const oneChangeAtATime = oneAtATime();

function changePending(change: (all: Record<string, PendingCreate>) => Record<string, PendingCreate>) {
  return oneChangeAtATime(async () => pendingItem.setValue(change(await pendingItem.getValue())));
}

/** Written before the create is sent. */
export function markPending(pending: PendingCreate): Promise<void> {
  return changePending((all) => ({ ...all, [pending.requestId]: pending }));
}

/** Removed once the create's outcome is kept (or known to need no keeping). */
export function clearPending(requestId: string): Promise<void> {
  return changePending(({ [requestId]: _, ...rest }) => rest);
}

/** What is kept of a create cut off by the background's stop: a failure whose outcome is unknown. */
export function interruptedEntry(pending: PendingCreate): FailedEntry {
  return {
    id: pending.entryId ?? pending.requestId,
    requestId: pending.requestId,
    pageUrl: pending.pageUrl,
    source: pending.source,
    at: pending.startedAt,
    ...(pending.serverOrigin !== undefined ? { serverOrigin: pending.serverOrigin } : {}),
    // Retry goes to the server it was sent to.
    ...(pending.serverId !== undefined ? { serverId: pending.serverId } : {}),
    status: 'failed',
    failure: { kind: 'aborted', message: t('shortenInterrupted'), uncertainSince: pending.startedAt },
    draft: pending.draft,
    ...(pending.secretsLeftOut ? { secretsLeftOut: true } : {}),
  };
}

/**
 * At the background's start: every create still pending was cut off (only one background runs
 * at a time), so each is filed in recent links through `keep`, then forgotten.
 */
export async function keepInterruptedCreates(keep: (entry: FailedEntry) => Promise<unknown>): Promise<void> {
  const cutOff = Object.values(await pendingItem.getValue());
  if (cutOff.length === 0) return;
  for (const pending of cutOff.sort((a, b) => a.startedAt - b.startedAt)) await keep(interruptedEntry(pending));
  await changePending((all) =>
    Object.fromEntries(Object.entries(all).filter(([id]) => !cutOff.some((p) => p.requestId === id))),
  );
}
