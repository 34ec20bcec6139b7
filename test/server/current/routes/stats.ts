// GET /api/v1/stats/{linkId}: a link's clicks per day (`name=click`) or one of its top lists.
// Days are the account's: a click belongs to the day the account's timezone shows at its instant,
// and `from`..`to` both count whole (00:00 of `from` to 23:59:59 of `to`).
import { barePageReply, notFound, statusReply, validationFailed, type FieldErrors } from '../../envelopes';
import { jsonReply, type JsonObject, type Reply } from '../../http-utils';
import { has, isEmpty } from '../../input';
import { CLICK_DIMENSIONS, type ClickDimension, type ClickEvent } from '../../store';
import { text } from '../../validation';
import type { CurrentContext, CurrentHandler } from '../context';
import { compareText, currentPaging, keptParams, lenientChoice, searchText } from '../list-params';
import { msg12 } from '../messages';
import { featureOn } from '../plan';
import { dayIn } from '../zoned-time';

const NAMES = ['click', ...CLICK_DIMENSIONS] as const;
type StatName = (typeof NAMES)[number];

interface StatsQuery {
  name: StatName;
  from: string;
  to: string;
}

/** Laravel's `date_format:Y-m-d`: exactly that shape, and a real calendar day. */
function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** name: required|in:…; from, to: required|date_format:Y-m-d; to: after_or_equal:from. */
function checkQuery(ctx: CurrentContext): { query: StatsQuery } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const name = text(ctx.query.name);
  const known = NAMES.find((n) => n === name);
  if (isEmpty(ctx.query.name)) add('name', msg12.required('name'));
  else if (known === undefined) add('name', msg12.invalid('name'));
  const days: Partial<Record<'from' | 'to', string>> = {};
  for (const field of ['from', 'to'] as const) {
    const raw = ctx.query[field];
    const day = text(raw);
    if (isEmpty(raw)) add(field, msg12.required(field));
    // An array (from[]=…) is no date either.
    else if (day === undefined || !isDay(day)) add(field, msg12.dateFormat(field, 'Y-m-d'));
    else days[field] = day;
  }
  if (days.from !== undefined && days.to !== undefined && days.to < days.from)
    add('to', msg12.afterOrEqual('to', 'from'));
  if (known === undefined || days.from === undefined || days.to === undefined || Object.keys(errors).length > 0)
    return { errors };
  return { query: { name: known, from: days.from, to: days.to } };
}

function clicksPerDay(events: readonly (ClickEvent & { day: string })[]): Reply {
  const perDay = new Map<string, number>();
  for (const e of events) perDay.set(e.day, (perDay.get(e.day) ?? 0) + 1);
  const data = [...perDay].sort(([a], [b]) => (a < b ? -1 : 1)).map(([value, count]) => ({ value, count }));
  return jsonReply(200, { data, status: 200 });
}

/**
 * Grouped by value (unknown ones together as null), searched on the value, ordered by count or
 * value; rows of equal count stay in value order whichever the direction.
 */
function topList(ctx: CurrentContext, events: readonly ClickEvent[], name: ClickDimension): Reply {
  const q = ctx.query;
  const counts = new Map<string | null, number>();
  for (const e of events) counts.set(e[name], (counts.get(e[name]) ?? 0) + 1);
  const needle = searchText(q);
  const sortBy = lenientChoice(q, 'sort_by', ['count', 'value'] as const, 'count');
  const direction = lenientChoice(q, 'sort', ['desc', 'asc'] as const, 'desc') === 'asc' ? 1 : -1;
  const rows: JsonObject[] = [...counts]
    .map(([value, count]) => ({ value, count }))
    // A null value matches no search, as SQL's LIKE never matches NULL.
    .filter((r) => needle === undefined || r.value?.toLowerCase().includes(needle) === true)
    .sort((a, b) =>
      sortBy === 'count'
        ? direction * (a.count - b.count) || compareText(a.value, b.value)
        : direction * compareText(a.value, b.value),
    )
    .map(({ value, count }) => ({ value, count }));
  const paging = currentPaging(q);
  const appends = keptParams(q, ['name', 'from', 'to', 'search', 'search_by', 'sort_by', 'sort']);
  if (has(q, 'per_page')) appends.per_page = String(paging.perPage);
  return barePageReply(rows, { ...paging, path: ctx.pathUrl, appends });
}

const show: CurrentHandler = (ctx, id) => {
  // The request's rules run before the controller looks the link up (a FormRequest), the plan last.
  const checked = checkQuery(ctx);
  if ('errors' in checked) return validationFailed(ctx.errors, checked.errors);
  const { query } = checked;
  const link = ctx.store.link(ctx.account, id);
  if (!link) return notFound(ctx.errors);
  if (!featureOn(ctx.features, 'link_stats')) return statusReply(ctx.errors, 403);
  const events = ctx.store
    .clickEventsOf(link.id)
    .map((e) => ({ ...e, day: dayIn(ctx.timezone, e.at) }))
    .filter((e) => e.day >= query.from && e.day <= query.to);
  return query.name === 'click' ? clicksPerDay(events) : topList(ctx, events, query.name);
};

export const statsHandlers = { show };
