import { toApiError, type ApiError } from '@/lib/api/errors';
import type { Link } from '@/lib/api/model/link';
import type { Page } from '@/lib/api/model/page';

/**
 * Fetching every page of a filtered link list, one page after another, for an export. The run
 * can stop between pages, and a failed page can be tried again: what was fetched is kept, and
 * the run goes on from the page that failed.
 */

/** How far an export has come; a new value after each page (never changed in place). */
export interface ExportProgress {
  /** The next page to ask for (1-based). */
  nextPage: number;
  /** Pages answered so far. */
  pagesDone: number;
  /** The last page as the latest answer said; null before the first answer. */
  lastPage: number | null;
  /** How many links the server said match, in its first answer (when the export began). */
  reportedTotal: number | null;
  /** The same count in its latest answer: another number means the list changed meanwhile. */
  latestTotal: number | null;
  /** Every record received, each id once: what the server's total is to be compared with. */
  received: number;
  /** The links the export holds, in the server's order, each id once. */
  links: readonly Link[];
  /** Ids already received (duplicates across pages, when links were added meanwhile, are left out). */
  seen: ReadonlySet<number>;
  /** Records of the answers left out because their shape was unexpected (lib/api). */
  unreadable: number;
}

export const NO_PROGRESS: ExportProgress = {
  nextPage: 1,
  pagesDone: 0,
  lastPage: null,
  reportedTotal: null,
  latestTotal: null,
  received: 0,
  links: [],
  seen: new Set(),
  unreadable: 0,
};

export type ExportOutcome =
  | { kind: 'done'; progress: ExportProgress }
  | { kind: 'stopped'; progress: ExportProgress }
  | { kind: 'failed'; progress: ExportProgress; page: number; error: ApiError };

/** Whether the pages so far reach the end of the list (as the latest answer told it). */
export const fetchedAll = (progress: ExportProgress): boolean =>
  progress.lastPage !== null && progress.nextPage > progress.lastPage;

/** The progress with one more page: new links appended, ids already seen left out. */
export function withPage(progress: ExportProgress, page: Page<Link>, keep: (link: Link) => boolean): ExportProgress {
  const seen = new Set(progress.seen);
  const fresh = page.items.filter((link) => {
    if (seen.has(link.id)) return false;
    seen.add(link.id);
    return true;
  });
  return {
    nextPage: progress.nextPage + 1,
    pagesDone: progress.pagesDone + 1,
    // The latest answer's: links added meanwhile lengthen the list, deleted ones shorten it. An
    // empty page past the first is the end, whatever the server counted.
    lastPage: page.items.length === 0 && progress.nextPage > 1 ? progress.nextPage : Math.max(1, page.lastPage),
    reportedTotal: progress.reportedTotal ?? page.total,
    latestTotal: page.total,
    received: progress.received + fresh.length,
    links: [...progress.links, ...fresh.filter(keep)],
    seen,
    unreadable: progress.unreadable + page.unreadable,
  };
}

/**
 * Asks for the pages from `progress.nextPage` on, one after another, until the list's last page.
 * `stopped()` is read before each request and after each answer: once it says so no page is
 * asked any more, and an answer that arrives afterwards is dropped (the export ends as it was).
 */
/**
 * Whether links were added or deleted while the pages were fetched: the server's count moved, or
 * it sent another number of different links than it counted. The export then holds every link it
 * sent, each once, but links added or deleted meanwhile may be missing or left over.
 */
export const listChanged = (progress: ExportProgress): boolean =>
  progress.reportedTotal !== progress.latestTotal || progress.received !== progress.reportedTotal;

export async function fetchPages(
  progress: ExportProgress,
  fetchPage: (page: number) => Promise<Page<Link>>,
  keep: (link: Link) => boolean,
  onProgress: (progress: ExportProgress) => void,
  stopped: () => boolean,
): Promise<ExportOutcome> {
  let now = progress;
  while (!fetchedAll(now)) {
    if (stopped()) return { kind: 'stopped', progress: now };
    let page: Page<Link>;
    try {
      page = await fetchPage(now.nextPage);
    } catch (error) {
      if (stopped()) return { kind: 'stopped', progress: now };
      return { kind: 'failed', progress: now, page: now.nextPage, error: toApiError(error) };
    }
    if (stopped()) return { kind: 'stopped', progress: now };
    now = withPage(now, page, keep);
    onProgress(now);
  }
  return { kind: 'done', progress: now };
}
