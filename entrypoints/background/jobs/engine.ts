import { ApiError, toApiError, writeOutcomeUnknown } from '@/lib/api/errors';
import type { ConnectedClient } from '../transport/dialect-guard';
import {
  appendItems,
  cancelJob,
  markNextSending,
  markSeen,
  markSending,
  newJob,
  nextItem,
  pauseJob,
  putBack,
  recoverJob,
  releaseUnsent,
  resumeJob,
  retryItems,
  settleItem,
  type ItemOutcome,
  type Job,
  type JobChange,
  type JobHeader,
  type JobItem,
  type JobKind,
  type JobKinds,
} from '@/lib/jobs/job';
import type { ServerId } from '@/lib/servers';
import { readJob, type JobWriter } from '@/lib/storage/jobs';

/**
 * Runs the stored jobs (lib/jobs/job.ts) in the background, item after item through the request
 * queue, so that the page that started one may close. Every step is stored before the next: the
 * item is marked on its way before its request leaves, and its answer is stored before the next
 * item goes (in the same write that marks the next one on its way). A service worker stopped at
 * any point is followed by one that goes on from storage ({@link JobEngine.recover}): an answer
 * that arrived is never asked again, and an item whose request may have been done without its
 * answer arriving is looked up on the server before it is sent again.
 */

/** How one kind of job does its items. */
export interface KindRunner<K extends JobKind> {
  /** Does the item on the server: its result, or an error of the API client. */
  send(item: JobItem<K>, job: Job<K>, client: ConnectedClient): Promise<JobKinds[K]['result']>;
  /**
   * What became of an item whose request may have been done without its answer arriving: its
   * result when the server did it, null when it did not (it is then sent). Kinds that only read
   * have none: reading again is harmless.
   */
  lookUp?(item: JobItem<K>, job: Job<K>, client: ConnectedClient): Promise<{ result: JobKinds[K]['result'] } | null>;
  /** An error that means the item is done after all (a delete's 404: the record is gone). */
  doneOn?(error: ApiError, item: JobItem<K>): { result: JobKinds[K]['result'] } | null;
  /** The kind's name for a refusal, kept with the item for its report (an import's `conflict`). */
  refusedAs?(error: ApiError): string | undefined;
  /** Items an answer reveals (an export's pages after the first). */
  revealed?(job: Job<K>, result: JobKinds[K]['result']): JobKinds[K]['input'][];
  /**
   * The items build on each other (an export's pages, read in turn): a failed one holds the job
   * until it is retried, instead of the next ones going on without it.
   */
  stopsAtFailure?: boolean;
  /** Refuses a start (another job of the kind under way on the server): the reason, or null. */
  refuseStart?(server: ServerId, running: readonly JobHeader[]): string | null;
}

export type KindRunners = { [K in JobKind]: KindRunner<K> };

export interface JobEngineDeps {
  writer: JobWriter;
  runners: KindRunners;
  /** A client whose requests wait in the queue as bulk work (they leave a share of the budget to people). */
  client: (server: ServerId) => Promise<ConnectedClient>;
  /** Takes back the bulk requests waiting in the queue (unsent): a pause or cancel sends nothing more. */
  takeBack: () => void;
  /** Keeps the service worker awake while a job waits for the server; answers the undo. */
  stayAwake?: () => () => void;
  now?: () => number;
  newId?: () => string;
}

export interface StartRequest<K extends JobKind> {
  kind: K;
  serverId: ServerId;
  params: JobKinds[K]['params'];
  inputs: JobKinds[K]['input'][];
}

export interface JobEngine {
  start<K extends JobKind>(request: StartRequest<K>): Promise<JobHeader<K>>;
  pause(id: string): Promise<JobHeader | null>;
  resume(id: string): Promise<JobHeader | null>;
  cancel(id: string): Promise<JobHeader | null>;
  retry(id: string, index: number | null): Promise<JobHeader | null>;
  /** A finished job whose end the user has seen: the popup stops mentioning it. */
  seen(id: string): Promise<JobHeader | null>;
  /** Forgets a job that is not running (its items too). */
  remove(id: string): Promise<null>;
  /** At the background's start: jobs left running go on. */
  recover(): Promise<void>;
  /** Settles when every job driven now has stopped (tests). */
  idle(): Promise<void>;
}

/** Failures that would fail every item after this one too: the job waits for the user instead. */
const STOPS_THE_JOB: ReadonlySet<ApiError['kind']> = new Set([
  'auth',
  'forbidden',
  'network',
  'not-configured',
  'not-an-api',
  'rate-limited',
]);
/** Failures sending the same again cannot mend. */
const REFUSALS: ReadonlySet<ApiError['kind']> = new Set(['invalid-input', 'validation']);

/** What a step of the driver asks the job to become, in one stored change. */
type Step<K extends JobKind> = (job: Job<K>) => JobChange<K>;

export function createJobEngine(deps: JobEngineDeps): JobEngine {
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? (() => crypto.randomUUID());
  /** The jobs this background holds, as last stored. */
  const jobs = new Map<string, Job>();
  /** Per job, its changes one at a time: the driver's and the user's never interleave. */
  const lines = new Map<string, Promise<unknown>>();
  const driving = new Map<string, Promise<void>>();

  function inLine<T>(id: string, task: () => Promise<T>): Promise<T> {
    const run = (lines.get(id) ?? Promise.resolve()).then(task);
    lines.set(
      id,
      run.catch(() => undefined),
    );
    return run;
  }

  async function load(id: string): Promise<Job | null> {
    const held = jobs.get(id);
    if (held) return held;
    const stored = await readJob(id);
    if (stored) jobs.set(id, stored);
    return stored;
  }

  /** Applies `step` to the job and stores what it changed, before anything else happens to it. */
  const change = <K extends JobKind>(id: string, step: Step<K>, options?: { whole?: boolean }) =>
    inLine(id, async () => {
      const job = (await load(id)) as Job<K> | null;
      if (!job) return null;
      const next = step(job);
      if (next.job === job) return job;
      await deps.writer.save(next, options);
      jobs.set(id, next.job);
      return next.job;
    });

  const runnerOf = <K extends JobKind>(kind: K) => deps.runners[kind] as unknown as KindRunner<K>;

  /** One item, from its lookup (when its last request may have been done) to its outcome. */
  async function work<K extends JobKind>(
    job: Job<K>,
    item: JobItem<K>,
    marked: boolean,
  ): Promise<ItemOutcome<K> | 'stopped'> {
    const runner = runnerOf(job.header.kind);
    let client: ConnectedClient;
    try {
      client = await deps.client(job.header.serverId);
    } catch (error) {
      return stopFor(job, item, toApiError(error), false);
    }
    // Paused or cancelled while the client was got: the item marked with the last answer never left.
    if (marked && jobs.get(job.header.id)?.header.status !== 'running') {
      await change(job.header.id, (current: Job<K>) => releaseUnsent(current, item.index, now()));
      return 'stopped';
    }
    if (item.uncertainSince !== undefined && runner.lookUp) {
      try {
        const found = await runner.lookUp(item, job, client);
        if (found !== null) return { kind: 'done', result: found.result, foundStored: true };
      } catch (error) {
        // Nothing is sent while it is unknown whether the server did it.
        const apiError = toApiError(error);
        if (STOPS_THE_JOB.has(apiError.kind) || apiError.kind === 'aborted') return stopFor(job, item, apiError, false);
        return { kind: 'failed', reason: apiError.message, uncertain: true };
      }
    }
    if (!marked) await change(job.header.id, (current: Job<K>) => markSending(current, item.index, now()));
    try {
      return { kind: 'done', result: await runner.send(item, job, client) };
    } catch (error) {
      const apiError = toApiError(error);
      const mended = runner.doneOn?.(apiError, item);
      if (mended) return { kind: 'done', result: mended.result };
      const uncertain = runner.lookUp !== undefined && writeOutcomeUnknown(apiError);
      if (STOPS_THE_JOB.has(apiError.kind) || apiError.kind === 'aborted')
        return stopFor(job, item, apiError, uncertain);
      if (REFUSALS.has(apiError.kind)) {
        const refusedAs = runner.refusedAs?.(apiError);
        return { kind: 'refused', reason: reasonOf(apiError), ...(refusedAs !== undefined ? { refusedAs } : {}) };
      }
      return { kind: 'failed', reason: reasonOf(apiError), uncertain };
    }
  }

  /**
   * The item goes back to waiting (asked about first if its request may have been done); the job
   * pauses with the server's reason, except when a pause or cancel took the request back.
   */
  async function stopFor<K extends JobKind>(
    job: Job<K>,
    item: JobItem<K>,
    error: ApiError,
    uncertain: boolean,
  ): Promise<'stopped'> {
    await change(job.header.id, (current: Job<K>) => {
      const back = putBack(current, item.index, uncertain, now());
      if (error.kind === 'aborted') return back;
      const paused = pauseJob(back.job, now(), error.message);
      return { job: paused.job, changed: back.changed };
    });
    return 'stopped';
  }

  function drive(id: string): Promise<void> {
    const running = driving.get(id);
    if (running) return running;
    const awake = deps.stayAwake?.();
    const loop = (async () => {
      /** The item the last write marked on its way along with the answer before it. */
      let marked: number | null = null;
      for (;;) {
        const job = await load(id);
        const markedItem: JobItem | undefined =
          marked !== null && job?.header.status === 'running' ? job.items[marked] : undefined;
        const item: JobItem | undefined =
          markedItem?.state === 'sending' ? markedItem : job ? nextItem(job) : undefined;
        if (!job || !item) {
          const unsent = marked;
          if (unsent !== null) await change(id, (current) => releaseUnsent(current, unsent, now()));
          return;
        }
        const outcome: ItemOutcome | 'stopped' = await work(job, item, item === markedItem);
        marked = null;
        if (outcome === 'stopped') continue;
        const stored: Job | null = await change(id, (current: Job): JobChange => {
          // Items the answer reveals come first: the job is not finished while they wait.
          const runner = runnerOf(current.header.kind);
          const revealed = outcome.kind === 'done' && runner.revealed ? runner.revealed(current, outcome.result) : [];
          const more = appendItems(current, revealed, newId, now());
          const settled = settleItem(more.job, item.index, outcome, now());
          const held =
            outcome.kind === 'failed' && runner.stopsAtFailure
              ? pauseJob(settled.job, now(), outcome.reason).job
              : settled.job;
          return markNextSending({ job: held, changed: [...more.changed, ...settled.changed] }, now());
        });
        // This loop alone sends the job's items: one on its way now is the one just marked.
        marked = stored?.items.find((candidate) => candidate.state === 'sending')?.index ?? null;
      }
    })().finally(() => {
      driving.delete(id);
      awake?.();
    });
    driving.set(id, loop);
    return loop;
  }

  const thenDrive = async (id: string, next: Promise<Job | null>) => {
    const job = await next;
    if (job?.header.status === 'running') void drive(id);
    return job?.header ?? null;
  };

  const stopping = async (id: string, step: Step<JobKind>) => {
    const job = await change(id, step);
    // A request of the job waiting for the rate limit is taken back unsent; one on its way ends.
    deps.takeBack();
    return job?.header ?? null;
  };

  return {
    async start(request) {
      const headers = await deps.writer.headers();
      const unfinished = headers.filter((header) => header.status === 'running' || header.status === 'paused');
      const refusal = runnerOf(request.kind).refuseStart?.(request.serverId, unfinished);
      if (refusal !== undefined && refusal !== null) throw new ApiError('invalid-input', { message: refusal });
      const job = newJob({ ...request, id: newId() }, newId, now());
      await inLine(job.header.id, async () => {
        await deps.writer.save({ job: job, changed: [] }, { whole: true });
        jobs.set(job.header.id, job);
      });
      void drive(job.header.id);
      return job.header;
    },
    pause: (id) => stopping(id, (job) => pauseJob(job, now())),
    cancel: (id) => stopping(id, (job) => cancelJob(job, now())),
    resume: (id) =>
      thenDrive(
        id,
        change(id, (job) => resumeJob(job, now())),
      ),
    retry: (id, index) =>
      thenDrive(
        id,
        change(id, (job) => retryItems(job, index, now())),
      ),
    seen: async (id) => (await change(id, markSeen))?.header ?? null,
    remove: (id) =>
      inLine(id, async () => {
        const job = await load(id);
        if (job?.header.status === 'running') return null;
        await deps.writer.remove(id);
        jobs.delete(id);
        return null;
      }),
    async recover() {
      for (const header of await deps.writer.headers()) {
        if (header.status === 'finished' || driving.has(header.id)) continue;
        // Only one background runs at a time: an item still on its way was cut off by the stop.
        const job = await change(header.id, (stored) => recoverJob(stored, now()));
        if (job?.header.status === 'running') void drive(header.id);
      }
    },
    idle: async () => {
      while (driving.size > 0) await Promise.all(driving.values());
    },
  };
}

/** A refusal's sentence: the server's field messages when it gave them, else the kind's. */
function reasonOf(error: ApiError): string {
  const fieldMessages = [...new Set(Object.values(error.fields).flat())];
  return REFUSALS.has(error.kind) && fieldMessages.length > 0 ? fieldMessages.join(' ') : error.message;
}
