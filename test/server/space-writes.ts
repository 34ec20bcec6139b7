// Creating, changing and deleting a space answer the same way in both dialects; only the input
// rules differ, so each dialect's spaces routes pass theirs in.
import type { RequestScope } from './context';
import { deletedReply, notFound, recordReply, validationFailed } from './envelopes';
import type { JsonObject, Reply } from './http-utils';
import { has, isContainer, isEmpty, type InputValue } from './input';
import type { BaseLinkRow, SpaceRow, Store } from './store';
import { laravelTimestamp } from './time';
import { Errors, text } from './validation';

export interface SpaceFields {
  name?: string;
  color?: number;
}

/** Checks the request's name and colour; `existing` is the space being updated. */
export type SpaceInputCheck<C> = (ctx: C, errors: Errors, existing?: SpaceRow) => SpaceFields;

type SpaceHandler<C> = (ctx: C, id: number) => Reply;

export function presentSpace(row: SpaceRow): JsonObject {
  return { id: row.id, name: row.name, color: row.color, created_at: row.createdAt, updated_at: row.updatedAt };
}

/**
 * Laravel's TrimStrings middleware, which phpShort keeps: a string input loses its leading and
 * trailing whitespace (and zero-width spaces and BOMs) before it is validated or stored, so a
 * name's length limit counts what is left. Copied for space names only.
 */
export function trimmedInput(v: InputValue | undefined): InputValue | undefined {
  return typeof v === 'string' ? v.replace(/^[\s\uFEFF\u200B\u200E]+|[\s\uFEFF\u200B\u200E]+$/g, '') : v;
}

/** Write answers echo the raw model: what was sent form-encoded stays a string. */
function echoValue(v: InputValue | undefined): string | number | boolean | null {
  if (v === undefined || v === '' || isContainer(v)) return null;
  return v;
}

export function spaceWriteHandlers<C extends RequestScope & { store: Store<BaseLinkRow> }>(
  check: SpaceInputCheck<C>,
): { store: SpaceHandler<C>; update: SpaceHandler<C>; destroy: SpaceHandler<C> } {
  const store: SpaceHandler<C> = (ctx) => {
    const errors = new Errors();
    const fields = check(ctx, errors);
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
    echo.name = text(trimmedInput(ctx.input.name)) ?? row.name;
    if (!isEmpty(ctx.input.color)) echo.color = echoValue(ctx.input.color);
    return recordReply(echo, 201);
  };

  const update: SpaceHandler<C> = (ctx, id) => {
    const row = ctx.store.space(ctx.account, id);
    if (!row) return notFound(ctx.errors);
    const errors = new Errors();
    const fields = check(ctx, errors, row);
    if (errors.any) return validationFailed(ctx.errors, errors.fields);
    if (fields.name !== undefined) row.name = fields.name;
    if (fields.color !== undefined) row.color = fields.color;
    row.updatedAt = laravelTimestamp(Date.now());
    ctx.store.save();
    const echo = presentSpace(row);
    if (has(ctx.input, 'name')) echo.name = echoValue(trimmedInput(ctx.input.name));
    if (!isEmpty(ctx.input.color)) echo.color = echoValue(ctx.input.color);
    return recordReply(echo);
  };

  /** Deleting a space deletes every link in it. */
  const destroy: SpaceHandler<C> = (ctx, id) => {
    const row = ctx.store.space(ctx.account, id);
    if (!row) return notFound(ctx.errors);
    ctx.store.deleteSpace(row.id);
    return deletedReply(row.id, 'space');
  };

  return { store, update, destroy };
}
