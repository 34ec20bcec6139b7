// /api/v1/links: list, show, store, update, delete.
import type { Handler } from '../context';
import { deletedReply, notFound, pageReply, recordReply, validationFailed } from '../envelopes';
import type { JsonObject } from '../http-utils';
import { has, isContainer, type InputObject } from '../input';
import { generateAlias, checkLinkInput, type LinkChanges } from '../link-input';
import { linkState, presentLink, type LinkState } from '../link-present';
import { checkChoice, checkOptionalInteger, checkPaging, checkSearch } from '../list-params';
import type { LinkRow } from '../store';
import { laravelTimestamp } from '../time';
import { fetchTitle } from '../title';
import { Errors } from '../validation';

const STATUS_FILTER: Record<string, LinkState | undefined> = {
  '0': undefined,
  '1': 'active',
  '2': 'expired',
  '3': 'disabled',
};

const list: Handler = (ctx) => {
  const errors = new Errors();
  const search = checkSearch(ctx.query, errors);
  const by = checkChoice(ctx.query, errors, 'by', ['title', 'alias', 'url'] as const, 'title');
  const status = checkChoice(ctx.query, errors, 'status', ['0', '1', '2', '3'] as const, '0');
  const space = checkOptionalInteger(ctx.query, errors, 'space');
  const domain = checkOptionalInteger(ctx.query, errors, 'domain');
  const pixel = checkOptionalInteger(ctx.query, errors, 'pixel');
  const sort = checkChoice(ctx.query, errors, 'sort', ['desc', 'asc', 'max', 'min'] as const, 'desc');
  const paging = checkPaging(ctx.query, errors);
  if (errors.any) return validationFailed(ctx.errors, errors.fields);

  const now = Date.now();
  const wanted = STATUS_FILTER[status];
  const needle = search?.toLowerCase();
  const rows = ctx.store
    .linksOf(ctx.account)
    .filter(
      (l) =>
        (needle === undefined || (l[by] ?? '').toLowerCase().includes(needle)) &&
        (wanted === undefined || linkState(l, now) === wanted) &&
        (space === undefined || l.space === space) &&
        (domain === undefined || l.domain === domain) &&
        (pixel === undefined || l.pixels.includes(pixel)),
    );
  const byId = (a: LinkRow, b: LinkRow): number => b.id - a.id;
  const order: Record<typeof sort, (a: LinkRow, b: LinkRow) => number> = {
    desc: byId,
    asc: (a, b) => a.id - b.id,
    max: (a, b) => b.clicks - a.clicks || byId(a, b),
    min: (a, b) => a.clicks - b.clicks || byId(a, b),
  };
  const items = [...rows]
    .sort(order[sort])
    .map((l) => presentLink(l, ctx.store, ctx.shortLinkOrigin, ctx.recordVariant));
  return pageReply(items, { ...paging, path: ctx.pathUrl });
};

const show: Handler = (ctx, id) => {
  const row = ctx.store.link(ctx.account, id);
  if (!row) return notFound(ctx.errors);
  return recordReply(presentLink(row, ctx.store, ctx.shortLinkOrigin, ctx.recordVariant));
};

function apply(row: Omit<LinkRow, 'id'>, c: LinkChanges): void {
  if (c.url !== undefined) row.url = c.url;
  if (c.alias !== undefined) row.alias = c.alias;
  if (c.space !== undefined) row.space = c.space;
  if (c.pixels !== undefined) row.pixels = c.pixels;
  if (c.password !== undefined) row.password = c.password;
  if (c.privacy !== undefined) row.privacy = c.privacy;
  if (c.privacyPassword !== undefined) row.privacyPassword = c.privacyPassword;
  if (c.disabled !== undefined) row.disabled = c.disabled;
  if (c.expirationUrl !== undefined) row.expirationUrl = c.expirationUrl;
  if (c.expirationDate !== undefined) row.expirationDate = c.expirationDate;
  if (c.expirationTime !== undefined) row.expirationTime = c.expirationTime;
  if (c.expirationClicks !== undefined) row.expirationClicks = c.expirationClicks;
  if (c.targetType !== undefined) row.targetType = c.targetType;
  if (c.targets !== undefined) row.targets = c.targets;
  if (row.targetType === 0) row.targets = [];
}

/** Scalar fields a write answer echoes raw, as Laravel's model holds them after assignment. */
const RAW_FIELDS = [
  'url',
  'alias',
  'privacy',
  'disabled',
  'target_type',
  'expiration_url',
  'expiration_date',
  'expiration_time',
  'expiration_clicks',
] as const;

/** Fields a freshly created model does not hold until it is read back (show/list say 0). */
const UNSET_ON_CREATE = ['privacy', 'disabled', 'target_type', 'clicks'] as const;

function echo(record: JsonObject, input: InputObject, created: boolean): JsonObject {
  for (const field of RAW_FIELDS) {
    // A release that keeps `ends_at` has no such attributes to echo.
    if (!has(input, field) || !(field in record)) continue;
    const v = input[field];
    // ConvertEmptyStringsToNull: '' is stored (and echoed) as null.
    if (v === '' || v === null || v === undefined || isContainer(v)) record[field] = null;
    else record[field] = v;
  }
  if (created) for (const field of UNSET_ON_CREATE) if (!has(input, field)) record[field] = null;
  return record;
}

const store: Handler = async (ctx) => {
  const { errors, changes } = checkLinkInput(ctx.store, ctx.account, ctx.input);
  if (errors.any || changes.url === undefined) return validationFailed(ctx.errors, errors.fields);
  const domain = changes.domain ?? null;
  const title = await fetchTitle(changes.url, ctx.titleFetch);
  // Re-check the alias after the (slow) title fetch: another request may have taken it meanwhile.
  const again = checkLinkInput(ctx.store, ctx.account, ctx.input);
  if (again.errors.any) return validationFailed(ctx.errors, again.errors.fields);
  const now = laravelTimestamp(Date.now());
  const row: Omit<LinkRow, 'id'> = {
    account: ctx.account,
    alias: changes.alias ?? generateAlias(ctx.store, domain),
    url: changes.url,
    title,
    domain,
    space: null,
    pixels: [],
    password: null,
    privacy: 0,
    privacyPassword: null,
    disabled: 0,
    expirationUrl: null,
    expirationDate: null,
    expirationTime: null,
    expirationClicks: null,
    targetType: 0,
    targets: [],
    clicks: 0,
    createdAt: now,
    updatedAt: now,
  };
  apply(row, changes);
  const saved = ctx.store.addLink(row);
  return recordReply(echo(presentLink(saved, ctx.store, ctx.shortLinkOrigin, ctx.recordVariant), ctx.input, true), 201);
};

const update: Handler = async (ctx, id) => {
  const row = ctx.store.link(ctx.account, id);
  if (!row) return notFound(ctx.errors);
  const { errors, changes } = checkLinkInput(ctx.store, ctx.account, ctx.input, row);
  if (errors.any) return validationFailed(ctx.errors, errors.fields);
  if (changes.url !== undefined && changes.url !== row.url) row.title = await fetchTitle(changes.url, ctx.titleFetch);
  // The link may have been deleted while the title was fetched.
  if (!ctx.store.link(ctx.account, id)) return notFound(ctx.errors);
  apply(row, changes);
  row.updatedAt = laravelTimestamp(Date.now());
  ctx.store.save();
  return recordReply(echo(presentLink(row, ctx.store, ctx.shortLinkOrigin, ctx.recordVariant), ctx.input, false));
};

const destroy: Handler = (ctx, id) => {
  const row = ctx.store.link(ctx.account, id);
  if (!row) return notFound(ctx.errors);
  ctx.store.deleteLink(row.id);
  return deletedReply(row.id, 'link');
};

export const linkHandlers = { list, show, store, update, destroy };
