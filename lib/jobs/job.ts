import type { Link, LinkDraft } from '../api/model/link';
import type { LinkListQuery, LinkStateFilter } from '../api/model/link-query';
import type { ServerId } from '../servers';

/**
 * Long work as the background runs it: a job is stored (its header, and its items in chunks), sent
 * item by item through the request queue, and followed by every page from storage. Nothing here
 * touches the browser: these are the shapes and the pure transitions the background applies one at
 * a time (entrypoints/background/jobs/).
 */

/** What a job does; each kind has its own parameters, item inputs and results ({@link JobKinds}). */
export type JobKind = keyof JobKinds;

export interface ShortenParams {
  spaceId: number | null;
  domainId: number | null;
  privacy: 'public' | 'private';
  /** YYYY-MM-DD on which the links expire; null: never. */
  expiresOn: string | null;
}

/** The filter of the list exported, as the Links page had it, and the page size asked for. */
export interface ExportParams {
  /** The list's query without its paging (its state too, when one is chosen). */
  filter: Omit<LinkListQuery, 'page' | 'perPage'>;
  perPage: number;
  /** The state the list shows, applied to the links again when the file is made: some servers cannot filter by it. */
  state: LinkStateFilter;
}

/** Where imported links land: a domain (null: the server's default) and a space (null: none). */
export interface ImportParams {
  domainId: number | null;
  spaceId: number | null;
}

/** One row of an imported file as the person confirmed it: the alias as planned (null: the server picks). */
export interface ImportInput {
  destination: string;
  alias: string | null;
  /** The row's line in the file (or its place in a JSON list), for the report. */
  line: number;
}

/** What became of an imported row that the server has: made now, or found there already. */
export interface ImportResult {
  outcome: 'created' | 'already-there';
  id: number;
  shortUrl: string;
}

/** What a delete shows of a link (the job keeps no more of it). */
export interface DeletableLink {
  id: number;
  alias: string;
  shortUrl: string;
}

/** One page of an export, as the server answered it. */
export interface ExportPage {
  links: Link[];
  /** The list's last page and its count, as this answer told them: the list may change meanwhile. */
  lastPage: number;
  total: number;
  /** Records of this page left out because their shape was unexpected. */
  unreadable: number;
}

export interface JobKinds {
  /** Shorten many: a link per address. */
  shorten: { params: ShortenParams; input: { url: string; alias: string }; result: Link };
  /** Deleting links (the links list's selection, or the rest of a delete cut short). */
  'delete-links': { params: null; input: DeletableLink; result: null };
  /** Deleting a space, which deletes its links on the server; its name is the job's to say. */
  'delete-space': { params: { name: string }; input: { id: number; name: string }; result: null };
  /** Every page of a filtered link list, kept until the file is downloaded. */
  export: { params: ExportParams; input: { page: number }; result: ExportPage };
  /** Importing another shortener's links: a create per row, unless its alias is there already. */
  import: { params: ImportParams; input: ImportInput; result: ImportResult };
}

/**
 * - `waiting`: not sent yet; `sending`: on its way (or waiting for the rate limit);
 * - `done`: the server did it (or had done it); `refused`: the server (or a rule) said no, and
 *   sending it again cannot help; `failed`: not done for another reason, Retry may help;
 * - `cancelled`: the job was cancelled before it was sent; Resume sends it.
 */
export type ItemState = 'waiting' | 'sending' | 'done' | 'refused' | 'failed' | 'cancelled';

export const ITEM_STATES: readonly ItemState[] = ['waiting', 'sending', 'done', 'refused', 'failed', 'cancelled'];

export interface JobItem<K extends JobKind = JobKind> {
  /** Its place in the job, from 0: items are stored in chunks by it. */
  index: number;
  /** Chosen when the item is made and kept for every send: a create's request id. */
  key: string;
  input: JobKinds[K]['input'];
  state: ItemState;
  result?: JobKinds[K]['result'];
  /** Why it was refused or failed, in the words the user reads. */
  reason?: string;
  /** Its request left at this time (epoch ms) and its answer is not stored yet. */
  sentAt?: number;
  /** A send of it got no answer since then: before sending again, the server is asked what it did. */
  uncertainSince?: number;
  /** Done by a send whose answer was lost, and found on the server. */
  foundStored?: boolean;
  /** A refusal the kind names for its report (an import's `conflict`: the alias points elsewhere). */
  refusedAs?: string;
}

/**
 * `running`: items are being sent; `paused`: held by the user, or by the server (its `stop`), with
 * nothing marked; `cancelled`: the user stopped it, its unsent items are cancelled (Resume sends
 * them); `finished`: nothing is left to send.
 */
export type JobStatus = 'running' | 'paused' | 'cancelled' | 'finished';

export type ItemCounts = Record<ItemState, number>;

export interface JobHeader<K extends JobKind = JobKind> {
  id: string;
  kind: K;
  /** The server the job works on, fixed when it starts. */
  serverId: ServerId;
  createdAt: number;
  /** The last change (epoch ms): a finished job shows when it finished. */
  updatedAt: number;
  status: JobStatus;
  params: JobKinds[K]['params'];
  /** How many items there are: the chunks hold them all. */
  total: number;
  counts: ItemCounts;
  /** Why a paused job does not go on by itself: the server's answer, in the user's words. */
  stoppedBy?: string;
  /** A finished job the user has seen the end of (dismissed from the popup or taken from its page). */
  seen?: boolean;
}

export interface Job<K extends JobKind = JobKind> {
  header: JobHeader<K>;
  items: JobItem<K>[];
}

/**
 * How many items a stored chunk holds: an item settled rewrites its chunk only, and a write costs
 * about its bytes (`npm run bench`, jobs: 1,000 created links settled at 7 ms a write in chunks of
 * 10, 2 ms in chunks of 2), while reading a whole job costs the same whatever the chunks. A created
 * link is kept whole (under 1 KB); chunks stay near 2 KB.
 */
export const CHUNK_SIZE: Record<JobKind, number> = {
  shorten: 2,
  // A link id and its outcome: tens of bytes.
  'delete-links': 25,
  'delete-space': 1,
  // A page holds up to a hundred links: one to a chunk.
  export: 1,
  // An imported row keeps its input and a short result (about 300 bytes).
  import: 5,
};

export const chunkOf = (kind: JobKind, index: number): number => Math.floor(index / CHUNK_SIZE[kind]);

export function countItems(items: readonly Pick<JobItem, 'state'>[]): ItemCounts {
  const counts: ItemCounts = { waiting: 0, sending: 0, done: 0, refused: 0, failed: 0, cancelled: 0 };
  for (const item of items) counts[item.state]++;
  return counts;
}

/** Items settled so far (done, refused or failed): what a progress bar counts. */
export const settledCount = (counts: ItemCounts): number => counts.done + counts.refused + counts.failed;

export function newJob<K extends JobKind>(
  input: { id: string; kind: K; serverId: ServerId; params: JobKinds[K]['params']; inputs: JobKinds[K]['input'][] },
  newKey: () => string,
  now: number,
): Job<K> {
  const items = input.inputs.map((itemInput, index): JobItem<K> => ({
    index,
    key: newKey(),
    input: itemInput,
    state: 'waiting',
  }));
  return {
    header: {
      id: input.id,
      kind: input.kind,
      serverId: input.serverId,
      createdAt: now,
      updatedAt: now,
      status: items.length > 0 ? 'running' : 'finished',
      params: input.params,
      total: items.length,
      counts: countItems(items),
    },
    items,
  };
}

/** A change to a job: the items it rewrote, so that only their chunks are stored again. */
export interface JobChange<K extends JobKind = JobKind> {
  job: Job<K>;
  changed: readonly number[];
}

function withItems<K extends JobKind>(
  job: Job<K>,
  changes: ReadonlyMap<number, JobItem<K>>,
  now: number,
): JobChange<K> {
  if (changes.size === 0) return { job, changed: [] };
  const items = job.items.map((item) => changes.get(item.index) ?? item);
  return {
    job: { header: { ...job.header, updatedAt: now, counts: countItems(items) }, items },
    changed: [...changes.keys()],
  };
}

const finishIfDone = <K extends JobKind>({ job, changed }: JobChange<K>): JobChange<K> => {
  if (job.header.status !== 'running') return { job, changed };
  const open = job.header.counts.waiting + job.header.counts.sending > 0;
  return open ? { job, changed } : { job: { ...job, header: { ...job.header, status: 'finished' } }, changed };
};

/** The item to send next, in the order the items were given, when the job runs. */
export function nextItem<K extends JobKind>(job: Job<K>): JobItem<K> | undefined {
  return job.header.status === 'running' ? job.items.find((item) => item.state === 'waiting') : undefined;
}

/** The item's request is about to leave: until its answer is stored, a stop leaves its outcome unknown. */
export function markSending<K extends JobKind>(job: Job<K>, index: number, now: number): JobChange<K> {
  const item = job.items[index];
  if (!item) return { job, changed: [] };
  return withItems(job, new Map([[index, { ...item, state: 'sending', sentAt: now }]]), now);
}

/**
 * The next item, marked on its way in the same change that stored the last answer: one write per
 * item instead of two. An item to be looked up first (`uncertainSince`) is marked after its look-up.
 */
export function markNextSending<K extends JobKind>(change: JobChange<K>, now: number): JobChange<K> {
  const next = nextItem(change.job);
  if (!next || next.uncertainSince !== undefined) return change;
  const sending = markSending(change.job, next.index, now);
  return { job: sending.job, changed: [...change.changed, ...sending.changed] };
}

/**
 * An item marked on its way whose request never left (the job was paused or cancelled first):
 * it waits again, or is cancelled with the job, and needs no look-up.
 */
export function releaseUnsent<K extends JobKind>(job: Job<K>, index: number, now: number): JobChange<K> {
  const item = job.items[index];
  if (item?.state !== 'sending') return { job, changed: [] };
  const state: ItemState = job.header.status === 'cancelled' ? 'cancelled' : 'waiting';
  return withItems(job, new Map([[index, waitingAgain(item, undefined, state)]]), now);
}

export type ItemOutcome<K extends JobKind = JobKind> =
  | { kind: 'done'; result: JobKinds[K]['result']; foundStored?: boolean }
  | { kind: 'refused'; reason: string; refusedAs?: string }
  | { kind: 'failed'; reason: string; uncertain?: boolean };

/** An item's answer stored: the job finishes when nothing is left to send. */
export function settleItem<K extends JobKind>(
  job: Job<K>,
  index: number,
  outcome: ItemOutcome<K>,
  now: number,
): JobChange<K> {
  const item = job.items[index];
  if (!item) return { job, changed: [] };
  const base = { index, key: item.key, input: item.input };
  let settled: JobItem<K>;
  if (outcome.kind === 'done') {
    settled = { ...base, state: 'done', result: outcome.result, ...(outcome.foundStored ? { foundStored: true } : {}) };
  } else {
    // A failed item whose request may have been processed keeps saying so: its next send asks first.
    const since = outcome.kind === 'failed' && outcome.uncertain ? (item.sentAt ?? now) : undefined;
    const uncertainSince = since !== undefined ? Math.min(since, item.uncertainSince ?? since) : item.uncertainSince;
    settled = {
      ...base,
      state: outcome.kind,
      reason: outcome.reason,
      ...(outcome.kind === 'refused' && outcome.refusedAs !== undefined ? { refusedAs: outcome.refusedAs } : {}),
      ...(outcome.kind === 'failed' && uncertainSince !== undefined ? { uncertainSince } : {}),
    };
  }
  return finishIfDone(withItems(job, new Map([[index, settled]]), now));
}

/**
 * An item that was on its way when the server stopped the job (a rejected key, no connection):
 * back to waiting, and asked about first when its request may have left.
 */
export function putBack<K extends JobKind>(job: Job<K>, index: number, uncertain: boolean, now: number): JobChange<K> {
  const item = job.items[index];
  if (!item) return { job, changed: [] };
  return withItems(job, new Map([[index, waitingAgain(item, uncertain ? item.sentAt : undefined, 'waiting')]]), now);
}

function waitingAgain<K extends JobKind>(item: JobItem<K>, sentAt: number | undefined, state: ItemState): JobItem<K> {
  const since = [item.uncertainSince, sentAt].filter((at): at is number => at !== undefined);
  return {
    index: item.index,
    key: item.key,
    input: item.input,
    state,
    ...(since.length > 0 ? { uncertainSince: Math.min(...since) } : {}),
  };
}

/** New items learned on the way (an export's pages after the first answer). */
export function appendItems<K extends JobKind>(
  job: Job<K>,
  inputs: readonly JobKinds[K]['input'][],
  newKey: () => string,
  now: number,
): JobChange<K> {
  const added = inputs.map((itemInput, offset): JobItem<K> => ({
    index: job.items.length + offset,
    key: newKey(),
    input: itemInput,
    state: 'waiting',
  }));
  if (added.length === 0) return { job, changed: [] };
  const items = [...job.items, ...added];
  return {
    job: { header: { ...job.header, updatedAt: now, total: items.length, counts: countItems(items) }, items },
    changed: added.map((item) => item.index),
  };
}

const withStatus = <K extends JobKind>(job: Job<K>, status: JobStatus, now: number, stoppedBy?: string): Job<K> => {
  const { stoppedBy: _old, seen: _seen, ...header } = job.header;
  return { ...job, header: { ...header, status, updatedAt: now, ...(stoppedBy !== undefined ? { stoppedBy } : {}) } };
};

/** Pause: nothing more is sent until Resume; the item on its way finishes. `stoppedBy` when the server made it stop. */
export function pauseJob<K extends JobKind>(job: Job<K>, now: number, stoppedBy?: string): JobChange<K> {
  if (job.header.status !== 'running') return { job, changed: [] };
  return { job: withStatus(job, 'paused', now, stoppedBy), changed: [] };
}

/** Cancel: the items not sent yet are cancelled (Resume sends them); the one on its way finishes. */
export function cancelJob<K extends JobKind>(job: Job<K>, now: number): JobChange<K> {
  if (job.header.status !== 'running' && job.header.status !== 'paused') return { job, changed: [] };
  const changes = new Map<number, JobItem<K>>();
  for (const item of job.items) if (item.state === 'waiting') changes.set(item.index, { ...item, state: 'cancelled' });
  const { job: changed, changed: indices } = withItems(job, changes, now);
  return { job: withStatus(changed, 'cancelled', now), changed: indices };
}

/** Resume: a paused job goes on, a cancelled one sends its cancelled items. */
export function resumeJob<K extends JobKind>(job: Job<K>, now: number): JobChange<K> {
  if (job.header.status === 'running' || job.header.status === 'finished') return { job, changed: [] };
  const changes = new Map<number, JobItem<K>>();
  for (const item of job.items) if (item.state === 'cancelled') changes.set(item.index, { ...item, state: 'waiting' });
  const { job: changed, changed: indices } = withItems(job, changes, now);
  return finishIfDone({ job: withStatus(changed, 'running', now), changed: indices });
}

/** Retry of failed items (one, or every one when `index` is null): sent again under the same key. */
export function retryItems<K extends JobKind>(job: Job<K>, index: number | null, now: number): JobChange<K> {
  const changes = new Map<number, JobItem<K>>();
  for (const item of job.items) {
    if (item.state === 'failed' && (index === null || item.index === index)) {
      changes.set(item.index, waitingAgain(item, undefined, 'waiting'));
    }
  }
  if (changes.size === 0) return { job, changed: [] };
  const { job: changed, changed: indices } = withItems(job, changes, now);
  return finishIfDone({ job: withStatus(changed, 'running', now), changed: indices });
}

/**
 * A new background found the job as the stopped one left it: an item on its way is sent again,
 * and when its request had left, the server is asked first what became of it.
 */
export function recoverJob<K extends JobKind>(job: Job<K>, now: number): JobChange<K> {
  const changes = new Map<number, JobItem<K>>();
  const state: ItemState = job.header.status === 'cancelled' ? 'cancelled' : 'waiting';
  for (const item of job.items)
    if (item.state === 'sending') changes.set(item.index, waitingAgain(item, item.sentAt, state));
  return withItems(job, changes, now);
}

/** The user has seen how it ended (the popup's note dismissed, its page opened on it). */
export function markSeen<K extends JobKind>(job: Job<K>): JobChange<K> {
  return { job: { ...job, header: { ...job.header, seen: true } }, changed: [] };
}

/** A shortening item's draft: its address and alias, with the job's options. */
export function shortenDraft(input: JobKinds['shorten']['input'], params: ShortenParams): LinkDraft {
  return {
    destination: input.url,
    privacy: params.privacy,
    ...(input.alias.trim() !== '' ? { alias: input.alias.trim() } : {}),
    ...(params.spaceId !== null ? { spaceId: params.spaceId } : {}),
    ...(params.domainId !== null ? { domainId: params.domainId } : {}),
    ...(params.expiresOn !== null ? { expiry: { date: params.expiresOn } } : {}),
  };
}
