// Routes only the current dialect has: the account (its plan, timezone and defaults) and the
// lists of the user's own domains and pixels.
import { freshDefaults } from '../../accounts';
import { pageReply, recordReply } from '../../envelopes';
import type { JsonObject } from '../../http-utils';
import { has } from '../../input';
import { DEFAULT_DOMAIN_ID, SEED_TIMESTAMP, userIdOf } from '../catalog';
import type { CurrentContext, CurrentHandler } from '../context';
import { compareText, currentPaging, keptParams, lenientChoice, searchText } from '../list-params';
import { pixelModel } from '../link-present';

const account: CurrentHandler = (ctx) => {
  const id = userIdOf(ctx.account);
  return recordReply({
    id,
    name: `Reference user ${id}`,
    email: `user${id}@reference.test`,
    avatar_url: `${ctx.origin}/img/avatar.svg`,
    locale: 'en',
    timezone: ctx.timezone,
    plan: { id: 1, name: ctx.planName, features: { ...ctx.features } },
    // As the owner last saved them in the dashboard; a space deleted since keeps its id here.
    ...ctx.accounts.defaultsOf(ctx.account, freshDefaults(DEFAULT_DOMAIN_ID)),
    created_at: ctx.createdAt,
  });
};

/** Search on name, sort_by id/name, sort, per_page: the same lenient rules as the link list. */
function namedList(
  ctx: CurrentContext,
  items: { id: number; name: string; record: JsonObject }[],
): ReturnType<typeof pageReply> {
  const q = ctx.query;
  const needle = searchText(q);
  const sortBy = lenientChoice(q, 'sort_by', ['id', 'name'] as const, 'id');
  const direction = lenientChoice(q, 'sort', ['desc', 'asc'] as const, 'desc') === 'asc' ? 1 : -1;
  const rows = items
    .filter((i) => needle === undefined || i.name.toLowerCase().includes(needle))
    .sort((a, b) => direction * ((sortBy === 'name' ? compareText(a.name, b.name) : 0) || a.id - b.id));
  const paging = currentPaging(q);
  const appends = keptParams(q, ['search', 'sort_by', 'sort']);
  if (has(q, 'per_page')) appends.per_page = String(paging.perPage);
  return pageReply(
    rows.map((r) => r.record),
    { ...paging, path: ctx.pathUrl, appends },
  );
}

/** Only the user's own domains: the global default is `account.default_domain`, never listed. */
const domains: CurrentHandler = (ctx) =>
  namedList(
    ctx,
    ctx.catalog.ownDomains(ctx.account).map((d) => ({
      id: d.id,
      name: d.name,
      record: {
        id: d.id,
        name: d.name,
        url: d.url,
        index_page: null,
        not_found_page: null,
        created_at: SEED_TIMESTAMP,
        updated_at: SEED_TIMESTAMP,
      },
    })),
  );

const pixels: CurrentHandler = (ctx) =>
  namedList(
    ctx,
    ctx.catalog.pixelsOf(ctx.account).map((p) => {
      const { user_id: _owner, ...record } = pixelModel(p);
      return { id: p.id, name: p.name, record };
    }),
  );

export const accountHandlers = { account, domains, pixels };
