import type { DeleteRoute, Dialect } from '../dialect';
import { linksOf, spacesOf } from '../wire/resource-dialects';
import { CLASSIC_LINK_FIELDS } from './link-fields';
import { CLASSIC_LINK_QUERY, CLASSIC_SPACE_QUERY } from './list-queries';

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

const routes = { update: 'PUT', remove: deleteRoutes } as const;

/** The classic dialect: the contract this extension was built on (phpShort 3.x era; see ../README.md). */
export const classicDialect: Dialect = {
  name: 'classic',
  spaces: spacesOf(CLASSIC_SPACE_QUERY, routes),
  links: linksOf('classic', CLASSIC_LINK_FIELDS, CLASSIC_LINK_QUERY, routes),
};
