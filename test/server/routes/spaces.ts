// /api/v1/spaces: list, show, store, update, delete.
import type { ApiContext, Handler } from '../context';
import { deletedReply, notFound, pageReply, recordReply, validationFailed } from '../envelopes';
import type { JsonObject, Reply } from '../http-utils';
import { has, isContainer, type InputValue } from '../input';
import { checkChoice, checkPaging, checkSearch } from '../list-params';
import type { SpaceRow } from '../store';
import { laravelTimestamp } from '../time';
import { Errors, checkIntegerIn, checkString, isEmpty, msg, text } from '../validation';

const COLORS = [1, 2, 3, 4, 5, 6];

function presentSpace(row: SpaceRow): JsonObject {
  return { id: row.id, name: row.name, color: row.color, created_at: row.createdAt, updated_at: row.updatedAt };
}

/** Write answers echo the raw model: what was sent form-encoded stays a string. */
function echoValue(v: InputValue | undefined): string | number | boolean | null {
  if (v === undefined || v === '' || isContainer(v)) return null;
  return v;
}

const list: Handler = (ctx) => {
  const errors = new Errors();
  const search = checkSearch(ctx.query, errors);
  const sort = checkChoice(ctx.query, errors, 'sort', ['desc', 'asc'] as const, 'desc');
  const paging = checkPaging(ctx.query, errors);
  if (errors.any) return validationFailed(ctx.errors, errors.fields);
  let rows = ctx.store.spacesOf(ctx.account);
  if (search !== undefined) rows = rows.filter((s) => s.name.toLowerCase().includes(search.toLowerCase()));
  rows = [...rows].sort((a, b) => (sort === 'asc' ? a.id - b.id : b.id - a.id));
  const links = ctx.store.linksOf(ctx.account);
  const items = rows.map((s) => ({ ...presentSpace(s), links_count: links.filter((l) => l.space === s.id).length }));
  return pageReply(items, { ...paging, path: ctx.pathUrl });
};

const show: Handler = (ctx, id) => {
  const row = ctx.store.space(ctx.account, id);
  if (!row) return notFound(ctx.errors);
  const linksCount = ctx.store.linksOf(ctx.account).filter((l) => l.space === row.id).length;
  return recordReply({ ...presentSpace(row), links_count: linksCount });
};

/** Validates name/color; `existing` is the space being updated (its own name is not a clash). */
function checkSpaceInput(ctx: ApiContext, errors: Errors, existing?: SpaceRow): { name?: string; color?: number } {
  const out: { name?: string; color?: number } = {};
  const creating = existing === undefined;
  if (creating || has(ctx.input, 'name')) {
    if (isEmpty(ctx.input.name)) errors.add('name', msg.required('name'));
    else {
      const name = checkString(errors, 'name', ctx.input.name, 32);
      const clash = ctx.store
        .spacesOf(ctx.account)
        .some((s) => s.id !== existing?.id && name !== undefined && s.name === name);
      if (clash) errors.add('name', msg.taken('name'));
      else if (name !== undefined) out.name = name;
    }
  }
  // An empty color means "not given" (nullable), so it keeps the current one.
  if (!isEmpty(ctx.input.color)) {
    const color = checkIntegerIn(errors, 'color', ctx.input.color, COLORS);
    if (color !== undefined) out.color = color;
  }
  return out;
}

const store: Handler = (ctx) => {
  const errors = new Errors();
  const fields = checkSpaceInput(ctx, errors);
  if (errors.any || fields.name === undefined) return validationFailed(ctx.errors, errors.fields);
  const now = laravelTimestamp(Date.now());
  const row = ctx.store.addSpace({
    account: ctx.account,
    name: fields.name,
    color: fields.color ?? 1,
    createdAt: now,
    updatedAt: now,
  });
  const echo = presentSpace(row);
  echo.name = text(ctx.input.name) ?? row.name;
  if (!isEmpty(ctx.input.color)) echo.color = echoValue(ctx.input.color);
  return recordReply(echo, 201);
};

const update: Handler = (ctx, id) => {
  const row = ctx.store.space(ctx.account, id);
  if (!row) return notFound(ctx.errors);
  const errors = new Errors();
  const fields = checkSpaceInput(ctx, errors, row);
  if (errors.any) return validationFailed(ctx.errors, errors.fields);
  if (fields.name !== undefined) row.name = fields.name;
  if (fields.color !== undefined) row.color = fields.color;
  row.updatedAt = laravelTimestamp(Date.now());
  ctx.store.save();
  const echo = presentSpace(row);
  if (has(ctx.input, 'name')) echo.name = echoValue(ctx.input.name);
  if (!isEmpty(ctx.input.color)) echo.color = echoValue(ctx.input.color);
  return recordReply(echo);
};

const destroy: Handler = (ctx, id): Reply => {
  const row = ctx.store.space(ctx.account, id);
  if (!row) return notFound(ctx.errors);
  ctx.store.deleteSpace(row.id);
  return deletedReply(row.id, 'space');
};

export const spaceHandlers = { list, show, store, update, destroy };
