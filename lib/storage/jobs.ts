import { browser, type Browser } from 'wxt/browser';
import { CHUNK_SIZE, chunkOf, ITEM_STATES, type Job, type JobChange, type JobHeader, type JobItem } from '../jobs/job';

/**
 * Where jobs live (lib/jobs/job.ts): every job's header under one key, which the popup and the
 * pages read to say where each stands, and each job's items in chunks of their own, so that an
 * item settled rewrites its chunk and the headers, never the whole job. `local`: a job outlives
 * the page that started it, the service worker that runs it and a browser restart. The background
 * is the only writer; pages read and follow.
 */

const JOBS_KEY = 'jobs';
const chunkKey = (jobId: string, chunk: number) => `job:${jobId}:${String(chunk)}`;
const storage = () => browser.storage.local;

function isHeader(value: unknown): value is JobHeader {
  if (typeof value !== 'object' || value === null) return false;
  const header = value as Partial<JobHeader>;
  return (
    typeof header.id === 'string' &&
    typeof header.kind === 'string' &&
    header.kind in CHUNK_SIZE &&
    typeof header.serverId === 'string' &&
    typeof header.total === 'number' &&
    // A null count passes `typeof`; its states then are not numbers.
    typeof header.counts === 'object' &&
    ITEM_STATES.every((state) => typeof header.counts?.[state] === 'number')
  );
}

/** The stored headers, newest first; anything unreadable (a hand edit, a future shape) is left out. */
function headersOf(stored: unknown): JobHeader[] {
  return Array.isArray(stored) ? stored.filter(isHeader) : [];
}

const chunkCount = (header: JobHeader) => Math.ceil(header.total / CHUNK_SIZE[header.kind]);

const chunkKeysOf = (header: JobHeader) =>
  Array.from({ length: chunkCount(header) }, (_, chunk) => chunkKey(header.id, chunk));

/** Every job's header, newest first. */
export async function readJobHeaders(): Promise<JobHeader[]> {
  return headersOf((await storage().get(JOBS_KEY))[JOBS_KEY]);
}

/** A job's items in order; a chunk that went missing leaves its items out rather than failing the job. */
export async function readJobItems(header: JobHeader): Promise<JobItem[]> {
  const keys = chunkKeysOf(header);
  if (keys.length === 0) return [];
  const stored = await storage().get(keys);
  return keys.flatMap((key) => {
    const chunk: unknown = stored[key];
    return Array.isArray(chunk) ? (chunk as JobItem[]) : [];
  });
}

export async function readJob(id: string): Promise<Job | null> {
  const header = (await readJobHeaders()).find((candidate) => candidate.id === id);
  return header ? { header, items: await readJobItems(header) } : null;
}

type ChangeListener = (changes: Record<string, Browser.storage.StorageChange>, area: string) => void;

/** Calls back with every job's header whenever one changes; answers the unwatch. */
export function watchJobHeaders(onChange: (headers: JobHeader[]) => void): () => void {
  const listener: ChangeListener = (changes, area) => {
    const change = changes[JOBS_KEY];
    if (area === 'local' && change) onChange(headersOf(change.newValue));
  };
  browser.storage.onChanged.addListener(listener);
  return () => browser.storage.onChanged.removeListener(listener);
}

/** Calls back whenever one of the job's chunks changes (its header changes with it). */
export function watchJobItems(jobId: string, onChange: () => void): () => void {
  const prefix = `job:${jobId}:`;
  const listener: ChangeListener = (changes, area) => {
    if (area === 'local' && Object.keys(changes).some((key) => key.startsWith(prefix))) onChange();
  };
  browser.storage.onChanged.addListener(listener);
  return () => browser.storage.onChanged.removeListener(listener);
}

/** How many finished jobs are kept besides the unfinished ones: the oldest go first. */
const FINISHED_KEPT = 10;

/**
 * The background's writer. It keeps the headers it last wrote, so that storing a settled item is
 * one write of its chunk and the headers, with no read before it; writes go one at a time.
 */
export interface JobWriter {
  headers(): Promise<JobHeader[]>;
  /** Stores the job's header and the chunks of the items in `change.changed` (all of them for a new job). */
  save(change: JobChange, options?: { whole?: boolean }): Promise<void>;
  remove(id: string): Promise<void>;
}

export function jobWriter(): JobWriter {
  let known: JobHeader[] | null = null;
  let last: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(task: () => Promise<T>): Promise<T> => {
    const run = last.then(task);
    last = run.catch(() => undefined);
    return run;
  };
  const headers = async () => (known ??= await readJobHeaders());

  return {
    headers: () => inTurn(headers),
    save: ({ job, changed }, { whole = false } = {}) =>
      inTurn(async () => {
        const { header } = job;
        const others = (await headers()).filter((candidate) => candidate.id !== header.id);
        const { kept, dropped } = pruned([header, ...others]);
        const chunks = whole
          ? Array.from({ length: chunkCount(header) }, (_, chunk) => chunk)
          : [...new Set(changed.map((index) => chunkOf(header.kind, index)))];
        const size = CHUNK_SIZE[header.kind];
        const values: Record<string, unknown> = { [JOBS_KEY]: kept };
        for (const chunk of chunks) {
          values[chunkKey(header.id, chunk)] = job.items.slice(chunk * size, (chunk + 1) * size);
        }
        await storage().set(values);
        known = kept;
        if (dropped.length > 0) await storage().remove(dropped.flatMap(chunkKeysOf));
      }),
    remove: (id) =>
      inTurn(async () => {
        const all = await headers();
        const gone = all.find((header) => header.id === id);
        if (!gone) return;
        const kept = all.filter((header) => header.id !== id);
        await storage().set({ [JOBS_KEY]: kept });
        known = kept;
        await storage().remove(chunkKeysOf(gone));
      }),
  };
}

/** The newest first; finished jobs beyond the few kept are dropped with their items. */
function pruned(headers: JobHeader[]): { kept: JobHeader[]; dropped: JobHeader[] } {
  const sorted = [...headers].sort((a, b) => b.createdAt - a.createdAt);
  let finished = 0;
  const kept: JobHeader[] = [];
  const dropped: JobHeader[] = [];
  for (const header of sorted) {
    if (header.status === 'finished' && ++finished > FINISHED_KEPT) dropped.push(header);
    else kept.push(header);
  }
  return { kept, dropped };
}
