import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { toApiError, type ApiError } from '@/lib/api/errors';
import type { Link } from '@/lib/api/model/link';
import {
  TOP_LIST_NAMES,
  type DayClicks,
  type StatsPeriod,
  type TopEntry,
  type TopListName,
} from '@/lib/api/model/stats';
import { ask } from '@/lib/messages/channel';
import type { ServerId } from '@/lib/servers';
import { markAnswer } from '../common/render-timing';
import { useRemote, type Remote } from '../common/use-remote';

/** The clicks of the period and of the one before it, asked in one request over both. */
export interface PeriodClicks {
  current: DayClicks[];
  previous: DayClicks[];
}

/** One top list as far as it is loaded: its pages so far, one after another. */
export interface TopListState {
  rows: TopEntry[];
  /** Every row the server has for the period (the list's total, not its clicks). */
  total: number;
  lastPage: number;
  page: number;
  phase: 'loading' | 'ready' | 'failed';
  error: ApiError | null;
}

const EMPTY_LIST: TopListState = { rows: [], total: 0, lastPage: 1, page: 0, phase: 'loading', error: null };
const PAGE_SIZE = 10;

const split = (days: DayClicks[], period: StatsPeriod): PeriodClicks => ({
  current: days.filter((day) => day.day >= period.from),
  previous: days.filter((day) => day.day < period.from),
});

/** Every answer of the view moves the bench's mark (common/render-timing.ts). */
const markStats = () => markAnswer('stats');

/**
 * The link itself (its address, its clicks in all): the one the row showed when it opened the
 * view, else asked once.
 */
export function useStatsLink(
  serverId: ServerId,
  linkId: number,
  shown: Link | null,
): { state: Remote<Link>; reload: () => void } {
  return useRemote(
    `${serverId}:${linkId}:${shown ? 'shown' : 'asked'}`,
    () => (shown ? Promise.resolve(shown) : ask('links/get', { id: linkId }, serverId)),
    markStats,
  );
}

/**
 * The clicks per day of `period` and of the same length before it (for the comparison): one
 * request spanning both. Nothing is asked while `enabled` is false (a server without statistics).
 */
export function usePeriodClicks(
  serverId: ServerId,
  linkId: number,
  period: StatsPeriod,
  previous: StatsPeriod,
  enabled: boolean,
) {
  return useRemote<PeriodClicks | null>(
    enabled ? `${serverId}:${linkId}:${previous.from}:${period.to}` : 'off',
    async () =>
      enabled
        ? split(await ask('stats/clicks', { linkId, period: { from: previous.from, to: period.to } }, serverId), period)
        : null,
    markStats,
  );
}

/**
 * Every top list of the period, first page each (one request per list shown), and a further page
 * of one list when the user asks for more. A new period starts them all afresh; answers about an
 * older period are dropped.
 */
export function useTopLists(serverId: ServerId, linkId: number, period: StatsPeriod, enabled: boolean) {
  const [lists, setLists] = useState<Record<TopListName, TopListState>>(() => emptyLists());
  const generation = useRef(0);

  const { from, to } = period;
  const load = useCallback(
    (name: TopListName, page: number) => {
      const mine = generation.current;
      setLists((current) => ({ ...current, [name]: { ...current[name], phase: 'loading', error: null } }));
      ask('stats/top', { linkId, name, query: { period: { from, to }, page, perPage: PAGE_SIZE } }, serverId).then(
        (answer) => {
          if (mine !== generation.current) return;
          markAnswer('stats');
          setLists((current) => ({
            ...current,
            [name]: {
              rows: page === 1 ? answer.items : [...current[name].rows, ...answer.items],
              total: answer.total,
              lastPage: answer.lastPage,
              page: answer.page,
              phase: 'ready',
              error: null,
            },
          }));
        },
        (error: unknown) => {
          if (mine !== generation.current) return;
          setLists((current) => ({
            ...current,
            [name]: { ...current[name], phase: 'failed', error: toApiError(error) },
          }));
        },
      );
    },
    [serverId, linkId, from, to],
  );

  useEffect(() => {
    generation.current++;
    setLists(emptyLists());
    if (enabled) for (const name of TOP_LIST_NAMES) load(name, 1);
  }, [load, enabled]);

  /** The next page of a list, or its first again after it failed. */
  const more = useCallback(
    (name: TopListName) => {
      const list = lists[name];
      load(name, list.phase === 'failed' && list.rows.length === 0 ? 1 : list.page + 1);
    },
    [lists, load],
  );
  return { lists, more };
}

function emptyLists(): Record<TopListName, TopListState> {
  return Object.fromEntries(TOP_LIST_NAMES.map((name) => [name, EMPTY_LIST])) as Record<TopListName, TopListState>;
}
