import type { ApiErrorKind } from './api/errors';
import type { Link, LinkDraft } from './api/model/link';

/**
 * Links made through the extension, newest first, with the menu and shortcut attempts that failed
 * (kept for Retry). The background writes them (entrypoints/background/recent-store.ts); the popup reads them.
 */

/** Where a shortening was asked for. */
export type ShortenSource = 'popup' | 'context-menu' | 'shortcut';

/** What is kept of a failure: enough to say what happened and to try again. */
interface RecentFailure {
  kind: ApiErrorKind;
  message: string;
  retryAfterSeconds?: number;
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
}

export interface DoneEntry extends RecentBase {
  status: 'done';
  link: Link;
}

export interface FailedEntry extends RecentBase {
  status: 'failed';
  failure: RecentFailure;
  /** What to send again on Retry (menu and shortcut drafts carry no passwords). */
  draft: LinkDraft;
}

export type RecentEntry = DoneEntry | FailedEntry;

/** Enough to find yesterday's links again; small enough to read on every popup open. */
export const RECENT_LINKS_LIMIT = 50;

/** The newest link made for this page, if any: the popup offers it before making another. */
export function newestDoneForPage(entries: readonly RecentEntry[], pageUrl: string): DoneEntry | undefined {
  return entries.find(
    (entry): entry is DoneEntry =>
      entry.status === 'done' && (entry.pageUrl === pageUrl || entry.link.destination === pageUrl),
  );
}

export function entryForRequest(entries: readonly RecentEntry[], requestId: string): RecentEntry | undefined {
  return entries.find((entry) => entry.requestId === requestId);
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
