import type { DayClicks, StatsPeriod } from '@/lib/api/model/stats';
import { toApiError } from '@/lib/api/errors';
import { fillDays } from '@/lib/stats/totals';

/** A row's last 30 days: the counts, oldest first, or why there are none. */
export type Trend = { phase: 'loading' } | { phase: 'ready'; counts: number[] } | { phase: 'failed'; message: string };

/** How many rows are asked for, and answered, for the status line above the table. */
export interface TrendProgress {
  asked: number;
  answered: number;
}

/**
 * The sparklines of one server's links over one period, shared by the rows of the table: each row
 * asks for its link once it is on screen, and every answer is kept for the page's life, so paging
 * back or redrawing asks nothing again. Requests go as `glance`: the background's queue sends
 * them behind people's own requests, paced to the server's rate limit, however many rows ask.
 */
export class TrendStore {
  private readonly trends = new Map<number, Trend>();
  private readonly listeners = new Set<() => void>();

  /** `askDays`: a link's days of `period` that had clicks, asked of the background as bulk work. */
  constructor(
    readonly period: StatsPeriod,
    private readonly askDays: (linkId: number) => Promise<DayClicks[]>,
  ) {}

  trendOf(linkId: number): Trend | undefined {
    return this.trends.get(linkId);
  }

  /** Asks for a link's trend unless it was asked before. */
  want(linkId: number): void {
    if (this.trends.has(linkId)) return;
    this.set(linkId, { phase: 'loading' });
    this.askDays(linkId).then(
      (days) => this.set(linkId, { phase: 'ready', counts: fillDays(this.period, days).map((day) => day.count) }),
      (error: unknown) => {
        const failure = toApiError(error);
        // Dropped while waiting (the user stopped a bulk delete, which stops all bulk work): not
        // a failure of this row; it is asked again when it is next on screen.
        if (failure.kind === 'aborted') this.forget(linkId);
        else this.set(linkId, { phase: 'failed', message: failure.message });
      },
    );
  }

  progress(): TrendProgress {
    let answered = 0;
    for (const trend of this.trends.values()) if (trend.phase !== 'loading') answered++;
    return { asked: this.trends.size, answered };
  }

  /** Calls back on every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private forget(linkId: number): void {
    this.trends.delete(linkId);
    for (const listener of this.listeners) listener();
  }

  private set(linkId: number, trend: Trend): void {
    this.trends.set(linkId, trend);
    for (const listener of this.listeners) listener();
  }
}
