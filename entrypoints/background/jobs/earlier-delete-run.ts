import { newJob, pauseJob, type DeletableLink, type Job } from '@/lib/jobs/job';
import { FIRST_SERVER_ID, type ServerId } from '@/lib/servers';
import type { JobWriter } from '@/lib/storage/jobs';
import { BULK_DELETE_RUN } from '@/lib/storage/outside-popup-registry';
import { storedItem } from '@/lib/storage/stored-item';
import { readStoredConnection } from '../servers/connection-store';

/** The journal releases up to 1.0.0 kept of a bulk delete in the options page ({@link BULK_DELETE_RUN}). */
interface EarlierDeleteRun {
  /** Absent in journals of releases with a single server, whose one server is now the first. */
  serverId?: ServerId;
  serverOrigin: string;
  startedAt: number;
  links: DeletableLink[];
  deleted: number[];
  sending: number | null;
}

function isLink(value: unknown): value is DeletableLink {
  if (typeof value !== 'object' || value === null) return false;
  const { id, alias, shortUrl } = value as Record<string, unknown>;
  return typeof id === 'number' && typeof alias === 'string' && typeof shortUrl === 'string';
}

function earlierRunOf(stored: unknown): EarlierDeleteRun | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const run = stored as Record<string, unknown>;
  if (typeof run.serverOrigin !== 'string' || typeof run.startedAt !== 'number') return null;
  if (run.serverId !== undefined && typeof run.serverId !== 'string') return null;
  if (!Array.isArray(run.links) || !run.links.every(isLink)) return null;
  if (!Array.isArray(run.deleted) || !run.deleted.every((id) => typeof id === 'number')) return null;
  if (run.sending !== null && typeof run.sending !== 'number') return null;
  return run as unknown as EarlierDeleteRun;
}

/**
 * The journal's links not known to be gone, as a paused job: nothing is sent until the user
 * resumes it. The delete that was on its way is marked unsure, so the engine asks the server
 * about it before sending it again.
 */
function jobOfEarlierRun(
  run: EarlierDeleteRun,
  serverId: ServerId,
  newId: () => string,
  now: number,
): Job<'delete-links'> | null {
  const gone = new Set(run.deleted);
  const left = run.links.filter((link) => !gone.has(link.id));
  if (left.length === 0) return null;
  const job = newJob(
    {
      id: newId(),
      kind: 'delete-links',
      serverId,
      params: null,
      inputs: left.map(({ id, alias, shortUrl }) => ({ id, alias, shortUrl })),
    },
    newId,
    now,
  );
  const items = job.items.map((item) =>
    item.input.id === run.sending ? { ...item, uncertainSince: run.startedAt } : item,
  );
  return pauseJob({ ...job, items }, now).job;
}

/**
 * At the background's start, after the migrations: an earlier release's delete cut short by a
 * closed page becomes a paused job the user sees and decides on, and the journal goes. A journal
 * of a server that is gone, or now at another address, tells nothing any more and just goes.
 */
export async function adoptEarlierDeleteRun(writer: JobWriter, newId: () => string = () => crypto.randomUUID()) {
  const journal = storedItem(BULK_DELETE_RUN);
  const stored = await journal.getValue();
  if (stored === undefined) return;
  const run = earlierRunOf(stored);
  if (run) {
    const serverId = run.serverId ?? FIRST_SERVER_ID;
    const connection = await readStoredConnection(serverId);
    const origin = connection && URL.canParse(connection.serverUrl) ? new URL(connection.serverUrl).origin : null;
    const job = origin === run.serverOrigin ? jobOfEarlierRun(run, serverId, newId, Date.now()) : null;
    if (job) await writer.save({ job, changed: [] }, { whole: true });
  }
  await journal.removeValue();
}
