import { t } from '../../i18n/messages';
import type { WireRequest } from '../dialect';
import { ApiError } from '../errors';
import { add, addClearable, type Pairs } from '../wire/pairs';
import {
  targetingRows,
  type Expiry,
  type LinkChanges,
  type LinkDraft,
  type Privacy,
  type Targeting,
} from '../model/link';
import type { LinkListQuery, LinkOrder, LinkStateFilter } from '../model/link-query';
import type { SpaceListQuery } from '../model/space';

/**
 * The domain model → requests of the classic dialect (see ../README.md, "The two dialects").
 * What the model has and a classic server would silently ignore is refused before sending; pages
 * do not offer it (`Capabilities`).
 */

function notOnThisServer(field: string, message: string): ApiError {
  return new ApiError('invalid-input', { fields: { [field]: [message] } });
}

const PRIVACY_CODES: Record<Privacy, string> = { public: '0', private: '1', password: '2' };
const STATE_CODES: Record<LinkStateFilter, string> = { all: '0', active: '1', expired: '2', disabled: '3' };
/** Orders a classic server has; the others are refused before sending (`Capabilities.linkOrders`). */
const LINK_SORTS: Partial<Record<LinkOrder, string>> = {
  newest: 'desc',
  oldest: 'asc',
  'most-clicks': 'max',
  'fewest-clicks': 'min',
};
/** target_type codes; language (3) fills the gap in the contract's numbering. */
const TARGET_TYPES: Partial<Record<Targeting['kind'], string>> = {
  none: '0',
  country: '1',
  platform: '2',
  language: '3',
  rotation: '4',
};

/** `target_type` plus the repeated group of that kind: `country[0][key]`, `country[0][value]`, … */
function addTargeting(pairs: Pairs, targeting: Targeting): void {
  const type = TARGET_TYPES[targeting.kind];
  if (type === undefined) throw notOnThisServer('targeting.kind', t('apiClassicNoTargetingKind'));
  pairs.push(['target_type', type]);
  targetingRows(targeting).forEach((row, index) => {
    if (targeting.kind !== 'rotation') pairs.push([`${targeting.kind}[${index}][key]`, row.key]);
    pairs.push([`${targeting.kind}[${index}][value]`, row.destination]);
  });
}

function addExpiry(pairs: Pairs, expiry: Partial<Expiry>): void {
  if (expiry.startDate) throw notOnThisServer('expiry.startDate', t('apiClassicNoStart'));
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
  if (query.spaceId === null) throw notOnThisServer('spaceId', t('apiClassicNoSpaceFilter'));
  add(pairs, 'space', query.spaceId);
  add(pairs, 'domain', query.domainId);
  add(pairs, 'pixel', query.pixelId);
  if (query.order) {
    const sort = LINK_SORTS[query.order];
    if (sort === undefined) throw notOnThisServer('order', t('apiClassicLinkOrder'));
    pairs.push(['sort', sort]);
  }
  add(pairs, 'per_page', query.perPage);
  add(pairs, 'page', query.page);
  return { method: 'GET', path: '/api/v1/links', query: pairs, purpose: 'read' };
}

export function listSpacesRequest(query: SpaceListQuery): WireRequest {
  const pairs: Pairs = [];
  if (query.search) pairs.push(['search', query.search]);
  if (query.order === 'oldest' || query.order === 'newest')
    pairs.push(['sort', query.order === 'oldest' ? 'asc' : 'desc']);
  else if (query.order) throw notOnThisServer('order', t('apiClassicSpaceOrder'));
  add(pairs, 'per_page', query.perPage);
  add(pairs, 'page', query.page);
  return { method: 'GET', path: '/api/v1/spaces', query: pairs, purpose: 'read' };
}
