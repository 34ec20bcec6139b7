import type { Link } from '@/lib/api/model/link';
import {
  countItems,
  ITEM_STATES,
  type ItemState,
  type Job,
  type JobItem,
  type JobStatus,
  type ShortenParams,
} from '@/lib/jobs/job';
import { readEarlierShortenRun, removeEarlierShortenRun, type JobWriter } from '@/lib/storage/jobs';

/**
 * Shorten many's run as 1.0.0 stored it (one run, `bulkShortenRun`), made a `shorten` job at the
 * background's start so that an update in the middle of a run (or after one) loses nothing: the
 * same rows, states, reasons, links and request ids. A row that was on its way becomes an item
 * looked up on the server before it is sent again: its create may have made a link.
 */

/** The parts of an earlier run this reads; anything else it held is left behind. */
interface EarlierRun {
  id: string;
  serverId: string;
  startedAt?: number;
  status?: string;
  defaults?: Partial<ShortenParams>;
  rows: unknown[];
}

interface EarlierRow {
  requestId?: unknown;
  url?: unknown;
  alias?: unknown;
  state?: unknown;
  link?: unknown;
  reason?: unknown;
  sentAt?: unknown;
  uncertainSince?: unknown;
  foundStored?: unknown;
}

const STATUS_OF: Record<string, JobStatus> = { running: 'running', stopped: 'cancelled', finished: 'finished' };

function isEarlierRun(stored: unknown): stored is EarlierRun {
  if (typeof stored !== 'object' || stored === null) return false;
  const run = stored as Partial<EarlierRun>;
  return typeof run.id === 'string' && typeof run.serverId === 'string' && Array.isArray(run.rows);
}

const numberOr = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

function paramsOf(defaults: Partial<ShortenParams> = {}): ShortenParams {
  return {
    spaceId: typeof defaults.spaceId === 'number' ? defaults.spaceId : null,
    domainId: typeof defaults.domainId === 'number' ? defaults.domainId : null,
    privacy: defaults.privacy === 'private' ? 'private' : 'public',
    expiresOn: typeof defaults.expiresOn === 'string' ? defaults.expiresOn : null,
  };
}

function itemOf(row: EarlierRow, index: number, status: JobStatus, startedAt: number): JobItem<'shorten'> | null {
  if (typeof row.url !== 'string') return null;
  const stored = ITEM_STATES.includes(row.state as ItemState) ? (row.state as ItemState) : 'waiting';
  const link = typeof row.link === 'object' && row.link !== null ? (row.link as Link) : undefined;
  // A row done without its link, or on its way: whether the server made it is asked before sending.
  const unsure = stored === 'sending' || (stored === 'done' && !link);
  const since = [numberOr(row.uncertainSince), unsure ? (numberOr(row.sentAt) ?? startedAt) : undefined].filter(
    (at): at is number => at !== undefined,
  );
  const state: ItemState = unsure ? (status === 'cancelled' ? 'cancelled' : 'waiting') : stored;
  return {
    index,
    key: typeof row.requestId === 'string' ? row.requestId : crypto.randomUUID(),
    input: { url: row.url, alias: typeof row.alias === 'string' ? row.alias : '' },
    state,
    ...(state === 'done' && link ? { result: link } : {}),
    ...((state === 'refused' || state === 'failed') && typeof row.reason === 'string' ? { reason: row.reason } : {}),
    ...(state !== 'done' && since.length > 0 ? { uncertainSince: Math.min(...since) } : {}),
    ...(state === 'done' && row.foundStored === true ? { foundStored: true } : {}),
  };
}

/** The job an earlier run becomes; null for anything that is no run (a hand edit, an unknown shape). */
function jobOfEarlierRun(stored: unknown, now: number): Job<'shorten'> | null {
  if (!isEarlierRun(stored)) return null;
  const startedAt = numberOr(stored.startedAt) ?? now;
  let status = STATUS_OF[stored.status ?? ''] ?? 'running';
  const items = stored.rows
    .flatMap((row) => (typeof row === 'object' && row !== null ? [row as EarlierRow] : []))
    .map((row, index) => itemOf(row, index, status, startedAt))
    .filter((item): item is JobItem<'shorten'> => item !== null)
    .map((item, index) => ({ ...item, index }));
  const counts = countItems(items);
  // A run told finished with rows still to send (a hand edit) goes on; one with none left is over.
  if (status === 'finished' && counts.waiting > 0) status = 'running';
  if (status === 'running' && counts.waiting === 0) status = 'finished';
  return {
    header: {
      id: stored.id,
      kind: 'shorten',
      serverId: stored.serverId,
      createdAt: startedAt,
      updatedAt: now,
      status,
      params: paramsOf(stored.defaults),
      total: items.length,
      counts,
    },
    items,
  };
}

/** Makes the earlier run a job (once: a job of its id already stored is not written again) and removes it. */
export async function adoptEarlierShortenRun(writer: JobWriter, now: () => number = Date.now): Promise<void> {
  const stored = await readEarlierShortenRun();
  if (stored === undefined) return;
  const job = jobOfEarlierRun(stored, now());
  if (job && !(await writer.headers()).some((header) => header.id === job.header.id)) {
    await writer.save({ job, changed: [] }, { whole: true });
  }
  await removeEarlierShortenRun();
}
