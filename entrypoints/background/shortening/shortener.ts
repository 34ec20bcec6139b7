import { ApiError, toApiError, writeOutcomeUnknown } from '@/lib/api/errors';
import { characterCount, DESTINATION_MAX_CHARACTERS } from '@/lib/api/model/destination-limit';
import type { Link, LinkDraft } from '@/lib/api/model/link';
import { formatNumber } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/messages';
import {
  type FailedEntry,
  type PendingCreate,
  type RecentEntry,
  type ShortenResult,
  type ShortenSource,
  mayBeOf,
  type ServerRef,
} from '@/lib/recent';
import type { ServerId } from '@/lib/servers';
import { serverRefOf, type ConnectedClient } from '../transport/dialect-guard';
import { findStoredCreate } from './find-stored-create';
import { storableDraft, unansweredTryFor } from './unanswered-try';

interface ShortenRequest {
  /** Chosen by the asker once per attempt: a repeat (double click, resent message) joins the first. */
  requestId: string;
  pageUrl: string;
  draft: LinkDraft;
  source: ShortenSource;
  /** The recent entry this attempt retries; it is replaced by the outcome. */
  entryId?: string;
  /** The server to make it on; absent or null: the current one. */
  server?: ServerId | null;
}

export interface ShortenerDeps {
  client: (server: ServerId | null) => Promise<ConnectedClient>;
  readRecent: () => Promise<RecentEntry[]>;
  putRecent: (entry: RecentEntry) => Promise<unknown>;
  /** Keeps a create while it waits for its answer (entrypoints/background/shortening/pending-creates.ts); none: not kept. */
  pending?: { mark: (pending: PendingCreate) => Promise<unknown>; clear: (requestId: string) => Promise<unknown> };
  /** Settles once recent links hold what a stopped background left unanswered (awaited before each shortening). */
  ready?: Promise<unknown>;
  now?: () => number;
}

export interface Shortener {
  shorten(request: ShortenRequest): Promise<ShortenResult>;
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
export function refuseTooLong(draft: LinkDraft): void {
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
  const inFlight = new Map<string, Promise<ShortenResult>>();

  async function create(request: ShortenRequest): Promise<{ result: ShortenResult; recorded: Promise<unknown> }> {
    // Both reads at once: they are the only work before the one request. Getting the client may
    // fail (no server profile yet, and the server does not answer the detection): that failure is
    // kept like any other, so a menu or shortcut shortening is never lost.
    const [entries, client] = await Promise.all([
      deps.ready ? deps.ready.then(deps.readRecent, deps.readRecent) : deps.readRecent(),
      settle(deps.client(request.server ?? null)),
    ]);
    const earlier = entryForRequest(entries, request.requestId);
    if (earlier?.status === 'done') {
      return { result: { link: earlier.link, foundStored: false, entryId: earlier.id }, recorded: Promise.resolve() };
    }
    // A try of the same draft on the same server that got no answer: that server may have made its link.
    const server = client.ok ? serverRefOf(client.value) : null;
    const unanswered = unansweredTryFor(server ? entries.filter((entry) => mayBeOf(entry, server)) : entries, request);
    const base = {
      id: unanswered?.id ?? request.entryId ?? request.requestId,
      // Settling an unanswered try, the entry keeps that try's request id: the popup that sent it
      // may send it again (Shorten once more), and must get this outcome, not make another link.
      requestId: unanswered?.requestId ?? request.requestId,
      pageUrl: request.pageUrl,
      source: request.source,
      // Retry goes to the server it was asked of, also after a failure before any answer.
      ...(server ?? (request.server ? { serverId: request.server } : {})),
    };
    const startedAt = now();
    let sent = false;
    // Not a boolean variable: it is set inside a callback, where the checker cannot follow it.
    const lookup = { failed: false };
    // The pending record goes once the outcome is kept: a stop in between still leaves a trace.
    const forgetPending = () => (sent ? deps.pending?.clear(request.requestId) : undefined);
    try {
      refuseTooLong(request.draft);
      if (!client.ok || server === null) throw client.ok ? new ApiError('not-configured') : client.error;
      const done = (link: Link, foundStored: boolean) => ({
        result: { link, foundStored, entryId: base.id },
        // The caller gets the link now; the record is written while it is being shown.
        recorded: afterAnswer(() => deps.putRecent({ ...base, at: now(), status: 'done', link })).then(forgetPending),
      });
      if (unanswered?.failure.uncertainSince !== undefined) {
        const found = await findStoredCreate(client.value, {
          draft: request.draft,
          since: unanswered.failure.uncertainSince,
          knownIds: knownLinkIds(entries, server),
        }).catch((error: unknown) => {
          lookup.failed = true;
          throw error;
        });
        if (found) return done(found, true);
      }
      const stored = storableDraft(request.draft);
      await deps.pending?.mark({
        requestId: request.requestId,
        ...(base.id !== request.requestId ? { entryId: base.id } : {}),
        pageUrl: request.pageUrl,
        source: request.source,
        ...stored,
        startedAt,
        ...server,
      });
      sent = true;
      const link = await client.value.links.create(request.draft);
      return done(link, false);
    } catch (error) {
      // A wrong guess costs one lookup before the next try, never a duplicate link.
      const thisTryUnknown = sent && writeOutcomeUnknown(error);
      const since = [unanswered?.failure.uncertainSince, thisTryUnknown ? startedAt : undefined].filter(
        (at): at is number => at !== undefined,
      );
      const uncertainSince = since.length > 0 ? Math.min(...since) : undefined;
      const failure = failureOf(error);
      const told = lookup.failed
        ? new ApiError(toApiError(error).kind, { message: t('shortenLookupFailed', { reason: failure.message }) })
        : thisTryUnknown
          ? new ApiError(toApiError(error).kind, { message: `${failure.message} ${t('shortenMayBeStored')}` })
          : error;
      if (keepsFailures(request.source) || request.entryId !== undefined || uncertainSince !== undefined) {
        const { draft, secretsLeftOut } = storableDraft(request.draft);
        await deps.putRecent({
          ...base,
          at: now(),
          status: 'failed',
          failure: { ...failureOf(told), ...(uncertainSince !== undefined ? { uncertainSince } : {}) },
          draft,
          ...(secretsLeftOut ? { secretsLeftOut } : {}),
        });
      }
      await forgetPending();
      throw told;
    }
  }

  return {
    shorten(request) {
      const running = inFlight.get(request.requestId);
      if (running) return running;
      const outcome = create(request);
      const result = outcome.then((done) => done.result);
      inFlight.set(request.requestId, result);
      const forget = () => inFlight.delete(request.requestId);
      outcome.then((done) => done.recorded).then(forget, forget);
      return result;
    },
  };
}

export function entryForRequest(entries: readonly RecentEntry[], requestId: string): RecentEntry | undefined {
  return entries.find((entry) => entry.requestId === requestId);
}

/** The links recent entries already stand for on this server: an unanswered try's link is none of them. */
function knownLinkIds(entries: readonly RecentEntry[], server: ServerRef): Set<number> {
  return new Set(
    entries.flatMap((entry) => (entry.status === 'done' && mayBeOf(entry, server) ? [entry.link.id] : [])),
  );
}

/**
 * Runs `work` once the answer being prepared has gone out. An answer travels through promise
 * callbacks only, so a zero timeout is enough; storage writes started before it (recent links,
 * the cleared draft) would otherwise be queued in the browser ahead of the reply the popup waits for.
 */
export function afterAnswer<T>(work: () => Promise<T>): Promise<T> {
  return new Promise<void>((resolve) => setTimeout(resolve, 0)).then(work);
}
