import type { ExportPage } from '@/lib/jobs/job';
import type { KindRunner } from '../engine';

/**
 * An export: every page of a filtered list, one request each, kept with the job until the file is
 * made. The first answer tells how many pages there are; they become the job's next items. Reading
 * again is harmless, so a page whose answer was lost is simply asked again. Pages go in turn, and a
 * failed one holds the rest: a page asked after links moved down would skip the ones it pushed.
 */
export const exportRunner: KindRunner<'export'> = {
  async send(item, job, client): Promise<ExportPage> {
    const { filter, perPage } = job.header.params;
    const page = await client.links.list({ ...filter, page: item.input.page, perPage });
    return { links: page.items, lastPage: page.lastPage, total: page.total, unreadable: page.unreadable };
  },
  stopsAtFailure: true,
  revealed(job, page) {
    const asked = job.items.length;
    // Links added meanwhile lengthen the list; pages past a shortened one answer empty.
    return Array.from({ length: Math.max(0, page.lastPage - asked) }, (_, offset) => ({ page: asked + offset + 1 }));
  },
};
