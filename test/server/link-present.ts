// Link records as show/list answer them (proper types), and the link state rules.
import type { Json, JsonObject } from './http-utils';
import type { LinkRow, Store, TargetRow } from './store';
import type { RecordVariant } from './types';

export type LinkState = 'active' | 'expired' | 'disabled';

/** Disabled wins; then expired by date (+time, UTC) or by clicks; else active. */
export function linkState(link: LinkRow, now = Date.now()): LinkState {
  if (link.disabled === 1) return 'disabled';
  if (link.expirationDate) {
    const at = Date.parse(`${link.expirationDate}T${link.expirationTime ?? '00:00'}:00Z`);
    if (at <= now) return 'expired';
  }
  if (link.expirationClicks !== null && link.clicks >= link.expirationClicks) return 'expired';
  return 'active';
}

/** PHP keeps the indexes the client sent: contiguous from 0 is a JSON array, anything else an object. */
function presentTargets(link: LinkRow): Json {
  if (link.targetType === 0) return [];
  const item = (t: TargetRow): JsonObject =>
    link.targetType === 4 ? { value: t.value } : { key: t.key, value: t.value };
  const contiguous = link.targets.every((t, i) => t.index === i);
  if (contiguous) return link.targets.map(item);
  const out: JsonObject = {};
  for (const t of [...link.targets].sort((a, b) => a.index - b.index)) out[String(t.index)] = item(t);
  return out;
}

function shortUrl(link: LinkRow, store: Store, shortLinkOrigin: string): string {
  const domain = link.domain === null ? undefined : store.domain(link.domain);
  return domain ? `https://${domain.name}/${link.alias}` : `${shortLinkOrigin}/${link.alias}`;
}

/** Releases that keep one list per kind; language rows (type 3) have no list there. */
const TARGET_LISTS: Record<string, number> = { geo_target: 1, platform_target: 2, rotation_target: 4 };

/** The targeting part of a record, as the variant spells it. */
function presentTargeting(link: LinkRow, spelling: RecordVariant['targeting']): JsonObject {
  if (spelling === 'absent') return { target_type: link.targetType };
  if (spelling === 'lists') {
    const lists: JsonObject = { target_type: link.targetType };
    for (const [name, type] of Object.entries(TARGET_LISTS))
      lists[name] = link.targetType === type ? presentTargets(link) : null;
    return lists;
  }
  return { target_type: link.targetType, targets: presentTargets(link) };
}

/** The expiry date and time as one instant; the classic server reads them in UTC (see `linkState`). */
function endsAt(link: LinkRow): string | null {
  if (link.expirationDate === null) return null;
  return `${link.expirationDate}T${link.expirationTime ?? '00:00'}:00.000000Z`;
}

export function presentLink(
  link: LinkRow,
  store: Store,
  shortLinkOrigin: string,
  variant: RecordVariant = {},
): JsonObject {
  const space = link.space === null ? undefined : store.space(link.account, link.space);
  const domain = link.domain === null ? undefined : store.domain(link.domain);
  const pixels: Json[] = [];
  for (const id of link.pixels) {
    const p = store.pixel(id);
    if (p) pixels.push({ id: p.id, name: p.name, type: p.type });
  }
  return {
    id: link.id,
    alias: link.alias,
    url: link.url,
    short_url: shortUrl(link, store, shortLinkOrigin),
    title: link.title,
    ...presentTargeting(link, variant.targeting),
    privacy: link.privacy,
    ...(variant.secrets === 'absent'
      ? {}
      : { password: link.password !== null, privacy_password: link.privacyPassword !== null }),
    disabled: link.disabled,
    expiration_url: link.expirationUrl,
    ...(variant.expiry === 'ends_at'
      ? { ends_at: endsAt(link) }
      : { expiration_date: link.expirationDate, expiration_time: link.expirationTime }),
    expiration_clicks: link.expirationClicks,
    clicks: link.clicks,
    space: space ? { id: space.id, name: space.name, color: space.color } : null,
    domain: domain ? { id: domain.id, name: domain.name } : null,
    pixels,
    created_at: link.createdAt,
    updated_at: link.updatedAt,
  };
}
