import { browser } from 'wxt/browser';
import { ApiError } from '@/lib/api/errors';
import {
  createRun,
  draftOf,
  markSending,
  markSent,
  nextRow,
  recoverRun,
  resumeRun,
  retryRows,
  settleRow,
  stopRun,
  type BulkDefaults,
  type BulkRow,
  type BulkRowInput,
  type BulkRun,
  type RowOutcome,
} from '@/lib/bulk/run';
import { t } from '@/lib/i18n/messages';
import { retryCanHelp, type RecentEntry } from '@/lib/recent';
import type { ServerId } from '@/lib/servers';
import type { StoredItem } from '@/lib/storage/stored-item';
import type { ConnectedClient } from '../transport/dialect-guard';
import { oneAtATime } from '@/lib/one-at-a-time';
import { createShortener, failureOf } from '../shortening/shortener';

/**
 * Sends a bulk run's rows one after another, in the background, so that the page that started it
 * may close. Every change of a row is written to storage before the next step: a service worker
 * stopped mid-run is followed by one that goes on where it stopped ({@link BulkRunner.recover}).
 *
 * Each row is made through the shortener (../shortening/shortener.ts), the one way a link gets made, with the
 * row's request id: a repeated send (Retry, Resume, a restart) answers the row's link, and a send
 * that got no answer looks for the link the server may have made before creating another. Its
 * "recent links" are the run's own rows (a run of a hundred would push the user's own out of
 * recent links), and its client asks the request queue with the `bulk` priority: rows wait out the
 * server's rate limit, and leave a share of it to what people do meanwhile.
 */

export interface BulkRunnerDeps {
  item: Pick<StoredItem<BulkRun | null>, 'getValue' | 'setValue'>;
  client: (server: ServerId) => Promise<ConnectedClient>;
  now?: () => number;
  newId?: () => string;
  /**
   * Keeps the background awake while a run waits for the server (Chrome stops an idle service
   * worker after 30 seconds; a rate-limit wait is longer). Called at the run's start; the answer undoes it.
   */
  stayAwake?: () => () => void;
}

export interface BulkRunner {
  start(input: { serverId: ServerId; defaults: BulkDefaults; rows: readonly BulkRowInput[] }): Promise<BulkRun>;
  read(): Promise<BulkRun | null>;
  stop(): Promise<BulkRun | null>;
  resume(): Promise<BulkRun | null>;
  retry(requestId: string | null): Promise<BulkRun | null>;
  clear(): Promise<null>;
  /** At the background's start: a run left running goes on. */
  recover(): Promise<void>;
  /** Settles when the rows being sent now are done (tests). */
  idle(): Promise<void>;
}

/** The run's rows as the shortener's recent links: a done row answers its link, an unanswered one is looked for. */
function entriesOf(run: BulkRun | null): RecentEntry[] {
  if (!run) return [];
  return run.rows.flatMap((row): RecentEntry[] => {
    const base = { id: row.requestId, requestId: row.requestId, pageUrl: row.url, source: 'bulk' as const };
    if (row.state === 'done' && row.link) return [{ ...base, at: run.startedAt, status: 'done', link: row.link }];
    if (row.uncertainSince === undefined) return [];
    return [
      {
        ...base,
        at: row.uncertainSince,
        status: 'failed',
        failure: { kind: 'aborted', message: '', uncertainSince: row.uncertainSince },
        draft: draftOf(row, run.defaults),
      },
    ];
  });
}

/** Keeps a service worker awake: any extension call resets Chrome's idle timer. */
export function keepAwakeWhileRunning(): () => void {
  const timer = setInterval(() => void browser.runtime.getPlatformInfo(), 20_000);
  return () => clearInterval(timer);
}

export function createBulkRunner(deps: BulkRunnerDeps): BulkRunner {
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? (() => crypto.randomUUID());
  const oneChangeAtATime = oneAtATime();
  let driving: Promise<void> | null = null;

  /** Applies a transition to the stored run (when it is still `runId`'s), one at a time. */
  const change = (apply: (run: BulkRun) => BulkRun, runId?: string) =>
    oneChangeAtATime(async () => {
      const run = await deps.item.getValue();
      if (!run || (runId !== undefined && run.id !== runId)) return run;
      const next = apply(run);
      await deps.item.setValue(next);
      return next;
    });

  const shortener = createShortener({
    client: (server) => (server === null ? Promise.reject(new ApiError('not-configured')) : deps.client(server)),
    readRecent: async () => entriesOf(await deps.item.getValue()),
    putRecent: async (entry) => {
      // Only what the next send needs: that a create of this row may have made a link.
      if (entry.status !== 'failed' || entry.failure.uncertainSince === undefined) return;
      const since = entry.failure.uncertainSince;
      await change((run) => ({
        ...run,
        rows: run.rows.map((row) => (row.requestId === entry.requestId ? { ...row, uncertainSince: since } : row)),
      }));
    },
    pending: {
      // One write as the create leaves: the row is on its way, and its outcome unknown until answered.
      mark: (pending) => change((run) => markSent(markSending(run, pending.requestId), pending.requestId, now())),
      // The row's outcome replaces the mark (settleRow).
      clear: () => Promise.resolve(),
    },
    now,
  });

  async function send(run: BulkRun, row: BulkRow): Promise<RowOutcome> {
    try {
      const result = await shortener.shorten({
        requestId: row.requestId,
        pageUrl: row.url,
        draft: draftOf(row, run.defaults),
        source: 'bulk',
        server: run.serverId,
      });
      return { kind: 'done', link: result.link, foundStored: result.foundStored };
    } catch (error) {
      const failure = failureOf(error);
      if (!retryCanHelp(failure)) return { kind: 'refused', reason: failure.message };
      // Whether its create may have made a link the shortener has written on the row (putRecent above).
      return { kind: 'failed', reason: failure.message };
    }
  }

  function drive(): Promise<void> {
    if (driving) return driving;
    const awake = deps.stayAwake?.();
    driving = (async () => {
      for (;;) {
        const run = await deps.item.getValue();
        const row = run ? nextRow(run) : undefined;
        if (!run || !row) return;
        const outcome = await send(run, row);
        await change((current) => settleRow(current, row.requestId, outcome), run.id);
      }
    })().finally(() => {
      driving = null;
      awake?.();
    });
    return driving;
  }

  const thenDrive = async (next: Promise<BulkRun | null>) => {
    const run = await next;
    void drive();
    return run;
  };

  return {
    async start(input) {
      const current = await deps.item.getValue();
      if (current?.status === 'running') throw new ApiError('invalid-input', { message: t('bulkAlreadyRunning') });
      const run = createRun({ ...input, id: newId() }, newId, now());
      await oneChangeAtATime(() => deps.item.setValue(run));
      void drive();
      return run;
    },
    read: () => deps.item.getValue(),
    stop: () => change(stopRun),
    resume: () => thenDrive(change(resumeRun)),
    retry: (requestId) => thenDrive(change((run) => retryRows(run, requestId))),
    async clear() {
      // A running run is stopped first: rows on their way finish into nothing.
      await oneChangeAtATime(() => deps.item.setValue(null));
      return null;
    },
    async recover() {
      // Only one background runs at a time: a row still "sending" was cut off by the stop.
      if (driving) return;
      await change(recoverRun);
      void drive();
    },
    idle: () => driving ?? Promise.resolve(),
  };
}
