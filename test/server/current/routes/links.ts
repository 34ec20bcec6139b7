// /api/v1/links in the current dialect: list, show, store, update, delete.
import { deletedReply, notFound, pageReply, recordReply, statusReply, validationFailed } from '../../envelopes';
import { jsonReply, type Reply } from '../../http-utils';
import { has, isEmpty } from '../../input';
import { generateAlias } from '../../link-input';
import { laravelTimestamp } from '../../time';
import { fetchTitle } from '../../title';
import { toInteger } from '../../validation';
import type { CurrentContext, CurrentHandler } from '../context';
import { checkCurrentLinkInput, type CurrentLinkChanges } from '../link-input';
import { echoCurrentLink, presentCurrentLink } from '../link-present';
import type { CurrentLinkRow } from '../link-row';
import { compareText, currentPaging, idFilter, keptParams, lenientChoice, searchText } from '../list-params';

const SORT_COLUMNS = ['id', 'clicks', 'title', 'alias', 'url'] as const;

/**
 * The release's own `status` filter, copied with its fault: it looks at the click limit only, so a
 * link outside its active window still lists as active (1) and never as expired (2); 3 and anything
 * else filter nothing.
 */
function statusMatches(status: string | undefined, l: CurrentLinkRow): boolean {
  const limited = l.clicksLimit !== null && l.clicksLimit > 0;
  if (status === '1') return !limited || l.clicks < (l.clicksLimit ?? 0);
  if (status === '2') return limited && l.clicks >= (l.clicksLimit ?? 0);
  return true;
}

const list: CurrentHandler = (ctx) => {
  const q = ctx.query;
  const needle = searchText(q);
  const by = lenientChoice(q, 'search_by', ['title', 'alias', 'url'] as const, 'title');
  const status = typeof q.status === 'string' ? q.status : undefined;
  const space = idFilter(q, 'space_id');
  const domain = idFilter(q, 'domain_id');
  const pixel = idFilter(q, 'pixel_id');
  const sortBy = lenientChoice(q, 'sort_by', SORT_COLUMNS, 'id');
  const sort = lenientChoice(q, 'sort', ['desc', 'asc'] as const, 'desc');
  const rows = ctx.store.linksOf(ctx.account).filter(
    (l) =>
      (needle === undefined || (l[by] ?? '').toLowerCase().includes(needle)) &&
      statusMatches(status, l) &&
      // space_id=0 means "links without a space".
      (space === undefined || (space === 0 ? l.space === null : l.space === space)) &&
      (domain === undefined || l.domain === domain) &&
      (pixel === undefined || l.pixels.includes(pixel)),
  );
  const direction = sort === 'asc' ? 1 : -1;
  const compare = (a: CurrentLinkRow, b: CurrentLinkRow): number => {
    const primary = sortBy === 'id' || sortBy === 'clicks' ? a[sortBy] - b[sortBy] : compareText(a[sortBy], b[sortBy]);
    return direction * (primary || a.id - b.id);
  };
  const items = [...rows].sort(compare).map((l) => presentCurrentLink(l, ctx.store, ctx.catalog, ctx.shortLinkOrigin));
  const appends = keptParams(q, ['search', 'search_by', 'space_id', 'domain_id', 'pixel_id', 'sort_by', 'sort']);
  const paging = currentPaging(q);
  if (has(q, 'per_page')) appends.per_page = String(paging.perPage);
  return pageReply(items, { ...paging, path: ctx.pathUrl, appends });
};

const show: CurrentHandler = (ctx, id) => {
  const row = ctx.store.link(ctx.account, id);
  if (!row) return notFound(ctx.errors);
  return recordReply(presentCurrentLink(row, ctx.store, ctx.catalog, ctx.shortLinkOrigin));
};

function apply(row: Omit<CurrentLinkRow, 'id'>, c: CurrentLinkChanges): void {
  if (c.url !== undefined) row.url = c.url;
  if (c.alias !== undefined) row.alias = c.alias;
  if (c.space !== undefined) row.space = c.space;
  if (c.pixels !== undefined) row.pixels = c.pixels;
  if (c.redirectPassword !== undefined) row.redirectPassword = c.redirectPassword;
  if (c.sensitiveContent !== undefined) row.sensitiveContent = c.sensitiveContent;
  if (c.privacy !== undefined) row.privacy = c.privacy;
  if (c.password !== undefined) row.password = c.password;
  if (c.activeStart !== undefined) row.activeStart = c.activeStart;
  if (c.activeEnd !== undefined) row.activeEnd = c.activeEnd;
  if (c.clicksLimit !== undefined) row.clicksLimit = c.clicksLimit;
  if (c.expirationUrl !== undefined) row.expirationUrl = c.expirationUrl;
  if (c.targetsType !== undefined) row.targetsType = c.targetsType;
  if (c.targets !== undefined) row.targets = c.targets;
}

/** A user_id in the body is someone trying to move a link to another user: phpShort forbids it. */
function forbidsUserId(ctx: CurrentContext): Reply | undefined {
  return has(ctx.input, 'user_id') ? statusReply(ctx.errors, 403) : undefined;
}

/** findOrFail on the domain, before validation: an id that is not global nor the user's is a bare 404. */
function domainNotFound(ctx: CurrentContext): Reply {
  const message = 'No query results for model [App\\Models\\Domain].';
  return ctx.errors.wantsJson ? jsonReply(404, { message }) : statusReply(ctx.errors, 404);
}

const store: CurrentHandler = async (ctx) => {
  const forbidden = forbidsUserId(ctx);
  if (forbidden) return forbidden;
  let domain = 0;
  if (!isEmpty(ctx.input.domain_id)) {
    const id = toInteger(ctx.input.domain_id);
    const found = id === undefined ? undefined : ctx.catalog.usableDomain(ctx.account, id, ctx.shortLinkOrigin);
    if (!found) return domainNotFound(ctx);
    domain = found.id;
  }
  const check = () => checkCurrentLinkInput({ ...ctx, input: ctx.input, domain });
  const { errors, changes } = check();
  if (errors.any || changes.url === undefined) return validationFailed(ctx.errors, errors.fields);
  const title = await fetchTitle(changes.url, ctx.titleFetch);
  // Re-check after the (slow) title fetch: another request may have taken the alias meanwhile.
  const again = check();
  if (again.errors.any) return validationFailed(ctx.errors, again.errors.fields);
  const now = laravelTimestamp(Date.now());
  const row: Omit<CurrentLinkRow, 'id'> = {
    account: ctx.account,
    alias: changes.alias ?? generateAlias(ctx.store, domain),
    url: changes.url,
    title,
    domain,
    space: null,
    pixels: [],
    redirectPassword: null,
    sensitiveContent: 0,
    privacy: 0,
    password: null,
    activeStart: null,
    activeEnd: null,
    clicksLimit: null,
    expirationUrl: null,
    targetsType: null,
    targets: [],
    clicks: 0,
    createdAt: now,
    updatedAt: now,
  };
  apply(row, changes);
  const saved = ctx.store.addLink(row);
  const record = presentCurrentLink(saved, ctx.store, ctx.catalog, ctx.shortLinkOrigin);
  return recordReply(echoCurrentLink(record, ctx.input, true), 201);
};

/** PUT behaves as PATCH: only the keys present are written; domain_id is not read at all. */
const update: CurrentHandler = async (ctx, id) => {
  const row = ctx.store.link(ctx.account, id);
  if (!row) return notFound(ctx.errors);
  const forbidden = forbidsUserId(ctx);
  if (forbidden) return forbidden;
  const domain = row.domain ?? 0;
  const { errors, changes } = checkCurrentLinkInput({ ...ctx, input: ctx.input, domain, existing: row });
  if (errors.any) return validationFailed(ctx.errors, errors.fields);
  if (changes.url !== undefined && changes.url !== row.url) row.title = await fetchTitle(changes.url, ctx.titleFetch);
  // The link may have been deleted while the title was fetched.
  if (!ctx.store.link(ctx.account, id)) return notFound(ctx.errors);
  apply(row, changes);
  row.updatedAt = laravelTimestamp(Date.now());
  ctx.store.save();
  const record = presentCurrentLink(row, ctx.store, ctx.catalog, ctx.shortLinkOrigin);
  return recordReply(echoCurrentLink(record, ctx.input, false));
};

const destroy: CurrentHandler = (ctx, id) => {
  const row = ctx.store.link(ctx.account, id);
  if (!row) return notFound(ctx.errors);
  ctx.store.deleteLink(row.id);
  return deletedReply(row.id, 'link');
};

export const currentLinkHandlers = { list, show, store, update, destroy };
