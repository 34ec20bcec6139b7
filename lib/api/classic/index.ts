import type { DeleteRoute, Dialect } from '../dialect';
import { createSpaceRequest, updateSpaceRequest } from '../wire/space-requests';
import { readersOf } from '../wire/envelope';
import { toSpace, wireSpace } from '../wire/shared-records';
import { linkModelPath, spaceModelPath } from './field-paths';
import { toLink } from './records';
import { createLinkRequest, listLinksRequest, listSpacesRequest, updateLinkRequest } from './requests';
import { wireLink } from './wire-records';

/**
 * The contract's delete path comes first; real phpShort releases delete under
 * /api/v1 instead and answer 405 on the contract's path (README.md here, "Delete routes differ").
 */
function deleteRoutes(collection: 'links' | 'spaces', id: number): DeleteRoute[] {
  return [
    { name: 'contract', request: { method: 'DELETE', path: `/${collection}/${id}/destroy`, purpose: 'write' } },
    { name: 'api-v1', request: { method: 'DELETE', path: `/api/v1/${collection}/${id}`, purpose: 'write' } },
  ];
}

/** The classic dialect: the contract this extension was built on (phpShort 3.x era; see ../README.md). */
export const classicDialect: Dialect = {
  name: 'classic',
  spaces: {
    list: listSpacesRequest,
    get: (id) => ({ method: 'GET', path: `/api/v1/spaces/${id}`, purpose: 'read' }),
    create: createSpaceRequest,
    update: (id, changes) => updateSpaceRequest('PUT', id, changes),
    remove: (id) => deleteRoutes('spaces', id),
    ...readersOf({ schema: wireSpace, what: 'space' }, toSpace),
    modelPath: spaceModelPath,
  },
  links: {
    list: listLinksRequest,
    get: (id) => ({ method: 'GET', path: `/api/v1/links/${id}`, purpose: 'read' }),
    create: createLinkRequest,
    update: updateLinkRequest,
    remove: (id) => deleteRoutes('links', id),
    ...readersOf({ schema: wireLink, what: 'link', dialect: 'classic' }, toLink),
    modelPath: linkModelPath,
  },
};
