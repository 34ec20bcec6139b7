import type { Link } from '@/lib/api/model/link';
import { FIRST_SERVER_ID, type ServerId } from '@/lib/servers';
import { BULK_DELETE_RUN } from '@/lib/storage/outside-popup-registry';
import { storedItem } from '@/lib/storage/stored-item';

/** What a delete dialog needs of a link: the journal keeps only this much of each. */
export type DeletableLink = Pick<Link, 'id' | 'alias' | 'shortUrl'>;

/** A bulk delete as it stood at its last step; see {@link BULK_DELETE_RUN}. */
export interface BulkDeleteRun {
  /**
   * The server the run was on: a journal of another server says nothing about this one. Absent in
   * journals of releases with a single server, whose one server is now the first.
   */
  serverId?: ServerId;
  /** The server's address then: a journal of an address the server no longer has says nothing either. */
  serverOrigin: string;
  /** Epoch ms. */
  startedAt: number;
  links: DeletableLink[];
  /** The ids the server confirmed gone (a 404 included). */
  deleted: number[];
  /** The delete sent last and not answered yet: after a close, it may or may not have happened. */
  sending: number | null;
}

/** The name of the lock a page holds while its bulk delete runs: another page then knows the run is alive. */
const RUN_LOCK = 'phpshort-bulk-delete';

const journal = storedItem(BULK_DELETE_RUN);

function isLink(value: unknown): value is DeletableLink {
  if (typeof value !== 'object' || value === null) return false;
  const { id, alias, shortUrl } = value as Record<string, unknown>;
  return typeof id === 'number' && typeof alias === 'string' && typeof shortUrl === 'string';
}

/** The stored journal when it has the shape this release writes; anything else is no journal. */
function asRun(stored: unknown): BulkDeleteRun | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const run = stored as Record<string, unknown>;
  if (typeof run.serverOrigin !== 'string' || typeof run.startedAt !== 'number') return null;
  if (run.serverId !== undefined && typeof run.serverId !== 'string') return null;
  if (!Array.isArray(run.links) || !run.links.every(isLink)) return null;
  if (!Array.isArray(run.deleted) || !run.deleted.every((id) => typeof id === 'number')) return null;
  if (run.sending !== null && typeof run.sending !== 'number') return null;
  return run as unknown as BulkDeleteRun;
}

/**
 * Writes one step. A journal that cannot be written costs only the notice after a close, never
 * the delete itself: the run goes on.
 */
async function write(run: BulkDeleteRun | null): Promise<void> {
  try {
    await journal.setValue(run);
  } catch {
    // Storage full or gone with the closing browser: nothing better to do.
  }
}

/** The journal of one run: each step is on disk before the request it announces is sent. */
export interface RunJournal {
  sending(id: number): Promise<void>;
  /** The server answered for `id`: gone (deleted, or already gone) or not. */
  settled(id: number, gone: boolean): Promise<void>;
  /** The run ended in this page (done or stopped): nothing is left to tell later. */
  end(): Promise<void>;
}

export async function startRun(serverId: ServerId, serverOrigin: string, links: DeletableLink[]): Promise<RunJournal> {
  let run: BulkDeleteRun = {
    serverId,
    serverOrigin,
    startedAt: Date.now(),
    links: links.map(({ id, alias, shortUrl }) => ({ id, alias, shortUrl })),
    deleted: [],
    sending: null,
  };
  await write(run);
  return {
    sending: (id) => write((run = { ...run, sending: id })),
    settled: (id, gone) => write((run = { ...run, deleted: gone ? [...run.deleted, id] : run.deleted, sending: null })),
    end: () => write(null),
  };
}

/** Forgets a run the user has been told about. */
export const dismissRun = () => write(null);

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
  query(): Promise<{ held?: { name?: string }[] }>;
}

/** The page's Web Locks, where there are any (not in Node, where unit tests run). */
function locks(): LockManagerLike | null {
  return (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator?.locks ?? null;
}

/** Runs `work` holding the run lock, so that another options page does not take a live run for one cut short. */
export function whileRunning<T>(work: () => Promise<T>): Promise<T> {
  const manager = locks();
  return manager ? manager.request(RUN_LOCK, work) : work();
}

/**
 * The journal of a run that did not end in its page (the page or the browser closed), for this
 * server (`serverId` at `serverOrigin`); null when there is none, or the run is still going in
 * another options page.
 */
export async function unfinishedRun(
  serverOrigin: string,
  serverId: ServerId = FIRST_SERVER_ID,
): Promise<BulkDeleteRun | null> {
  const run = asRun(await journal.getValue());
  if (run?.serverOrigin !== serverOrigin || (run.serverId ?? FIRST_SERVER_ID) !== serverId) return null;
  const held = (await locks()?.query())?.held ?? [];
  return held.some((lock) => lock.name === RUN_LOCK) ? null : run;
}
