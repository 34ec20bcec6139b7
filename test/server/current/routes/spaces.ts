// /api/v1/spaces in the current dialect: list, show, store, update, delete.
import { deletedReply, notFound, pageReply, recordReply, validationFailed } from '../../envelopes';
import type { JsonObject } from '../../http-utils';
import { has, isContainer, isEmpty, type InputValue } from '../../input';
import type { SpaceRow } from '../../store';
import { laravelTimestamp } from '../../time';
import { Errors, text } from '../../validation';
import type { CurrentContext, CurrentHandler } from '../context';
import { msg12 } from '../messages';
import { FEATURE_DENIED, underLimit } from '../plan';
import { compareText, currentPaging, keptParams, lenientChoice, searchText } from '../list-params';
import { checkBetween, checkText } from '../rules';

function presentSpace(row: SpaceRow): JsonObject {
  return { id: row.id, name: row.name, color: row.color, created_at: row.createdAt, updated_at: row.updatedAt };
}

/** Write answers echo the raw model: what was sent form-encoded stays a string. */
function echoValue(v: InputValue | undefined): string | number | boolean | null {
  if (v === undefined || v === '' || isContainer(v)) return null;
  return v;
}

const list: CurrentHandler = (ctx) => {
  const q = ctx.query;
  const needle = searchText(q);
  const sortBy = lenientChoice(q, 'sort_by', ['id', 'name'] as const, 'id');
  const sort = lenientChoice(q, 'sort', ['desc', 'asc'] as const, 'desc');
  const direction = sort === 'asc' ? 1 : -1;
  const rows = ctx.store
    .spacesOf(ctx.account)
    .filter((s) => needle === undefined || s.name.toLowerCase().includes(needle))
    .sort((a, b) => direction * ((sortBy === 'name' ? compareText(a.name, b.name) : 0) || a.id - b.id));
  const paging = currentPaging(q);
  const appends = keptParams(q, ['search', 'search_by', 'sort_by', 'sort']);
  if (has(q, 'per_page')) appends.per_page = String(paging.perPage);
  return pageReply(rows.map(presentSpace), { ...paging, path: ctx.pathUrl, appends });
};

const show: CurrentHandler = (ctx, id) => {
  const row = ctx.store.space(ctx.account, id);
  return row ? recordReply(presentSpace(row)) : notFound(ctx.errors);
};

/** Name ≤ 32 and unique per account ignoring case; colour 1–6. `existing` is the space being updated. */
function checkSpaceInput(ctx: CurrentContext, errors: Errors, existing?: SpaceRow): { name?: string; color?: number } {
  const out: { name?: string; color?: number } = {};
  const creating = existing === undefined;
  if (creating && !underLimit(ctx.features, 'spaces', ctx.store.spacesOf(ctx.account).length)) {
    errors.add('name', FEATURE_DENIED);
  } else if (creating || has(ctx.input, 'name')) {
    if (isEmpty(ctx.input.name)) errors.add('name', msg12.required('name'));
    else {
      const name = checkText(errors, 'name', ctx.input.name, 32);
      const lower = name?.toLowerCase();
      const clash = ctx.store
        .spacesOf(ctx.account)
        .some((s) => s.id !== existing?.id && s.name.toLowerCase() === lower);
      if (clash) errors.add('name', msg12.taken('name'));
      else if (name !== undefined) out.name = name;
    }
  }
  // An empty color means "not given" (nullable), so it keeps the current one.
  if (!isEmpty(ctx.input.color)) {
    const color = checkBetween(errors, 'color', ctx.input.color, 1, 6);
    if (color !== undefined) out.color = color;
  }
  return out;
}

const store: CurrentHandler = (ctx) => {
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

const update: CurrentHandler = (ctx, id) => {
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

/** Deleting a space deletes every link in it. */
const destroy: CurrentHandler = (ctx, id) => {
  const row = ctx.store.space(ctx.account, id);
  if (!row) return notFound(ctx.errors);
  ctx.store.deleteSpace(row.id);
  return deletedReply(row.id, 'space');
};

export const currentSpaceHandlers = { list, show, store, update, destroy };
