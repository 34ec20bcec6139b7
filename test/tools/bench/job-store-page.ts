/**
 * Runs inside an extension page of the production build (bundled by ./job-store.ts): the
 * background's own job writer stores a Shorten many job of `count` addresses in the browser's
 * storage, then settles it item by item as the engine does (each answer stored with the next
 * item's mark, in one write), and times each item's write.
 */
import { browser } from 'wxt/browser';
import type { Link } from '../../../lib/api/model/link';
import { markNextSending, markSending, newJob, settleItem } from '../../../lib/jobs/job';
import { jobWriter } from '../../../lib/storage/jobs';

/** A link as a current server answers a create: what each settled item keeps. */
function createdLink(index: number): Link {
  const alias = `bench-${String(index)}`;
  return {
    id: 1000 + index,
    alias,
    destination: `https://example.com/articles/${String(index)}/a-reasonably-long-path-for-realism`,
    shortUrl: `https://go.example.com/${alias}`,
    title: `Article ${String(index)}: a title as long as a page's usually is`,
    space: { id: 1, name: 'Newsletter', color: 2 },
    domain: { id: 1, name: 'go.example.com' },
    pixels: [],
    disabled: false,
    privacy: 'public',
    hasRedirectPassword: false,
    hasPrivacyPassword: false,
    expiry: { startDate: null, startTime: null, date: null, time: null, clickLimit: null, redirectUrl: null },
    targeting: { kind: 'none' },
    clicks: 0,
    createdAt: '2026-11-28T12:00:00Z',
    updatedAt: '2026-11-28T12:00:00Z',
  };
}

export interface JobStoreTimes {
  /** Storing the new job, all its chunks. */
  createMs: number;
  /** Each item: its "sending" and its answer stored, one after the other (ms). */
  perItemMs: number[];
}

async function measure(count: number): Promise<JobStoreTimes> {
  await browser.storage.local.clear();
  const writer = jobWriter();
  let serial = 0;
  const inputs = Array.from({ length: count }, (_, index) => ({
    url: `https://example.com/articles/${String(index)}/a-reasonably-long-path-for-realism`,
    alias: '',
  }));
  const params = { spaceId: 1, domainId: 1, privacy: 'public' as const, expiresOn: null };
  const created = performance.now();
  let job = newJob(
    { id: 'bench', kind: 'shorten', serverId: '1', params, inputs },
    () => `key-${String(serial++)}`,
    Date.now(),
  );
  await writer.save({ job, changed: [] }, { whole: true });
  const createMs = performance.now() - created;
  const perItemMs: number[] = [];
  // The first item goes alone; each answer after it is stored with the next item's mark, as the engine does.
  const first = markSending(job, 0, Date.now());
  await writer.save(first);
  job = first.job;
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    const settled = settleItem(job, index, { kind: 'done', result: createdLink(index) }, Date.now());
    const change = markNextSending(settled, Date.now());
    await writer.save(change);
    job = change.job;
    perItemMs.push(performance.now() - started);
  }
  if (job.header.status !== 'finished') throw new Error(`The bench job ended ${job.header.status}`);
  return { createMs, perItemMs };
}

declare global {
  var measureJobStore: typeof measure;
}
globalThis.measureJobStore = measure;
