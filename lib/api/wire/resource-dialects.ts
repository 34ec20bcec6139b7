import type { DeleteRoute, LinkDialect, ResourceDialect, WireRequest } from '../dialect';
import type { LinkListQuery } from '../model/link-query';
import type { DialectName } from '../model/server';
import type { Space, SpaceChanges, SpaceDraft, SpaceListQuery } from '../model/space';
import { readersOf } from './envelope';
import { fitTo, modelPathsOf, pairsOf, plain, type FieldTable } from './field-table';
import { linkReaders, type LinkFieldTable, type ReadsEveryField } from './link-table';
import { toSpace, wireSpace } from './shared-records';

/**
 * A dialect's links and spaces, made from its tables (./field-table.ts, ./link-table.ts): both
 * dialects use the same paths and envelopes; they differ in their tables, the method of an update
 * and their delete routes.
 */

type Collection = 'links' | 'spaces';

/** A space's fields: the same names in both dialects. */
const SPACE_FIELDS = { name: plain('name'), color: plain('color') } satisfies FieldTable<SpaceDraft>;

interface Routes {
  /** Classic servers take PUT as the contract says; current ones are written to with PATCH. */
  update: 'PUT' | 'PATCH';
  remove: (collection: Collection, id: number) => DeleteRoute[];
}

const getRequest = (collection: Collection, id: number): WireRequest => ({
  method: 'GET',
  path: `/api/v1/${collection}/${id}`,
  purpose: 'read',
});

function listRequest<T extends object>(collection: Collection, table: FieldTable<T>, query: T): WireRequest {
  return { method: 'GET', path: `/api/v1/${collection}`, query: pairsOf(table, query), purpose: 'read' };
}

export function spacesOf(
  query: FieldTable<SpaceListQuery>,
  routes: Routes,
): ResourceDialect<Space, SpaceListQuery, SpaceDraft, SpaceChanges> {
  return {
    list: (q) => listRequest('spaces', query, q),
    get: (id) => getRequest('spaces', id),
    create: (draft) => ({
      method: 'POST',
      path: '/api/v1/spaces',
      form: pairsOf(SPACE_FIELDS, draft, true),
      purpose: 'write',
    }),
    update: (id, changes) => ({
      method: routes.update,
      path: `/api/v1/spaces/${id}`,
      form: pairsOf(SPACE_FIELDS, changes),
      purpose: 'write',
    }),
    remove: (id) => routes.remove('spaces', id),
    ...readersOf({ schema: wireSpace, what: 'space' }, toSpace),
    modelPath: modelPathsOf(SPACE_FIELDS, query),
  };
}

export function linksOf<T extends LinkFieldTable>(
  dialect: DialectName,
  fields: T & ReadsEveryField<T>,
  query: FieldTable<LinkListQuery>,
  routes: Routes,
): LinkDialect {
  return {
    list: (q) => listRequest('links', query, q),
    get: (id) => getRequest('links', id),
    create: (draft) => ({
      method: 'POST',
      path: '/api/v1/links',
      form: pairsOf(fields, draft, true),
      purpose: 'create',
    }),
    update: (id, changes) => ({
      method: routes.update,
      path: `/api/v1/links/${id}`,
      form: pairsOf(fields, changes),
      purpose: 'write',
    }),
    remove: (id) => routes.remove('links', id),
    fit: (draft, featuresOff) => fitTo(fields, draft, featuresOff),
    ...linkReaders(fields, dialect),
    modelPath: modelPathsOf(fields, query),
  };
}
