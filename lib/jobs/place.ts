import { bulkViewPath } from '../bulk/view-url';
import type { JobHeader } from './job';

/**
 * Where a job is shown in the options page, on its own server: Shorten many in its section, a
 * delete of links and an export in Links (whose files are downloaded there), a space's delete in
 * Spaces, an import in Import. The popup's Show opens it.
 */
export function jobPlacePath(header: JobHeader): `/options.html${string}` {
  if (header.kind === 'shorten') return bulkViewPath({ server: header.serverId });
  const view = header.kind === 'delete-space' ? 'spaces' : header.kind === 'import' ? 'import' : 'links';
  return `/options.html?${new URLSearchParams({ view, server: header.serverId }).toString()}`;
}
