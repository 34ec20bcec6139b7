import { ApiError, toApiError } from '@/lib/api/errors';
import { characterCount, DESTINATION_MAX_CHARACTERS } from '@/lib/api/model/destination-limit';
import type { Link, LinkDraft } from '@/lib/api/model/link';
import { formatNumber } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/messages';
import { type FailedEntry, type RecentEntry, type ShortenSource, entryForRequest } from '@/lib/recent';
import type { ConnectedClient } from './dialect-guard';

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
  client: () => Promise<ConnectedClient>;
  readRecent: () => Promise<RecentEntry[]>;
  putRecent: (entry: RecentEntry) => Promise<unknown>;
  now?: () => number;
}

export interface Shortener {
  shorten(request: ShortenRequest): Promise<Link>;
}

/** Failures the popup shows at once and keeps in its form; the menu and shortcut have no form. */
const keepsFailures = (source: ShortenSource) => source !== 'popup';

/**
 * What is kept of a failure, and what a notification says of it. A refused draft is described by
 * what its fields say (ours, or the server's own 422 words), never by "some fields need
 * attention": a menu or shortcut shortening has no form to show them in.
 */
export function failureOf(error: unknown): FailedEntry['failure'] {
  const apiError = toApiError(error);
  const fieldMessages = [...new Set(Object.values(apiError.fields).flat())];
  const refused = apiError.kind === 'invalid-input' || apiError.kind === 'validation';
  return {
    kind: apiError.kind,
    message: refused && fieldMessages.length > 0 ? fieldMessages.join(' ') : apiError.message,
    ...(apiError.retryAfterSeconds !== undefined ? { retryAfterSeconds: apiError.retryAfterSeconds } : {}),
  };
}

/**
 * A destination longer than phpShort accepts is refused before anything is sent, with its length:
 * the server's 422 (or our form rule) would only say "too long", and a page's address cannot be
 * made shorter by trying again.
 */
function refuseTooLong(draft: LinkDraft): void {
  const length = characterCount(draft.destination.trim());
  if (length <= DESTINATION_MAX_CHARACTERS) return;
  const message = t('shortenAddressTooLong', {
    length: formatNumber(length),
    max: formatNumber(DESTINATION_MAX_CHARACTERS),
  });
  throw new ApiError('invalid-input', { message, fields: { destination: [message] } });
}

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

const settle = <T>(promise: Promise<T>): Promise<Settled<T>> =>
  promise.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  );

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
    // Both reads at once: they are the only work before the one request. Getting the client may
    // fail (no server profile yet, and the server does not answer the detection): that failure is
    // kept like any other, so a menu or shortcut shortening is never lost.
    const [earlier, client] = await Promise.all([
      deps.readRecent().then((entries) => entryForRequest(entries, request.requestId)),
      settle(deps.client()),
    ]);
    if (earlier?.status === 'done') return { link: earlier.link, recorded: Promise.resolve() };
    try {
      refuseTooLong(request.draft);
      if (!client.ok) throw client.error;
      const link = await client.value.links.create(request.draft);
      // The caller gets the link now; the record is written while it is being shown.
      const at = now();
      const serverOrigin = client.value.profile.serverOrigin;
      return {
        link,
        recorded: afterAnswer(() => deps.putRecent({ ...base, serverOrigin, at, status: 'done', link })),
      };
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
