// Current-dialect link records: the show/list shape (proper types) and the raw-model echo of writes.
import type { Json, JsonObject } from '../http-utils';
import { has, isContainer, type InputObject } from '../input';
import type { SpaceRow, Store } from '../store';
import { type Catalog, type CurrentDomain, type CurrentPixel, SEED_TIMESTAMP, userIdOf } from './catalog';
import type { CurrentLinkRow } from './link-row';

/** PHP keeps the row indexes: contiguous from 0 is a JSON array, anything else an object. */
function presentTargets(link: CurrentLinkRow): Json {
  if (link.targetsType === null) return null;
  const item = (t: CurrentLinkRow['targets'][number]): JsonObject =>
    t.key === null ? { value: t.value } : { key: t.key, value: t.value };
  if (link.targets.every((t, i) => t.index === i)) return link.targets.map(item);
  const out: JsonObject = {};
  for (const t of link.targets) out[String(t.index)] = item(t);
  return out;
}

/** The raw Domain model as a link embeds it. */
function domainModel(d: CurrentDomain): JsonObject {
  return {
    id: d.id,
    name: d.name,
    index_page: null,
    not_found_page: null,
    user_id: d.userId,
    created_at: SEED_TIMESTAMP,
    updated_at: SEED_TIMESTAMP,
  };
}

export function pixelModel(p: CurrentPixel): JsonObject {
  return {
    id: p.id,
    name: p.name,
    type: p.type,
    value: p.value,
    user_id: p.userId,
    created_at: SEED_TIMESTAMP,
    updated_at: SEED_TIMESTAMP,
  };
}

function spaceModel(s: SpaceRow): JsonObject {
  return {
    id: s.id,
    name: s.name,
    color: s.color,
    user_id: userIdOf(s.account),
    created_at: s.createdAt,
    updated_at: s.updatedAt,
  };
}

function shortUrl(link: CurrentLinkRow, catalog: Catalog, shortLinkOrigin: string): string {
  const domain = catalog.domain(link.domain, shortLinkOrigin);
  return `${domain?.url ?? shortLinkOrigin}/${link.alias}`;
}

export function presentCurrentLink(
  link: CurrentLinkRow,
  store: Store<CurrentLinkRow>,
  catalog: Catalog,
  shortLinkOrigin: string,
): JsonObject {
  const space = link.space === null ? undefined : store.space(link.account, link.space);
  const domain = catalog.domain(link.domain, shortLinkOrigin);
  const pixels: Json[] = [];
  for (const id of link.pixels) {
    const p = catalog.pixel(id);
    if (p) pixels.push(pixelModel(p));
  }
  return {
    id: link.id,
    alias: link.alias,
    url: link.url,
    short_url: shortUrl(link, catalog, shortLinkOrigin),
    title: link.title,
    targets_type: link.targetsType,
    targets: presentTargets(link),
    last_rotation: null,
    sensitive_content: link.sensitiveContent,
    privacy: link.privacy,
    password: link.password !== null,
    redirect_password: link.redirectPassword !== null,
    active_period_start_at: link.activeStart,
    active_period_end_at: link.activeEnd,
    clicks_limit: link.clicksLimit,
    expiration_url: link.expirationUrl,
    clicks: link.clicks,
    space: space ? spaceModel(space) : null,
    domain: domain ? domainModel(domain) : null,
    pixels,
    // Declared by the resource, never filled by this release.
    expires_at: null,
    created_at: link.createdAt,
    updated_at: link.updatedAt,
  };
}

/** Scalar fields a write answer echoes as the request sent them (form numbers stay strings). */
const RAW_FIELDS = ['url', 'alias', 'privacy', 'sensitive_content', 'clicks_limit', 'expiration_url', 'targets_type'];

/** Columns a freshly created model does not hold until it is read back (show/list say 0). */
const UNSET_ON_CREATE = ['privacy', 'sensitive_content', 'clicks_limit', 'clicks'];

export function echoCurrentLink(record: JsonObject, input: InputObject, created: boolean): JsonObject {
  for (const field of RAW_FIELDS) {
    if (!has(input, field)) continue;
    const v = input[field];
    // ConvertEmptyStringsToNull: '' is stored (and echoed) as null.
    record[field] = v === '' || v === null || v === undefined || isContainer(v) ? null : v;
  }
  if (created) for (const field of UNSET_ON_CREATE) if (!has(input, field)) record[field] = null;
  return record;
}
