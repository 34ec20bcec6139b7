import type { StatsPeriod } from '@/lib/api/model/stats';
import { toApiError } from '@/lib/api/errors';
import { ask } from '@/lib/messages/channel';
import type { ServerId } from '@/lib/servers';
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

  constructor(
    private readonly serverId: ServerId,
    readonly period: StatsPeriod,
  ) {}

  trendOf(linkId: number): Trend | undefined {
    return this.trends.get(linkId);
  }

  /** Asks for a link's trend unless it was asked before. */
  want(linkId: number): void {
    if (this.trends.has(linkId)) return;
    this.set(linkId, { phase: 'loading' });
    ask('stats/clicks', { linkId, period: this.period, glance: true }, this.serverId).then(
      (days) => this.set(linkId, { phase: 'ready', counts: fillDays(this.period, days).map((day) => day.count) }),
      (error: unknown) => this.set(linkId, { phase: 'failed', message: toApiError(error).message }),
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

  private set(linkId: number, trend: Trend): void {
    this.trends.set(linkId, trend);
    for (const listener of this.listeners) listener();
  }
}
