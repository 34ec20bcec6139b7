import { t } from '../../i18n/messages';
import type { DeleteRoute, Dialect } from '../dialect';
import { readOneRecord, readersOf } from '../wire/envelope';
import { refused } from '../wire/field-table';
import { linksOf, spacesOf } from '../wire/resource-dialects';
import { toDomain, toPixel, wireDomain, wirePixel } from '../wire/shared-records';
import { accountRequest, listResourceRequest, toAccount, wireAccount } from './account';
import { CURRENT_LINK_FIELDS } from './link-fields';
import { currentStats } from './stats';
import { CURRENT_LINK_QUERY, CURRENT_SPACE_QUERY } from './list-queries';

/** One route: the contract's `/…/{id}/destroy` answers 405 on these servers. */
function deleteRoute(collection: 'links' | 'spaces', id: number): DeleteRoute[] {
  return [{ name: 'api-v1', request: { method: 'DELETE', path: `/api/v1/${collection}/${id}`, purpose: 'write' } }];
}

const routes = { update: 'PATCH', remove: deleteRoute } as const;
const links = linksOf('current', CURRENT_LINK_FIELDS, CURRENT_LINK_QUERY, routes);

/** The current dialect: what today's phpShort releases speak (see ../README.md, "The two dialects"). */
export const currentDialect: Dialect = {
  name: 'current',
  account: {
    request: accountRequest,
    read: (body) => toAccount(readOneRecord(body, { schema: wireAccount, what: 'account' })),
    domains: { list: listResourceRequest('domains'), ...readersOf({ schema: wireDomain, what: 'domain' }, toDomain) },
    pixels: { list: listResourceRequest('pixels'), ...readersOf({ schema: wirePixel, what: 'pixel' }, toPixel) },
  },
  stats: currentStats,
  spaces: spacesOf(CURRENT_SPACE_QUERY, routes),
  links: {
    ...links,
    // The domain is required here: the client fills in the account's default before validation.
    create: (draft) => {
      if (draft.domainId === undefined) throw refused('domainId', t('apiDomainRequired'));
      return links.create(draft);
    },
  },
};
