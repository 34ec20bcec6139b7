import { ApiError } from '@/lib/api/errors';
import type { Link } from '@/lib/api/model/link';
import { t } from '@/lib/i18n/messages';
import { aliasFold } from '@/lib/import/alias-rules';
import type { ImportParams, ImportResult, JobItem } from '@/lib/jobs/job';
import { findStoredCreate } from '../../shortening/find-stored-create';
import type { ConnectedClient } from '../../transport/dialect-guard';
import type { KindRunner } from '../engine';

/** How many links a search by alias looks at: the server matches part of the alias anywhere. */
const ALIAS_MATCHES_LOOKED_AT = 100;

/** The refusal the report names apart: the alias is taken on the domain by another destination. */
const CONFLICT = 'conflict';

class ImportConflict extends ApiError {
  constructor(alias: string, destination: string) {
    super('invalid-input', { message: t('importConflictReason', { alias, destination }) });
  }
}

const draftOf = (input: JobItem<'import'>['input'], params: ImportParams) => ({
  destination: input.destination,
  ...(input.alias !== null ? { alias: input.alias } : {}),
  ...(params.domainId !== null ? { domainId: params.domainId } : {}),
  ...(params.spaceId !== null ? { spaceId: params.spaceId } : {}),
});

/**
 * The link that holds `alias` on the job's domain, if any. phpShort compares aliases without case
 * or accents, so a link whose alias folds alike is the one the server would refuse ours for.
 */
async function holderOf(client: ConnectedClient, alias: string, params: ImportParams): Promise<Link | null> {
  const page = await client.links.list({
    search: alias,
    searchIn: 'alias',
    perPage: ALIAS_MATCHES_LOOKED_AT,
    ...(params.domainId !== null ? { domainId: params.domainId } : {}),
  });
  const folded = aliasFold(alias);
  const onDomain = (link: Link) =>
    params.domainId === null || link.domain === null || link.domain.id === params.domainId;
  return page.items.find((link) => aliasFold(link.alias) === folded && onDomain(link)) ?? null;
}

const created = (link: Link): ImportResult => ({ outcome: 'created', id: link.id, shortUrl: link.shortUrl });

/**
 * Importing rows of another shortener's file, one at a time. A row with a back-half first looks
 * for it on the target domain: there with the same destination, it is already imported (nothing
 * is created, so the same file imported twice makes nothing the second time); there with another
 * destination, it is a conflict, refused and never overwritten. A create whose answer was lost is
 * looked for on the server before anything is sent again.
 */
export const importRunner: KindRunner<'import'> = {
  async send(item, job, client) {
    const { alias, destination } = item.input;
    if (alias !== null) {
      const holder = await holderOf(client, alias, job.header.params);
      if (holder?.destination === destination)
        return { outcome: 'already-there', id: holder.id, shortUrl: holder.shortUrl };
      if (holder) throw new ImportConflict(holder.alias, holder.destination);
    }
    return created(await client.links.create(draftOf(item.input, job.header.params)));
  },
  async lookUp(item, job, client) {
    const knownIds = new Set(
      job.items.flatMap((other) => (other.state === 'done' && other.result ? [other.result.id] : [])),
    );
    const found = await findStoredCreate(client, {
      draft: draftOf(item.input, job.header.params),
      since: item.uncertainSince ?? Date.now(),
      knownIds,
    });
    return found ? { result: created(found) } : null;
  },
  refusedAs: (error) => (error instanceof ImportConflict ? CONFLICT : undefined),
  // One import at a time per server: a second would halve the first's pace, and the page shows one.
  refuseStart: (server, unfinished) =>
    unfinished.some((header) => header.kind === 'import' && header.serverId === server)
      ? t('importAlreadyRunning')
      : null,
};
