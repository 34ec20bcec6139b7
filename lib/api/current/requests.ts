import type { WireRequest } from '../dialect';
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
import type { SpaceChanges, SpaceDraft, SpaceListQuery, SpaceOrder } from '../model/space';

/**
 * The domain model → requests of the current dialect (see ../README.md, "The two dialects").
 * Only what the caller chose is sent: a current server's plan gates fire on any field present,
 * even at its default value.
 */

type Pairs = [string, string][];

const PRIVACY_CODES: Record<Privacy, string> = { public: '0', private: '1', password: '2' };
const TARGETS_TYPES: Record<Exclude<Targeting['kind'], 'none'>, string> = {
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

function add(pairs: Pairs, name: string, value: string | number | undefined): void {
  if (value !== undefined) pairs.push([name, String(value)]);
}

/** On update, `null` clears a field: the server reads an empty value as "none". */
function addClearable(pairs: Pairs, name: string, value: string | number | null | undefined): void {
  if (value !== undefined) pairs.push([name, value === null ? '' : String(value)]);
}

function twoDigits(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * A local wall-clock date and time as ISO-8601 with the local offset at that moment, so the
 * server does not read it in the account's timezone.
 */
export function withLocalOffset(date: string, time: string | null): string {
  const instant = new Date(`${date}T${time ?? '00:00'}:00`);
  const offsetMinutes = -instant.getTimezoneOffset();
  const sign = offsetMinutes >= 0 ? '+' : '-';
  const abs = Math.abs(offsetMinutes);
  return `${date}T${time ?? '00:00'}:00${sign}${twoDigits(Math.floor(abs / 60))}:${twoDigits(abs % 60)}`;
}

/**
 * The active window. An end alone starts the window at `startFallback` (now on create, the
 * link's creation on update); a start alone cannot be sent (both or neither).
 */
function addWindow(pairs: Pairs, expiry: Partial<Expiry>, startFallback: string): void {
  const { startDate, startTime, date, time } = expiry;
  if (date === undefined && startDate === undefined) return;
  if (date === null || (date === undefined && startDate === null)) {
    pairs.push(['active_period_start_at', ''], ['active_period_end_at', '']);
    return;
  }
  if (date === undefined) {
    throw new ApiError('invalid-input', { fields: { 'expiry.date': ['Choose when the link stops working.'] } });
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

/** `domainId` is required here: the client fills in the account's default before calling. */
export function createLinkRequest(draft: LinkDraft & { domainId: number }, now: Date): WireRequest {
  const { domainId, disabled: _classicOnly, ...fields } = draft;
  const today = now.toISOString();
  return {
    method: 'POST',
    path: '/api/v1/links',
    form: linkFields([['domain_id', String(domainId)]], fields, today),
    purpose: 'create',
  };
}

export function updateLinkRequest(id: number, changes: LinkChanges, createdAt: string | null, now: Date): WireRequest {
  const { disabled: _classicOnly, ...fields } = changes;
  return {
    method: 'PATCH',
    path: `/api/v1/links/${id}`,
    form: linkFields([], fields, createdAt ?? now.toISOString()),
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

export function createSpaceRequest(draft: SpaceDraft): WireRequest {
  const pairs: Pairs = [['name', draft.name]];
  add(pairs, 'color', draft.color);
  return { method: 'POST', path: '/api/v1/spaces', form: pairs, purpose: 'write' };
}

export function updateSpaceRequest(id: number, changes: SpaceChanges): WireRequest {
  const pairs: Pairs = [];
  add(pairs, 'name', changes.name);
  add(pairs, 'color', changes.color);
  return { method: 'PATCH', path: `/api/v1/spaces/${id}`, form: pairs, purpose: 'write' };
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

export function listResourceRequest(collection: 'domains' | 'pixels', page: number): WireRequest {
  return {
    method: 'GET',
    path: `/api/v1/${collection}`,
    query: [
      ['per_page', '100'],
      ['page', String(page)],
    ],
    purpose: 'read',
  };
}
