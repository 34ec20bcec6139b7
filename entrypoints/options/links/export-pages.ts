import type { Link } from '@/lib/api/model/link';
import type { ExportPage, ExportParams, Job } from '@/lib/jobs/job';
import { linksCsv } from './export-csv';
import { linksJson } from './export-json';
import { keepOf } from './export-filter';

/**
 * An export's pages as the background stored them in its job (lib/jobs/job.ts), made into what
 * the dialog shows and the files hold: each link once, in the server's order, picked as the list
 * picks them, and whether the list changed while the pages were fetched.
 */

/** How far an export has come; a new value after each page (never changed in place). */
export interface ExportProgress {
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
  pagesDone: 0,
  lastPage: null,
  reportedTotal: null,
  latestTotal: null,
  received: 0,
  links: [],
  seen: new Set(),
  unreadable: 0,
};

/** The progress with page `number` added: new links appended, ids already seen left out. */
function withPage(
  progress: ExportProgress,
  number: number,
  page: ExportPage,
  keep: (link: Link) => boolean,
): ExportProgress {
  const seen = new Set(progress.seen);
  const fresh = page.links.filter((link) => {
    if (seen.has(link.id)) return false;
    seen.add(link.id);
    return true;
  });
  return {
    pagesDone: progress.pagesDone + 1,
    // The latest answer's: links added meanwhile lengthen the list, deleted ones shorten it. An
    // empty page past the first is the end, whatever the server counted.
    lastPage: page.links.length === 0 && number > 1 ? number : Math.max(1, page.lastPage),
    reportedTotal: progress.reportedTotal ?? page.total,
    latestTotal: page.total,
    received: progress.received + fresh.length,
    links: [...progress.links, ...fresh.filter(keep)],
    seen,
    unreadable: progress.unreadable + page.unreadable,
  };
}

/**
 * Whether links were added or deleted while the pages were fetched: the server's count moved, or
 * it sent another number of different links than it counted. The export then holds every link it
 * sent, each once, but links added or deleted meanwhile may be missing or left over.
 */
export const listChanged = (progress: ExportProgress): boolean =>
  progress.reportedTotal !== progress.latestTotal || progress.received !== progress.reportedTotal;

/** The pages the job holds so far, in page order; `keep` picks the links as the list did when Export was asked. */
export function progressOfJob(job: Job<'export'>): ExportProgress {
  const keep = keepOf(job.header.params.state, new Date(job.header.createdAt));
  const answered = job.items
    .filter((item) => item.state === 'done' && item.result !== undefined)
    .sort((a, b) => a.input.page - b.input.page);
  let progress = NO_PROGRESS;
  for (const item of answered) {
    // An empty page past the first ended the list: pages asked after it add nothing.
    if (progress.lastPage !== null && item.input.page > progress.lastPage && progress.pagesDone > 0) break;
    if (item.result) progress = withPage(progress, item.input.page, item.result, keep);
  }
  return progress;
}

export interface ExportFiles {
  csv: () => string;
  json: () => string;
  /** When the last page was stored: the files' date. */
  date: Date;
  count: number;
  changed: boolean;
  progress: ExportProgress;
}

/** The files of a finished export: the CSV and JSON as the dialog always made them. */
export function exportFiles(job: Job<'export'>, serverOrigin: string): ExportFiles {
  const progress = progressOfJob(job);
  const params: ExportParams = job.header.params;
  const date = new Date(job.header.updatedAt);
  const { links, reportedTotal, latestTotal, unreadable } = progress;
  return {
    csv: () => linksCsv(links),
    json: () =>
      linksJson(
        { server: serverOrigin, filter: params.filter, reportedTotal, totalAtEnd: latestTotal, unreadable, links },
        date,
      ),
    date,
    count: links.length,
    changed: listChanged(progress),
    progress,
  };
}
