import type { DeleteRoute, Dialect } from '../dialect';
import { readOneRecord, readPageOf } from './envelope';
import { linkModelPath, spaceModelPath } from './field-paths';
import { toLink, toSpace } from './records';
import {
  createLinkRequest,
  createSpaceRequest,
  listLinksRequest,
  listSpacesRequest,
  updateLinkRequest,
  updateSpaceRequest,
} from './requests';
import { wireLink, wireSpace } from './wire-records';

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
    update: updateSpaceRequest,
    remove: (id) => deleteRoutes('spaces', id),
    readRecord: (body) => toSpace(readOneRecord(body, wireSpace, 'space')),
    readPage: (body) => {
      const page = readPageOf(body, wireSpace, 'space');
      return { ...page, items: page.items.map(toSpace) };
    },
    modelPath: spaceModelPath,
  },
  links: {
    list: listLinksRequest,
    get: (id) => ({ method: 'GET', path: `/api/v1/links/${id}`, purpose: 'read' }),
    create: createLinkRequest,
    update: updateLinkRequest,
    remove: (id) => deleteRoutes('links', id),
    readRecord: (body) => toLink(readOneRecord(body, wireLink, 'link')),
    readPage: (body) => {
      const page = readPageOf(body, wireLink, 'link');
      return { ...page, items: page.items.map(toLink) };
    },
    modelPath: linkModelPath,
  },
};
