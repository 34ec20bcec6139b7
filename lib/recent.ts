import type { ApiErrorKind } from './api/errors';
import type { Link, LinkDraft } from './api/model/link';
import type { ServerId } from './servers';

/**
 * Links made through the extension, newest first, with the menu and shortcut attempts that failed
 * (kept for Retry, or until dismissed). The background writes them (entrypoints/background/shortening/recent-store.ts),
 * and keeps the links as the server has them (edits, deletes, checks); the popup reads them.
 */

/**
 * Where a shortening was asked for. `bulk` (many at once, a `shorten` job of lib/jobs/job.ts) keeps
 * its outcomes in its job, never in recent links: a hundred links would push out the user's own.
 */
export type ShortenSource = 'popup' | 'context-menu' | 'shortcut' | 'toolbar' | 'bulk';

/** What is kept of a failure: enough to say what happened and to try again. */
interface RecentFailure {
  kind: ApiErrorKind;
  message: string;
  retryAfterSeconds?: number;
  /**
   * Set when no readable answer came to a create that was sent (a timeout, a connection broken
   * after sending, the background stopped): the server may have made the link. The epoch ms at
   * which the earliest such try was sent; the next try looks for that link before it creates one.
   */
  uncertainSince?: number;
}

interface RecentBase {
  /** Stable across retries, so the popup can ask for "retry this one". */
  id: string;
  /** The request that produced this entry; a repeat of it answers from here. */
  requestId: string;
  /** The page the shortening was for (the tab, the link or the selected URL). */
  pageUrl: string;
  source: ShortenSource;
  /** Epoch milliseconds of the last attempt. */
  at: number;
  /**
   * The origin of the server it was made on (absent in entries of older releases, and in failures
   * that never reached a server): a link of another server is never offered, checked or changed.
   */
  serverOrigin?: string;
  /**
   * The server in the user's list it was made on (absent in entries of releases before several
   * servers that were not of the saved server, and in failures that never reached a server):
   * Retry sends to it, and a link is offered only while its server is the one in use.
   */
  serverId?: ServerId;
}

/** Which server something is about: its place in the user's list, and its origin. */
export interface ServerRef {
  serverId: ServerId;
  serverOrigin: string;
}

export interface DoneEntry extends RecentBase {
  status: 'done';
  link: Link;
}

export interface FailedEntry extends RecentBase {
  status: 'failed';
  failure: RecentFailure;
  /** What to send again on Retry (menu and shortcut drafts carry no passwords; popup drafts' are left out). */
  draft: LinkDraft;
  /** The popup's draft had passwords, which never go to disk: Retry from the list cannot send it whole. */
  secretsLeftOut?: boolean;
}

export type RecentEntry = DoneEntry | FailedEntry;

/**
 * A shortening's link. `foundStored`: an earlier try got no answer, and the server turned out to
 * have made the link then; it is this link, and no second one was made.
 */
export interface ShortenResult {
  link: Link;
  foundStored: boolean;
  /** The recent entry the outcome was filed under (the popup drops it from its failures). */
  entryId: string;
}

/**
 * A create on its way to the server, written before it is sent and removed with its outcome.
 * One found when the background starts was cut off by the background stopping: it becomes a
 * failure whose outcome is unknown (entrypoints/background/shortening/pending-creates.ts).
 */
export interface PendingCreate {
  requestId: string;
  /** The recent entry it retries, if any; else the failure is filed under the request id. */
  entryId?: string;
  pageUrl: string;
  source: ShortenSource;
  /** Without its passwords (`secretsLeftOut`). */
  draft: LinkDraft;
  secretsLeftOut?: boolean;
  /** When it was sent (epoch ms). */
  startedAt: number;
  serverOrigin?: string;
  serverId?: ServerId;
}

/**
 * What the server said of a link made earlier: it still stands for its page (`current`, with the
 * record as it is now, e.g. renamed), it no longer does (`gone`: deleted, edited to lead elsewhere,
 * or expired or disabled; dropped from recent links), or it could not say (`unchecked`: kept as it was).
 */
export type RecentVerdict =
  | { status: 'current'; entry: DoneEntry }
  | { status: 'gone'; reason: 'deleted' | 'elsewhere' | 'inactive'; entry: DoneEntry }
  | { status: 'unchecked'; entry: DoneEntry };

/** Enough to find yesterday's links again; small enough to read on every popup open. */
export const RECENT_LINKS_LIMIT = 50;

/**
 * Whether `entry` may belong to `server`: it names no other server (entries of older releases
 * name none), and it was made at that server's origin or does not say (a server whose address was
 * changed to another origin is another server for its links).
 */
export function mayBeOf(entry: Pick<RecentEntry, 'serverId' | 'serverOrigin'>, server: ServerRef): boolean {
  if (entry.serverId !== undefined && entry.serverId !== server.serverId) return false;
  return entry.serverOrigin === undefined || entry.serverOrigin === server.serverOrigin;
}

/**
 * The newest link made for this page, if any: the popup offers it before making another, and the
 * menu and the shortcut copy it. With `server`, only a link of that server.
 */
export function newestDoneForPage(
  entries: readonly RecentEntry[],
  pageUrl: string,
  server?: ServerRef,
): DoneEntry | undefined {
  return entries.find(
    (entry): entry is DoneEntry =>
      entry.status === 'done' &&
      (server === undefined || mayBeOf(entry, server)) &&
      (entry.pageUrl === pageUrl || entry.link.destination === pageUrl),
  );
}

/**
 * Failures that the same request meets again: the draft breaks a rule (ours or the server's 422).
 * Retry is not offered for them; the entry stays listed, with its reason, until dismissed.
 */
const FINAL_FAILURES: ReadonlySet<ApiErrorKind> = new Set(['invalid-input', 'validation']);

export function retryCanHelp(failure: Pick<RecentFailure, 'kind'>): boolean {
  return !FINAL_FAILURES.has(failure.kind);
}

/** Storage may hold anything (an older release, a hand edit): keep only what looks like entries. */
export function readEntries(raw: unknown): RecentEntry[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter((item): item is RecentEntry => {
    if (typeof item !== 'object' || item === null) return false;
    const entry = item as { id?: unknown; pageUrl?: unknown; status?: unknown; link?: { shortUrl?: unknown } | null };
    if (typeof entry.id !== 'string' || typeof entry.pageUrl !== 'string') return false;
    return entry.status === 'failed' || (entry.status === 'done' && typeof entry.link?.shortUrl === 'string');
  });
}
