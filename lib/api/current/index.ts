import type { DeleteRoute, Dialect } from '../dialect';
import { createSpaceRequest, updateSpaceRequest } from '../wire/space-requests';
import { readOneRecord, readersOf } from '../wire/envelope';
import { toDomain, toPixel, toSpace, wireDomain, wirePixel, wireSpace } from '../wire/shared-records';
import { linkModelPath, spaceModelPath } from './field-paths';
import { toAccount, toLink } from './records';
import {
  accountRequest,
  createLinkRequest,
  listLinksRequest,
  listResourceRequest,
  listSpacesRequest,
  updateLinkRequest,
} from './requests';
import { wireAccount, wireLink } from './wire-records';

/** One route: the contract's `/…/{id}/destroy` answers 405 on these servers. */
function deleteRoute(collection: 'links' | 'spaces', id: number): DeleteRoute[] {
  return [{ name: 'api-v1', request: { method: 'DELETE', path: `/api/v1/${collection}/${id}`, purpose: 'write' } }];
}

/** The current dialect: what today's phpShort releases speak (see ../README.md, "The two dialects"). */
export const currentDialect: Dialect = {
  name: 'current',
  account: {
    request: accountRequest,
    read: (body) => toAccount(readOneRecord(body, { schema: wireAccount, what: 'account' })),
    domains: { list: listResourceRequest('domains'), ...readersOf({ schema: wireDomain, what: 'domain' }, toDomain) },
    pixels: { list: listResourceRequest('pixels'), ...readersOf({ schema: wirePixel, what: 'pixel' }, toPixel) },
  },
  spaces: {
    list: listSpacesRequest,
    get: (id) => ({ method: 'GET', path: `/api/v1/spaces/${id}`, purpose: 'read' }),
    create: createSpaceRequest,
    update: (id, changes) => updateSpaceRequest('PATCH', id, changes),
    remove: (id) => deleteRoute('spaces', id),
    ...readersOf({ schema: wireSpace, what: 'space' }, toSpace),
    modelPath: spaceModelPath,
  },
  links: {
    list: listLinksRequest,
    get: (id) => ({ method: 'GET', path: `/api/v1/links/${id}`, purpose: 'read' }),
    create: (draft) => createLinkRequest(draft),
    update: (id, changes) => updateLinkRequest(id, changes),
    remove: (id) => deleteRoute('links', id),
    ...readersOf({ schema: wireLink, what: 'link', dialect: 'current' }, toLink),
    modelPath: linkModelPath,
  },
};
