import type { Link } from '@/lib/api/model/link';
import type { LinkListQuery } from '@/lib/api/model/link-query';

/**
 * The links of an export as a JSON file, for a backup or a move to another server: every link as
 * the model has it (`Link`, lib/api/model/link.ts), nothing rounded or left out, with what the
 * file is and where it came from. Never the API key.
 */

/** What the file says it is; a reader checks both before trusting the rest. */
export const LINKS_EXPORT_FORMAT = 'phpshort-extension-links';
/** Raised when a reader of older files would misread the new shape. */
export const LINKS_EXPORT_VERSION = 1;

/** The filter of the list the links came from: the list's query without its paging. */
export type ExportFilter = Omit<LinkListQuery, 'page' | 'perPage'>;

export interface LinksExport {
  format: typeof LINKS_EXPORT_FORMAT;
  version: typeof LINKS_EXPORT_VERSION;
  /** When the last page was fetched (ISO 8601, UTC). */
  exportedAt: string;
  /** The server's address (its origin). */
  server: string;
  filter: ExportFilter;
  /** How many links the server said matched when the export began (the list may change meanwhile). */
  reportedTotal: number | null;
  /** The same count in the last page's answer: another number than `reportedTotal` means the list changed meanwhile. */
  totalAtEnd: number | null;
  /** Records the server sent that could not be read (an unexpected shape): not in `links`. */
  unreadable: number;
  links: readonly Link[];
}

/** The file's text: indented, one field per line, for people comparing two backups too. */
export function linksJson(
  what: Omit<LinksExport, 'format' | 'version' | 'exportedAt'>,
  exportedAt: Date = new Date(),
): string {
  const file: LinksExport = {
    format: LINKS_EXPORT_FORMAT,
    version: LINKS_EXPORT_VERSION,
    exportedAt: exportedAt.toISOString(),
    ...what,
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}
