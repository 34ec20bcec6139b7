import type { ApiErrorKind } from '../api/errors';
import type { Link, LinkDraft } from '../api/model/link';

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

/** Storage key (in `storage.local`). */
export const RECENT_LINKS_KEY = 'recentLinks';

/** Enough to find yesterday's links again; small enough to read on every popup open. */
export const RECENT_LINKS_LIMIT = 50;
