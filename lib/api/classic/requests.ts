import type { WireRequest } from '../dialect';
import {
  targetingRows,
  type Expiry,
  type LinkChanges,
  type LinkDraft,
  type Privacy,
  type Targeting,
} from '../model/link';
import type { LinkListQuery, LinkOrder, LinkStateFilter } from '../model/link-query';
import type { SpaceChanges, SpaceDraft, SpaceListQuery } from '../model/space';

/** The domain model → requests of the classic dialect (see ../README.md, "The two dialects"). */

type Pairs = [string, string][];

const PRIVACY_CODES: Record<Privacy, string> = { public: '0', private: '1', password: '2' };
const STATE_CODES: Record<LinkStateFilter, string> = { all: '0', active: '1', expired: '2', disabled: '3' };
const LINK_SORTS: Record<LinkOrder, string> = {
  newest: 'desc',
  oldest: 'asc',
  'most-clicks': 'max',
  'fewest-clicks': 'min',
};
/** target_type codes; language (3) fills the gap in the contract's numbering. */
const TARGET_TYPES: Record<Targeting['kind'], string> = {
  none: '0',
  country: '1',
  platform: '2',
  language: '3',
  rotation: '4',
};

function add(pairs: Pairs, name: string, value: string | number | undefined): void {
  if (value !== undefined) pairs.push([name, String(value)]);
}

/** On update, `null` clears a field: the server reads an empty value as "none". */
function addClearable(pairs: Pairs, name: string, value: string | number | null | undefined): void {
  if (value !== undefined) pairs.push([name, value === null ? '' : String(value)]);
}

/** `target_type` plus the repeated group of that kind: `country[0][key]`, `country[0][value]`, … */
function addTargeting(pairs: Pairs, targeting: Targeting): void {
  pairs.push(['target_type', TARGET_TYPES[targeting.kind]]);
  targetingRows(targeting).forEach((row, index) => {
    if (targeting.kind !== 'rotation') pairs.push([`${targeting.kind}[${index}][key]`, row.key]);
    pairs.push([`${targeting.kind}[${index}][value]`, row.destination]);
  });
}

function addExpiry(pairs: Pairs, expiry: Partial<Expiry>): void {
  addClearable(pairs, 'expiration_url', expiry.redirectUrl);
  addClearable(pairs, 'expiration_date', expiry.date);
  addClearable(pairs, 'expiration_time', expiry.time);
  addClearable(pairs, 'expiration_clicks', expiry.clickLimit);
}

/** Fields shared by create and update, in the contract's order; only what the caller chose is sent. */
function linkFields(pairs: Pairs, fields: LinkChanges): Pairs {
  add(pairs, 'url', fields.destination);
  add(pairs, 'alias', fields.alias);
  addClearable(pairs, 'password', fields.redirectPassword);
  addClearable(pairs, 'space', fields.spaceId);
  if (fields.pixelIds !== undefined) {
    // An empty list must still reach the server on update, or the old pixels stay.
    if (fields.pixelIds.length === 0) pairs.push(['pixels', '']);
    for (const id of fields.pixelIds) pairs.push(['pixels[]', String(id)]);
  }
  if (fields.disabled !== undefined) pairs.push(['disabled', fields.disabled ? '1' : '0']);
  if (fields.privacy !== undefined) pairs.push(['privacy', PRIVACY_CODES[fields.privacy]]);
  addClearable(pairs, 'privacy_password', fields.privacyPassword);
  if (fields.expiry) addExpiry(pairs, fields.expiry);
  if (fields.targeting) addTargeting(pairs, fields.targeting);
  return pairs;
}

export function createLinkRequest(draft: LinkDraft): WireRequest {
  const pairs: Pairs = [];
  add(pairs, 'domain', draft.domainId);
  const { domainId: _domain, ...fields } = draft;
  return { method: 'POST', path: '/api/v1/links', form: linkFields(pairs, fields), purpose: 'create' };
}

export function updateLinkRequest(id: number, changes: LinkChanges): WireRequest {
  return { method: 'PUT', path: `/api/v1/links/${id}`, form: linkFields([], changes), purpose: 'write' };
}

export function listLinksRequest(query: LinkListQuery): WireRequest {
  const pairs: Pairs = [];
  if (query.search) pairs.push(['search', query.search]);
  add(pairs, 'by', query.searchIn);
  if (query.state) pairs.push(['status', STATE_CODES[query.state]]);
  add(pairs, 'space', query.spaceId);
  add(pairs, 'domain', query.domainId);
  add(pairs, 'pixel', query.pixelId);
  if (query.order) pairs.push(['sort', LINK_SORTS[query.order]]);
  add(pairs, 'per_page', query.perPage);
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
  return { method: 'PUT', path: `/api/v1/spaces/${id}`, form: pairs, purpose: 'write' };
}

export function listSpacesRequest(query: SpaceListQuery): WireRequest {
  const pairs: Pairs = [];
  if (query.search) pairs.push(['search', query.search]);
  if (query.order) pairs.push(['sort', query.order === 'oldest' ? 'asc' : 'desc']);
  add(pairs, 'per_page', query.perPage);
  add(pairs, 'page', query.page);
  return { method: 'GET', path: '/api/v1/spaces', query: pairs, purpose: 'read' };
}
