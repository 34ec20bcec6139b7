// Laravel's `throttle:60,1`: a window opens at a client's first hit and lasts 60 s.
export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets (for Retry-After). */
  retryAfter: number;
  /** Epoch seconds when the window resets (X-RateLimit-Reset). */
  resetAt: number;
}

export class RateLimiter {
  private readonly windows = new Map<string, { hits: number; endsAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
  ) {}

  hit(client: string, now = Date.now()): RateDecision {
    let w = this.windows.get(client);
    if (!w || w.endsAt <= now) {
      w = { hits: 0, endsAt: now + this.windowMs };
      this.windows.set(client, w);
    }
    const retryAfter = Math.max(1, Math.ceil((w.endsAt - now) / 1000));
    const resetAt = Math.ceil(w.endsAt / 1000);
    // Like Laravel, a refused attempt does not extend or count against the window.
    if (w.hits >= this.limit) return { allowed: false, limit: this.limit, remaining: 0, retryAfter, resetAt };
    w.hits++;
    return { allowed: true, limit: this.limit, remaining: this.limit - w.hits, retryAfter, resetAt };
  }
}
