import type { Day } from '@/lib/api/model/stats';
import { isDay } from '@/lib/stats/days';
import { PRESET_LENGTHS, type PresetLength } from '@/lib/stats/periods';

/** A preset, or days the user chose (both ends included). */
export type StatsRange = { days: PresetLength } | { from: Day; to: Day };

/** Which link's statistics the Links section shows instead of its list, and over which period. Kept in the URL. */
export interface StatsView {
  linkId: number;
  range: StatsRange;
}

export const DEFAULT_STATS_RANGE = { days: 30 } as const satisfies StatsRange;

const isPreset = (value: number): value is PresetLength => (PRESET_LENGTHS as readonly number[]).includes(value);

/**
 * `stats=<link id>` with `days=7|30|90` (30 when absent) or `from` and `to`. A range the address
 * gets wrong falls back to the default; the page checks the days themselves (a hand-edited URL).
 */
export function readStatsView(params: URLSearchParams): StatsView | null {
  const id = params.get('stats');
  if (id === null || !/^[1-9]\d{0,8}$/.test(id)) return null;
  const from = params.get('from');
  const to = params.get('to');
  const days = Number(params.get('days'));
  const range: StatsRange =
    from !== null && to !== null && isDay(from) && isDay(to)
      ? { from, to }
      : isPreset(days)
        ? { days }
        : DEFAULT_STATS_RANGE;
  return { linkId: Number(id), range };
}

/** The parameters of `view` (the default period left out). */
export function writeStatsView(view: StatsView | null, params: URLSearchParams): void {
  if (view === null) return;
  params.set('stats', String(view.linkId));
  const { range } = view;
  if ('days' in range) {
    if (range.days !== DEFAULT_STATS_RANGE.days) params.set('days', String(range.days));
  } else {
    params.set('from', range.from);
    params.set('to', range.to);
  }
}
