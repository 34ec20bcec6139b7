import { ApiError } from '@/lib/api/errors';
import { rateLimitOf, type PacedAnswer, type PacedTurn, type RequestPacer } from '@/lib/api/http';
import type { RequestPace } from '@/lib/messages/protocol';

/**
 * The one queue every request to the server passes through (lib/api/http.ts asks it for a turn).
 * phpShort allows 60 requests a minute per client IP, shared by everyone behind that address and
 * counted before the key is checked (lib/api/README.md; ARCHITECTURE.md, "Sparing the
 * server"). The queue learns the budget from the answers' `X-RateLimit-*` headers and a 429's
 * `Retry-After`, and spends it by priority:
 *
 * - `user`: what a person is waiting for (a shortening, an edit, a page they opened). It may use
 *   the whole budget; when it would have to wait longer than {@link USER_WAIT_CAP_MS}, it fails at
 *   once with the rate-limited error and the time, instead of a spinner for a minute.
 * - `bulk`: many records at once (deleting selected links). It leaves a few requests of each
 *   window to people ({@link KEPT_SHARE}), and otherwise waits as long as the server asks.
 * - `look-up`: what a person may want but did not ask for (the popup looking for a link the page
 *   already has). It goes at once while more than people's share is left, and is otherwise dropped
 *   (rate-limited error), never waiting and never sent again after a 429: nothing waits for it.
 * - `refresh`: the background updating a list that pages already have. It goes only while enough
 *   requests are left and is dropped (rate-limited error; the stored list stays) rather than wait:
 *   a refresh never delays anyone's action.
 *
 * A 429 means the server did not process the request, so sending it again is safe (even a create).
 * The state lives in the background's memory only: a restarted service worker starts trusting,
 * and the server's next answer teaches it again.
 */

export type RequestPriority = 'user' | 'look-up' | 'bulk' | 'refresh';

/** Laravel's `throttle:60,1`: a window opens at a client's first request and lasts a minute. */
const WINDOW_MS = 60_000;
/** What phpShort allows until a server says otherwise in `X-RateLimit-Limit`. */
const ASSUMED_LIMIT = 60;
/**
 * How long a person's request may wait for the server's window: a shortening shows progress for
 * a few seconds at most; longer, the user is better told how long to wait.
 */
export const USER_WAIT_CAP_MS = 10_000;
/**
 * The share of each window a priority leaves to the ones before it. Bulk work and look-ups keep a
 * twelfth (5 of phpShort's 60) for people: a shortening during a long delete, or right after the
 * popup looked for the page's link, still goes at once. Refreshes stop at a sixth (10 of 60) left,
 * so they never eat what people and bulk work need.
 */
const KEPT_SHARE: Record<RequestPriority, number> = { user: 0, 'look-up': 1 / 12, bulk: 1 / 12, refresh: 1 / 6 };
/** 429s in a row after which a request gives up (the server keeps refusing whatever it said). */
const MAX_ATTEMPTS: Record<RequestPriority, number> = { user: 3, 'look-up': 1, bulk: 20, refresh: 1 };
const ORDER: RequestPriority[] = ['user', 'look-up', 'bulk', 'refresh'];
/** Priorities dropped rather than held when they cannot go at once. */
const NEVER_WAITS: ReadonlySet<RequestPriority> = new Set(['look-up', 'refresh']);

export interface QueueOptions {
  /** The server's window; phpShort's is a minute (tests use a shorter one). */
  windowMs?: number;
}

interface Waiter {
  priority: RequestPriority;
  attempt: number;
  signal: AbortSignal | undefined;
  admit: () => void;
  refuse: (error: ApiError) => void;
}

/** What is known of one server's budget. */
interface Lane {
  limit: number;
  /** The server's last word on requests left in its window; null: a window not seen yet. */
  remaining: number | null;
  /** When that window has surely ended (it began no later than the answer that showed it). */
  windowEndsAt: number | null;
  /** A 429 said: nothing before this time. */
  blockedUntil: number;
  inFlight: number;
  waiting: Waiter[];
  /** Held requests may go at this time (for pages to show), null when none is held. */
  heldUntil: number | null;
  timer: ReturnType<typeof setTimeout> | undefined;
}

const newLane = (): Lane => ({
  limit: ASSUMED_LIMIT,
  remaining: null,
  windowEndsAt: null,
  blockedUntil: 0,
  inFlight: 0,
  waiting: [],
  heldUntil: null,
  timer: undefined,
});

const rateLimited = (waitMs: number) =>
  new ApiError('rate-limited', { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) });

export interface RequestQueue {
  /** A pacer for one server's client, with the priority of its calls. */
  pacerFor(serverUrl: string, priority: RequestPriority): RequestPacer;
  /** What pages may know: whether requests are held for the server's rate limit, and until when. */
  state(): RequestPace;
  /**
   * Drops what was learned of the server at `serverUrl` (a changed connection starts afresh), or
   * of every server. Requests already waiting re-check.
   */
  forget(serverUrl?: string): void;
  /**
   * Refuses every request of `priority` still waiting for its turn (kind `aborted`: never sent),
   * e.g. the rest of a bulk delete the user stopped; requests already sent go on. Says how many.
   */
  dropWaiting(priority: RequestPriority): number;
}

export function createRequestQueue(options: QueueOptions = {}): RequestQueue {
  const windowMs = options.windowMs ?? WINDOW_MS;
  const lanes = new Map<string, Lane>();

  /** One budget per server: the limit is the server's (per client address), whatever the key. */
  const laneOf = (serverUrl: string): Lane => {
    const origin = URL.canParse(serverUrl) ? new URL(serverUrl).origin : serverUrl;
    let lane = lanes.get(origin);
    if (!lane) {
      lane = newLane();
      lanes.set(origin, lane);
    }
    return lane;
  };

  /** When a request of this priority may leave (now, or later). */
  function openAt(lane: Lane, priority: RequestPriority, now: number): number {
    if (now < lane.blockedUntil) return lane.blockedUntil;
    const left = (lane.remaining ?? lane.limit) - lane.inFlight;
    if (left > Math.floor(lane.limit * KEPT_SHARE[priority])) return now;
    // Requests in flight in an unseen window will tell; until then look again shortly.
    return lane.windowEndsAt ?? now + 1000;
  }

  function pump(lane: Lane): void {
    const now = Date.now();
    if (lane.windowEndsAt !== null && now >= lane.windowEndsAt) {
      lane.remaining = null;
      lane.windowEndsAt = null;
    }
    let wakeAt: number | null = null;
    const still: Waiter[] = [];
    for (const priority of ORDER) {
      for (const waiter of lane.waiting.filter((w) => w.priority === priority)) {
        if (waiter.signal?.aborted) {
          waiter.refuse(new ApiError('aborted'));
          continue;
        }
        const at = openAt(lane, priority, now);
        if (at <= now) {
          lane.inFlight++;
          waiter.admit();
        } else if (NEVER_WAITS.has(priority) || (priority === 'user' && at - now > USER_WAIT_CAP_MS)) {
          waiter.refuse(rateLimited(at - now));
        } else {
          still.push(waiter);
          wakeAt = Math.min(wakeAt ?? at, at);
        }
      }
    }
    lane.waiting = still;
    lane.heldUntil = wakeAt;
    clearTimeout(lane.timer);
    lane.timer = wakeAt === null ? undefined : setTimeout(() => pump(lane), wakeAt - now);
  }

  /** Learns from one answer; true when a 429 should be waited out and the request sent again. */
  function learn(lane: Lane, answer: PacedAnswer, priority: RequestPriority, attempt: number): boolean {
    lane.inFlight = Math.max(0, lane.inFlight - 1);
    if (!answer) return false;
    const now = Date.now();
    const rate = rateLimitOf(answer.headers, now);
    if (rate.limit !== undefined) lane.limit = rate.limit;
    if (answer.status === 429) {
      const waitMs = rate.retryAfterSeconds !== undefined ? rate.retryAfterSeconds * 1000 : windowMs;
      lane.blockedUntil = now + waitMs;
      lane.remaining = 0;
      lane.windowEndsAt = lane.blockedUntil;
      if (attempt >= MAX_ATTEMPTS[priority]) return false;
      return priority === 'bulk' || (priority === 'user' && waitMs <= USER_WAIT_CAP_MS);
    }
    if (rate.remaining === undefined) return false;
    // More left than before (beyond what requests still in flight could explain): a new window began.
    const newWindow =
      lane.remaining === null || lane.windowEndsAt === null || rate.remaining > lane.remaining + lane.inFlight;
    if (newWindow || lane.remaining === null) {
      lane.remaining = rate.remaining;
      lane.windowEndsAt = rate.resetAt ?? now + windowMs;
    } else {
      lane.remaining = Math.min(lane.remaining, rate.remaining);
      if (rate.resetAt !== undefined) lane.windowEndsAt = rate.resetAt;
    }
    return false;
  }

  return {
    pacerFor(serverUrl, priority) {
      const lane = laneOf(serverUrl);
      return {
        turn: (_request, attempt, signal) =>
          new Promise<PacedTurn>((resolve, reject) => {
            const turn: PacedTurn = {
              answered: (answer) => {
                const again = learn(lane, answer, priority, attempt);
                pump(lane);
                return again;
              },
            };
            lane.waiting.push({ priority, attempt, signal, admit: () => resolve(turn), refuse: reject });
            signal?.addEventListener('abort', () => pump(lane), { once: true });
            pump(lane);
          }),
      };
    },
    state() {
      let waitingUntil: number | null = null;
      let waiting = 0;
      for (const lane of lanes.values()) {
        waiting += lane.waiting.length;
        if (lane.heldUntil !== null) waitingUntil = Math.max(waitingUntil ?? 0, lane.heldUntil);
      }
      return { waitingUntil, waiting };
    },
    forget(serverUrl) {
      const forgotten = serverUrl === undefined ? [...lanes.values()] : [laneOf(serverUrl)];
      for (const lane of forgotten) {
        Object.assign(lane, { ...newLane(), waiting: lane.waiting, timer: lane.timer });
        pump(lane);
      }
    },
    dropWaiting(priority) {
      let dropped = 0;
      for (const lane of lanes.values()) {
        const [drop, keep] = [
          lane.waiting.filter((w) => w.priority === priority),
          lane.waiting.filter((w) => w.priority !== priority),
        ];
        lane.waiting = keep;
        for (const waiter of drop) waiter.refuse(new ApiError('aborted'));
        dropped += drop.length;
        pump(lane);
      }
      return dropped;
    },
  };
}

/** The background's one queue. */
export const requestQueue = createRequestQueue();
