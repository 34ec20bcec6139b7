import { t } from '../../i18n/messages';
import type { WireRequest } from '../dialect';
import { add, addClearable, type Pairs } from '../wire/pairs';
import { ApiError } from '../errors';
import {
  targetingRows,
  type Expiry,
  type LinkChanges,
  type LinkDraft,
  type Privacy,
  type Targeting,
} from '../model/link';
import type { LinkListQuery, LinkOrder } from '../model/link-query';
import type { SpaceListQuery, SpaceOrder } from '../model/space';

/**
 * The domain model → requests of the current dialect (see ../README.md, "The two dialects").
 * Only what the caller chose is sent: a current server's plan gates fire on any field present,
 * even at its default value.
 */

const PRIVACY_CODES: Record<Privacy, string> = { public: '0', private: '1', password: '2' };
/** Targeting kinds as `targets_type` names them. */
export const TARGETS_TYPES: Record<Exclude<Targeting['kind'], 'none'>, string> = {
  continent: 'continents',
  country: 'countries',
  platform: 'operating_systems',
  browser: 'browsers',
  language: 'languages',
  device: 'devices',
  rotation: 'rotations',
};
const LINK_SORTS: Record<LinkOrder, [sortBy: string, sort: 'asc' | 'desc']> = {
  newest: ['id', 'desc'],
  oldest: ['id', 'asc'],
  'most-clicks': ['clicks', 'desc'],
  'fewest-clicks': ['clicks', 'asc'],
  'title-asc': ['title', 'asc'],
  'title-desc': ['title', 'desc'],
  'alias-asc': ['alias', 'asc'],
  'alias-desc': ['alias', 'desc'],
  'url-asc': ['url', 'asc'],
  'url-desc': ['url', 'desc'],
};
const SPACE_SORTS: Record<SpaceOrder, [sortBy: string, sort: 'asc' | 'desc']> = {
  newest: ['id', 'desc'],
  oldest: ['id', 'asc'],
  'name-asc': ['name', 'asc'],
  'name-desc': ['name', 'desc'],
};
/** The only page sizes a current server honours; any other silently becomes 10. */
const PAGE_SIZES = [10, 25, 50, 100];

function twoDigits(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * A local wall-clock date and time as ISO-8601 with the local offset at that moment, so the
 * server does not read it in the account's timezone.
 */
function withLocalOffset(date: string, time: string | null): string {
  const instant = new Date(`${date}T${time ?? '00:00'}:00`);
  const offsetMinutes = -instant.getTimezoneOffset();
  const sign = offsetMinutes >= 0 ? '+' : '-';
  const abs = Math.abs(offsetMinutes);
  return `${date}T${time ?? '00:00'}:00${sign}${twoDigits(Math.floor(abs / 60))}:${twoDigits(abs % 60)}`;
}

/** The active window. An end alone starts the window at `startFallback` (now); a start alone cannot be sent (both or neither). */
function addWindow(pairs: Pairs, expiry: Partial<Expiry>, startFallback: string): void {
  const { startDate, startTime, date, time } = expiry;
  if (date === undefined && startDate === undefined) return;
  if (date === null || (date === undefined && startDate === null)) {
    pairs.push(['active_period_start_at', ''], ['active_period_end_at', '']);
    return;
  }
  if (date === undefined) {
    throw new ApiError('invalid-input', { fields: { 'expiry.date': [t('apiExpiryEndRequired')] } });
  }
  const start = startDate ? withLocalOffset(startDate, startTime ?? null) : startFallback;
  pairs.push(['active_period_start_at', start], ['active_period_end_at', withLocalOffset(date, time ?? null)]);
}

function addTargeting(pairs: Pairs, targeting: Targeting): void {
  if (targeting.kind === 'none') {
    pairs.push(['targets_type', '']);
    return;
  }
  pairs.push(['targets_type', TARGETS_TYPES[targeting.kind]]);
  targetingRows(targeting).forEach((row, index) => {
    if (targeting.kind !== 'rotation') pairs.push([`targets[${index}][key]`, row.key]);
    pairs.push([`targets[${index}][value]`, row.destination]);
  });
}

function linkFields(pairs: Pairs, fields: LinkChanges, startFallback: string): Pairs {
  add(pairs, 'url', fields.destination);
  add(pairs, 'alias', fields.alias);
  addClearable(pairs, 'redirect_password', fields.redirectPassword);
  addClearable(pairs, 'space_id', fields.spaceId);
  if (fields.pixelIds !== undefined) {
    if (fields.pixelIds.length === 0) pairs.push(['pixel_ids', '']);
    for (const id of fields.pixelIds) pairs.push(['pixel_ids[]', String(id)]);
  }
  if (fields.privacy !== undefined) pairs.push(['privacy', PRIVACY_CODES[fields.privacy]]);
  addClearable(pairs, 'password', fields.privacyPassword);
  if (fields.expiry) {
    addWindow(pairs, fields.expiry, startFallback);
    addClearable(pairs, 'clicks_limit', fields.expiry.clickLimit);
    addClearable(pairs, 'expiration_url', fields.expiry.redirectUrl);
  }
  if (fields.targeting) addTargeting(pairs, fields.targeting);
  return pairs;
}

/**
 * `domainId` is required on this dialect: the client fills in the account's default before
 * validation. A disabled state does not exist here; pages do not offer it.
 */
export function createLinkRequest(draft: LinkDraft, now: Date = new Date()): WireRequest {
  const { domainId, disabled: _classicOnly, ...fields } = draft;
  if (domainId === undefined) {
    throw new ApiError('invalid-input', {
      fields: { domainId: [t('apiDomainRequired')] },
    });
  }
  return {
    method: 'POST',
    path: '/api/v1/links',
    form: linkFields([['domain_id', String(domainId)]], fields, now.toISOString()),
    purpose: 'create',
  };
}

/** An end without a start starts the window now; forms send the link's existing start with a changed end. */
export function updateLinkRequest(id: number, changes: LinkChanges, now: Date = new Date()): WireRequest {
  const { disabled: _classicOnly, ...fields } = changes;
  return {
    method: 'PATCH',
    path: `/api/v1/links/${id}`,
    form: linkFields([], fields, now.toISOString()),
    purpose: 'write',
  };
}

function addPageSize(pairs: Pairs, perPage: number | undefined): void {
  if (perPage === undefined) return;
  // The smallest honoured size that shows at least as many rows as asked for.
  pairs.push(['per_page', String(PAGE_SIZES.find((size) => size >= perPage) ?? 100)]);
}

export function listLinksRequest(query: LinkListQuery): WireRequest {
  const pairs: Pairs = [];
  if (query.search) pairs.push(['search', query.search]);
  add(pairs, 'search_by', query.searchIn);
  // No state filter: the server's does not match the state shown, pages filter on the client.
  if (query.spaceId !== undefined) pairs.push(['space_id', query.spaceId === null ? '0' : String(query.spaceId)]);
  add(pairs, 'domain_id', query.domainId);
  add(pairs, 'pixel_id', query.pixelId);
  if (query.order) {
    const [sortBy, sort] = LINK_SORTS[query.order];
    pairs.push(['sort_by', sortBy], ['sort', sort]);
  }
  addPageSize(pairs, query.perPage);
  add(pairs, 'page', query.page);
  return { method: 'GET', path: '/api/v1/links', query: pairs, purpose: 'read' };
}

export function listSpacesRequest(query: SpaceListQuery): WireRequest {
  const pairs: Pairs = [];
  if (query.search) pairs.push(['search', query.search], ['search_by', 'name']);
  if (query.order) {
    const [sortBy, sort] = SPACE_SORTS[query.order];
    pairs.push(['sort_by', sortBy], ['sort', sort]);
  }
  addPageSize(pairs, query.perPage);
  add(pairs, 'page', query.page);
  return { method: 'GET', path: '/api/v1/spaces', query: pairs, purpose: 'read' };
}

/** The account (detection, default domain, plan), and the lists only this dialect has. */
export const accountRequest: WireRequest = { method: 'GET', path: '/api/v1/account', purpose: 'read' };

/** The first 100 by name: more domains or pixels than that would not fit a form's list anyway. */
export function listResourceRequest(collection: 'domains' | 'pixels'): WireRequest {
  return {
    method: 'GET',
    path: `/api/v1/${collection}`,
    query: [
      ['sort_by', 'name'],
      ['sort', 'asc'],
      ['per_page', '100'],
    ],
    purpose: 'read',
  };
}
