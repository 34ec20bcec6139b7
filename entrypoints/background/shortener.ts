import type { ApiClient } from '@/lib/api/client';
import { toApiError } from '@/lib/api/errors';
import type { Link, LinkDraft } from '@/lib/api/model/link';
import { type FailedEntry, type RecentEntry, type ShortenSource, entryForRequest } from '@/lib/recent';

interface ShortenRequest {
  /** Chosen by the asker once per attempt: a repeat (double click, resent message) joins the first. */
  requestId: string;
  pageUrl: string;
  draft: LinkDraft;
  source: ShortenSource;
  /** The recent entry this attempt retries; it is replaced by the outcome. */
  entryId?: string;
}

export interface ShortenerDeps {
  client: () => Promise<ApiClient>;
  readRecent: () => Promise<RecentEntry[]>;
  putRecent: (entry: RecentEntry) => Promise<unknown>;
  now?: () => number;
}

export interface Shortener {
  shorten(request: ShortenRequest): Promise<Link>;
}

/** Failures the popup shows at once and keeps in its form; the menu and shortcut have no form. */
const keepsFailures = (source: ShortenSource) => source !== 'popup';

function failureOf(error: unknown): FailedEntry['failure'] {
  const apiError = toApiError(error);
  return {
    kind: apiError.kind,
    message: apiError.message,
    ...(apiError.retryAfterSeconds !== undefined ? { retryAfterSeconds: apiError.retryAfterSeconds } : {}),
  };
}

/**
 * The one way a link gets made: one create call per request id, the outcome kept in recent
 * links. A request id already in flight joins that call; one already done answers its link
 * (the list is in storage, so this holds across service-worker restarts).
 */
export function createShortener(deps: ShortenerDeps): Shortener {
  const now = deps.now ?? Date.now;
  /** Request id → the link being made; kept until the outcome is stored, so a repeat never slips between. */
  const inFlight = new Map<string, Promise<Link>>();

  async function create(request: ShortenRequest): Promise<{ link: Link; recorded: Promise<unknown> }> {
    const base = {
      id: request.entryId ?? request.requestId,
      requestId: request.requestId,
      pageUrl: request.pageUrl,
      source: request.source,
    };
    // Both reads at once: they are the only work before the one request.
    const [earlier, client] = await Promise.all([
      deps.readRecent().then((entries) => entryForRequest(entries, request.requestId)),
      deps.client(),
    ]);
    if (earlier?.status === 'done') return { link: earlier.link, recorded: Promise.resolve() };
    try {
      const link = await client.links.create(request.draft);
      // The caller gets the link now; the record is written while it is being shown.
      const at = now();
      return { link, recorded: afterAnswer(() => deps.putRecent({ ...base, at, status: 'done', link })) };
    } catch (error) {
      if (keepsFailures(request.source) || request.entryId !== undefined) {
        await deps.putRecent({ ...base, at: now(), status: 'failed', failure: failureOf(error), draft: request.draft });
      }
      throw error;
    }
  }

  return {
    shorten(request) {
      const running = inFlight.get(request.requestId);
      if (running) return running;
      const outcome = create(request);
      const link = outcome.then((done) => done.link);
      inFlight.set(request.requestId, link);
      const forget = () => inFlight.delete(request.requestId);
      outcome.then((done) => done.recorded).then(forget, forget);
      return link;
    },
  };
}

/**
 * Runs `work` once the answer being prepared has gone out. An answer travels through promise
 * callbacks only, so a zero timeout is enough; storage writes started before it (recent links,
 * the cleared draft) would otherwise be queued in the browser ahead of the reply the popup waits for.
 */
export function afterAnswer<T>(work: () => Promise<T>): Promise<T> {
  return new Promise<void>((resolve) => setTimeout(resolve, 0)).then(work);
}
