import * as z from 'zod/mini';
import type { StatsDialect } from '../dialect';
import type { DayClicks, TopEntry, TopListName } from '../model/stats';
import { readersOf } from '../wire/envelope';
import { optionalWireText, wireCount } from '../wire/values';

/**
 * A link's statistics on a current server (`GET /api/v1/stats/{id}`, ../README.md "Statistics"):
 * `name=click` answers the days that had clicks in the envelope's `data`; the other names answer
 * a bare Laravel paginator (its page fields beside `data`) of `{value, count}` rows.
 */

const WIRE_NAMES: Record<TopListName, string> = {
  country: 'country',
  city: 'city',
  language: 'language',
  browser: 'browser',
  operatingSystem: 'operating_system',
  device: 'device',
  referrer: 'referrer',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day row: the value is the day (a date with a time is cut to its day). */
const wireDayRow = z.object({
  value: z.pipe(
    z.string(),
    z.transform((value, ctx) => {
      const day = value.slice(0, 10);
      if (DAY.test(day)) return day;
      // i18n-ignore: a parse diagnostic inside a bad-response error's cause; people read that kind's sentence
      ctx.issues.push({ code: 'custom', message: 'Expected a day', input: value });
      return z.NEVER;
    }),
  ),
  count: wireCount,
});

/** A top-list row: `value` null (or empty) where the server could not tell. */
const wireTopRow = z.object({ value: optionalWireText, count: wireCount });

const days = readersOf({ schema: wireDayRow, what: 'statistics day' }, (row): DayClicks => ({
  day: row.value,
  count: row.count,
}));
const top = readersOf({ schema: wireTopRow, what: 'statistics row' }, (row): TopEntry => ({ ...row }));

/** Model paths of the fields a 422 names: the period's ends, and the list asked for. */
const MODEL_PATHS: Record<string, string> = { from: 'period.from', to: 'period.to', name: 'name' };

export const currentStats: StatsDialect = {
  clicks: (linkId, period) => ({
    method: 'GET',
    path: `/api/v1/stats/${linkId}`,
    query: [
      ['name', 'click'],
      ['from', period.from],
      ['to', period.to],
    ],
    purpose: 'read',
  }),
  // One page holds every day of any period the pages ask for: the server does not paginate days.
  readClicks: (body) => [...days.readPage(body).items].sort((a, b) => a.day.localeCompare(b.day)),
  top: (linkId, name, { period, page = 1, perPage = 10 }) => ({
    method: 'GET',
    path: `/api/v1/stats/${linkId}`,
    query: [
      ['name', WIRE_NAMES[name]],
      ['from', period.from],
      ['to', period.to],
      ['sort_by', 'count'],
      ['sort', 'desc'],
      ['per_page', String(perPage)],
      ['page', String(page)],
    ],
    purpose: 'read',
  }),
  readTop: (body) => top.readPage(body),
  modelPath: (wireField) => MODEL_PATHS[wireField] ?? wireField,
};
