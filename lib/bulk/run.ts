import type { Link, LinkDraft } from '../api/model/link';
import type { ServerId } from '../servers';

/**
 * A bulk shortening: its rows and their states, kept in storage by the background
 * (entrypoints/background/jobs/bulk-run.ts), so a closed page or a stopped service worker loses nothing.
 * Pure transitions, one per event; the background applies them one at a time.
 */

/**
 * - `waiting`: not sent yet; `sending`: on its way (or waiting for the server's rate limit);
 * - `done`: the short link; `refused`: the server (or our rule) said no, with its reason — sending
 *   the same again cannot help; `failed`: no link for another reason, Retry may help;
 * - `cancelled`: the user stopped the run before it was sent; Resume sends it.
 */
export type BulkRowState = 'waiting' | 'sending' | 'done' | 'refused' | 'failed' | 'cancelled';

export interface BulkRow {
  /** Chosen when the run is made: every send of this row repeats it, so no try makes a second link. */
  requestId: string;
  url: string;
  /** '' for the server's own. */
  alias: string;
  state: BulkRowState;
  link?: Link;
  /** Why it was refused or failed, in the words the user reads. */
  reason?: string;
  /** The create was sent at this time (epoch ms) and its answer is not kept yet. */
  sentAt?: number;
  /** A create of this row got no answer since then: the next send looks for its link first. */
  uncertainSince?: number;
  /** The link was made by an earlier send that got no answer, and found on the server. */
  foundStored?: boolean;
}

/** What every row's link gets besides its address and alias. */
export interface BulkDefaults {
  spaceId: number | null;
  domainId: number | null;
  privacy: 'public' | 'private';
  /** YYYY-MM-DD on which the links expire; null: never. */
  expiresOn: string | null;
}

/** `running`: rows are being sent; `stopped`: the user cancelled; `finished`: none left to send. */
type BulkRunStatus = 'running' | 'stopped' | 'finished';

export interface BulkRun {
  id: string;
  /** The server the links are made on, fixed when the run starts. */
  serverId: ServerId;
  startedAt: number;
  status: BulkRunStatus;
  defaults: BulkDefaults;
  rows: BulkRow[];
}

export interface BulkRowInput {
  url: string;
  alias: string;
}

export function createRun(
  input: { id: string; serverId: ServerId; defaults: BulkDefaults; rows: readonly BulkRowInput[] },
  newRequestId: () => string,
  now: number,
): BulkRun {
  return {
    id: input.id,
    serverId: input.serverId,
    startedAt: now,
    status: input.rows.length > 0 ? 'running' : 'finished',
    defaults: input.defaults,
    rows: input.rows.map((row) => ({
      requestId: newRequestId(),
      url: row.url,
      alias: row.alias.trim(),
      state: 'waiting',
    })),
  };
}

/** The draft a row's link is made from. */
export function draftOf(row: BulkRow, defaults: BulkDefaults): LinkDraft {
  return {
    destination: row.url,
    privacy: defaults.privacy,
    ...(row.alias !== '' ? { alias: row.alias } : {}),
    ...(defaults.spaceId !== null ? { spaceId: defaults.spaceId } : {}),
    ...(defaults.domainId !== null ? { domainId: defaults.domainId } : {}),
    ...(defaults.expiresOn !== null ? { expiry: { date: defaults.expiresOn } } : {}),
  };
}

const changeRow = (run: BulkRun, requestId: string, change: (row: BulkRow) => BulkRow): BulkRun => ({
  ...run,
  rows: run.rows.map((row) => (row.requestId === requestId ? change(row) : row)),
});

/** The row to send next, when the run is running. */
export function nextRow(run: BulkRun): BulkRow | undefined {
  return run.status === 'running' ? run.rows.find((row) => row.state === 'waiting') : undefined;
}

export function markSending(run: BulkRun, requestId: string): BulkRun {
  return changeRow(run, requestId, (row) => ({ ...row, state: 'sending' }));
}

/** The create is about to leave: until its answer is kept, a stop leaves its outcome unknown. */
export function markSent(run: BulkRun, requestId: string, now: number): BulkRun {
  return changeRow(run, requestId, (row) => ({ ...row, sentAt: now }));
}

export type RowOutcome =
  | { kind: 'done'; link: Link; foundStored: boolean }
  | { kind: 'refused'; reason: string }
  | { kind: 'failed'; reason: string; uncertainSince?: number };

/** A row's outcome; the run finishes when none is left to send. */
export function settleRow(run: BulkRun, requestId: string, outcome: RowOutcome): BulkRun {
  const settled = changeRow(run, requestId, ({ requestId: id, url, alias, uncertainSince }) => {
    const base = { requestId: id, url, alias };
    if (outcome.kind === 'done') {
      return { ...base, state: 'done', link: outcome.link, ...(outcome.foundStored ? { foundStored: true } : {}) };
    }
    return {
      ...base,
      state: outcome.kind,
      reason: outcome.reason,
      // A failed row whose create may have made a link keeps saying so: Retry looks for it first.
      ...(outcome.kind === 'failed' && (outcome.uncertainSince ?? uncertainSince) !== undefined
        ? { uncertainSince: outcome.uncertainSince ?? uncertainSince }
        : {}),
    };
  });
  return finishIfDone(settled);
}

function finishIfDone(run: BulkRun): BulkRun {
  if (run.status !== 'running') return run;
  const open = run.rows.some((row) => row.state === 'waiting' || row.state === 'sending');
  return open ? run : { ...run, status: 'finished' };
}

/** Cancel: rows not sent yet stay cancelled (Resume sends them); the one on its way finishes. */
export function stopRun(run: BulkRun): BulkRun {
  if (run.status !== 'running') return run;
  return {
    ...run,
    status: 'stopped',
    rows: run.rows.map((row) => (row.state === 'waiting' ? { ...row, state: 'cancelled' } : row)),
  };
}

/** Resume: the cancelled rows are sent again. */
export function resumeRun(run: BulkRun): BulkRun {
  return finishIfDone({
    ...run,
    status: 'running',
    rows: run.rows.map((row) => (row.state === 'cancelled' ? { ...row, state: 'waiting' } : row)),
  });
}

/** Retry of failed rows (one, or all when `requestId` is null): sent again with the same request id. */
export function retryRows(run: BulkRun, requestId: string | null): BulkRun {
  return finishIfDone({
    ...run,
    status: 'running',
    rows: run.rows.map((row) =>
      row.state === 'failed' && (requestId === null || row.requestId === requestId)
        ? { requestId: row.requestId, url: row.url, alias: row.alias, state: 'waiting', ...uncertainty(row) }
        : row,
    ),
  });
}

const uncertainty = (row: BulkRow) => (row.uncertainSince !== undefined ? { uncertainSince: row.uncertainSince } : {});

/**
 * A new background found the run as the stopped one left it: a row on its way is sent again, and
 * when its create had left, the next send looks for the link the server may have made.
 */
export function recoverRun(run: BulkRun): BulkRun {
  return {
    ...run,
    rows: run.rows.map((row) => {
      if (row.state !== 'sending') return row;
      const since = [row.uncertainSince, row.sentAt].filter((at): at is number => at !== undefined);
      return {
        requestId: row.requestId,
        url: row.url,
        alias: row.alias,
        state: run.status === 'running' ? 'waiting' : 'cancelled',
        ...(since.length > 0 ? { uncertainSince: Math.min(...since) } : {}),
      };
    }),
  };
}

export type BulkCounts = Record<BulkRowState, number>;

export function countRows(run: BulkRun): BulkCounts {
  const counts: BulkCounts = { waiting: 0, sending: 0, done: 0, refused: 0, failed: 0, cancelled: 0 };
  for (const row of run.rows) counts[row.state]++;
  return counts;
}
