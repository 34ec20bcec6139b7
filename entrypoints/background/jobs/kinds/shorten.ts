import type { Link } from '@/lib/api/model/link';
import { t } from '@/lib/i18n/messages';
import { shortenDraft } from '@/lib/jobs/job';
import { findStoredCreate } from '../../shortening/find-stored-create';
import { refuseTooLong } from '../../shortening/shortener';
import type { KindRunner } from '../engine';

/**
 * Shorten many: one create per address, with the item's key as its request id. A create whose
 * answer was lost is looked for on the server (by its alias, or its address among the newest
 * links made since) before it is sent again, never taking a link another item already has.
 */
export const shortenRunner: KindRunner<'shorten'> = {
  send(item, job, client): Promise<Link> {
    const draft = shortenDraft(item.input, job.header.params);
    refuseTooLong(draft);
    return client.links.create(draft);
  },
  async lookUp(item, job, client) {
    const knownIds = new Set(
      job.items.flatMap((other) => (other.state === 'done' && other.result ? [other.result.id] : [])),
    );
    const found = await findStoredCreate(client, {
      draft: shortenDraft(item.input, job.header.params),
      since: item.uncertainSince ?? Date.now(),
      knownIds,
    });
    return found ? { result: found } : null;
  },
  // One list at a time per server: a second would halve the first's pace, and the page shows one.
  refuseStart: (server, unfinished) =>
    unfinished.some((header) => header.kind === 'shorten' && header.serverId === server)
      ? t('bulkAlreadyRunning')
      : null,
};
