// /api/v1/spaces: list, show, store, update, delete.
import type { ApiContext, Handler } from '../context';
import { notFound, pageReply, recordReply, validationFailed } from '../envelopes';
import { has } from '../input';
import { checkChoice, checkPaging, checkSearch } from '../list-params';
import {
  presentSpace,
  spaceWriteHandlers,
  trimmedInput,
  type SpaceFields,
  type SpaceInputCheck,
} from '../space-writes';
import { Errors, checkIntegerIn, checkString, isEmpty, msg } from '../validation';

const COLORS = [1, 2, 3, 4, 5, 6];

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
const checkSpaceInput: SpaceInputCheck<ApiContext> = (ctx, errors, existing) => {
  const out: SpaceFields = {};
  const creating = existing === undefined;
  if (creating || has(ctx.input, 'name')) {
    const typed = trimmedInput(ctx.input.name);
    if (isEmpty(typed)) errors.add('name', msg.required('name'));
    else {
      const name = checkString(errors, 'name', typed, 32);
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
};

const { store, update, destroy } = spaceWriteHandlers<ApiContext>(checkSpaceInput);

export const spaceHandlers = { list, show, store, update, destroy };
