// /api/v1/spaces in the current dialect: list, show, store, update, delete.
import { notFound, pageReply, recordReply } from '../../envelopes';
import { has, isEmpty } from '../../input';
import {
  presentSpace,
  spaceWriteHandlers,
  trimmedInput,
  type SpaceFields,
  type SpaceInputCheck,
} from '../../space-writes';
import type { CurrentContext, CurrentHandler } from '../context';
import { msg12 } from '../messages';
import { FEATURE_DENIED, underLimit } from '../plan';
import { compareText, currentPaging, keptParams, lenientChoice, searchText } from '../list-params';
import { checkBetween, checkText } from '../rules';

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
const checkSpaceInput: SpaceInputCheck<CurrentContext> = (ctx, errors, existing) => {
  const out: SpaceFields = {};
  const creating = existing === undefined;
  if (creating && !underLimit(ctx.features, 'spaces', ctx.store.spacesOf(ctx.account).length)) {
    errors.add('name', FEATURE_DENIED);
  } else if (creating || has(ctx.input, 'name')) {
    const typed = trimmedInput(ctx.input.name);
    if (isEmpty(typed)) errors.add('name', msg12.required('name'));
    else {
      const name = checkText(errors, 'name', typed, 32);
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
};

const { store, update, destroy } = spaceWriteHandlers<CurrentContext>(checkSpaceInput);

export const currentSpaceHandlers = { list, show, store, update, destroy };
