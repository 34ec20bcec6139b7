import { useCallback, useEffect, useState } from 'preact/hooks';
import { toApiError, type ApiError } from '@/lib/api/errors';
import type { Job, JobHeader, JobItem, JobKinds, ShortenParams } from '@/lib/jobs/job';
import { ask } from '@/lib/messages/channel';
import type { ServerId } from '@/lib/servers';
import { readJobHeaders, readJobItems, watchJobHeaders, watchJobItems } from '@/lib/storage/jobs';
import { useRequestPace } from '../common/use-request-pace';
import { markAnswer } from '../common/render-timing';

export interface ShortenJobView {
  /** The newest Shorten many job of the server; undefined: not read yet; null: none. */
  job: Job<'shorten'> | null | undefined;
  /** When items held for the server's rate limit may go again (epoch ms), while the job runs. */
  waitingUntil: number | null;
  /** The last action the background refused (e.g. another list under way), for the page to say. */
  problem: ApiError | null;
  start: (params: ShortenParams, inputs: JobKinds['shorten']['input'][]) => Promise<boolean>;
  pause: () => void;
  resume: () => void;
  cancel: () => void;
  retry: (index: number | null) => void;
  /** The user is done looking at it (New list): it no longer opens the page by itself. */
  seen: () => void;
}

const newestShorten = (headers: readonly JobHeader[], serverId: ServerId) =>
  (headers.find((header) => header.kind === 'shorten' && header.serverId === serverId) ??
    null) as JobHeader<'shorten'> | null;

/**
 * Shorten many's job as the background keeps it: the newest `shorten` job of the server, read
 * from storage when the page opens and followed there (its header and its items' chunks), so
 * every item the background settles shows at once, whether this page started the job or not.
 */
export function useShortenJob(serverId: ServerId): ShortenJobView {
  const [header, setHeader] = useState<JobHeader<'shorten'> | null | undefined>(undefined);
  const [items, setItems] = useState<JobItem<'shorten'>[] | undefined>(undefined);
  const [problem, setProblem] = useState<ApiError | null>(null);

  useEffect(() => {
    let live = true;
    setHeader(undefined);
    const unwatch = watchJobHeaders((headers) => live && setHeader(newestShorten(headers, serverId)));
    readJobHeaders().then(
      (headers) => live && setHeader((shown) => (shown === undefined ? newestShorten(headers, serverId) : shown)),
      // Unreadable: the page starts without a job.
      () => live && setHeader(null),
    );
    return () => {
      live = false;
      unwatch();
    };
  }, [serverId]);

  // The items follow the header's job: read again whenever one of its chunks changes.
  const jobId = header?.id ?? null;
  useEffect(() => {
    setItems(undefined);
    if (jobId === null) return undefined;
    let live = true;
    let asked = 0;
    const read = () => {
      const turn = ++asked;
      void readJobHeaders()
        .then((headers) => {
          const current = headers.find((candidate) => candidate.id === jobId);
          return current ? readJobItems(current) : [];
        })
        .then((read) => {
          // An older read that arrives late never replaces a newer one.
          if (!live || turn !== asked) return;
          markAnswer('bulkRun');
          setItems(read as JobItem<'shorten'>[]);
        });
    };
    const unwatch = watchJobItems(jobId, read);
    read();
    return () => {
      live = false;
      unwatch();
    };
  }, [jobId]);

  const waitingUntil = useRequestPace(serverId, header?.status === 'running');

  const act = useCallback(
    <T>(action: Promise<T>) =>
      action.then(
        (next) => {
          setProblem(null);
          return next;
        },
        (error: unknown) => {
          setProblem(toApiError(error));
          return undefined;
        },
      ),
    [],
  );
  const steer = (request: 'jobs/pause' | 'jobs/resume' | 'jobs/cancel' | 'jobs/seen') => () => {
    if (jobId !== null) void act(ask(request, { id: jobId }, serverId));
  };

  const job = header === undefined ? undefined : header === null ? null : items ? { header, items } : undefined;
  return {
    job,
    waitingUntil,
    problem,
    start: async (params, inputs) =>
      (await act(ask('jobs/start', { kind: 'shorten', params, inputs }, serverId))) !== undefined,
    pause: steer('jobs/pause'),
    resume: steer('jobs/resume'),
    cancel: steer('jobs/cancel'),
    retry: (index) => {
      if (jobId !== null) void act(ask('jobs/retry', { id: jobId, index }, serverId));
    },
    seen: steer('jobs/seen'),
  };
}
