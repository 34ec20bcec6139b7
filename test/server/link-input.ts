// Validation of link store/update input (classic dialect) into a set of changes.
import { randomInt } from 'node:crypto';
import { COUNTRIES, LANGUAGES, PLATFORMS } from './codes';
import { entriesOf, has, isContainer, type InputObject, type InputValue } from './input';
import type { BaseLinkRow, LinkRow, Store, TargetRow } from './store';
import {
  Errors,
  checkIntegerIn,
  checkString,
  checkUrl,
  isCalendarDate,
  isClockTime,
  isEmpty,
  msg,
  text,
  toInteger,
} from './validation';

export interface LinkChanges {
  url?: string;
  alias?: string;
  domain?: number | null;
  space?: number | null;
  pixels?: number[];
  password?: string | null;
  privacy?: number;
  privacyPassword?: string | null;
  disabled?: number;
  expirationUrl?: string | null;
  expirationDate?: string | null;
  expirationTime?: string | null;
  expirationClicks?: number | null;
  targetType?: number;
  targets?: TargetRow[];
}

/** target_type → the form group holding its rows. */
const TARGET_GROUPS: Record<number, 'country' | 'platform' | 'language' | 'rotation'> = {
  1: 'country',
  2: 'platform',
  3: 'language',
  4: 'rotation',
};

const ALIAS_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Aliases are unique per domain, across accounts (both dialects). */
export function aliasTaken(store: Store<BaseLinkRow>, alias: string, domain: number | null, selfId?: number): boolean {
  return store.allLinks().some((l) => l.alias === alias && l.domain === domain && l.id !== selfId);
}

/** 5–6 random letters and digits, unique for the domain. */
export function generateAlias(store: Store<BaseLinkRow>, domain: number | null): string {
  for (;;) {
    const length = randomInt(5, 7);
    let alias = '';
    for (let i = 0; i < length; i++) alias += ALIAS_CHARS.charAt(randomInt(ALIAS_CHARS.length));
    if (!aliasTaken(store, alias, domain)) return alias;
  }
}

interface Scope {
  input: InputObject;
  errors: Errors;
  store: Store;
  account: number;
  existing?: LinkRow;
}

/** An optional text field: '' clears it (null); otherwise checked by `check`. */
function optional<T>(s: Scope, field: string, check: (v: InputValue) => T | undefined): T | null | undefined {
  if (!has(s.input, field)) return undefined;
  const v = s.input[field];
  if (v === undefined || isEmpty(v)) return null;
  return check(v);
}

function checkTargets(s: Scope, group: 'country' | 'platform' | 'language' | 'rotation'): TargetRow[] {
  const raw = s.input[group];
  if (isEmpty(raw)) return [];
  if (!isContainer(raw)) {
    s.errors.add(group, msg.array(group));
    return [];
  }
  const rows: TargetRow[] = [];
  for (const [k, row] of entriesOf(raw)) {
    const base = `${group}.${k}`;
    const index = toInteger(k);
    if (index === undefined || index < 0 || !isContainer(row) || Array.isArray(row)) {
      s.errors.add(base, msg.invalid(base));
      continue;
    }
    const value = isEmpty(row.value) ? undefined : checkUrl(s.errors, `${base}.value`, row.value);
    if (isEmpty(row.value)) s.errors.add(`${base}.value`, msg.required(`${base}.value`));
    let key: string | null = null;
    if (group !== 'rotation') {
      const given = text(row.key);
      if (given === undefined || given === '') s.errors.add(`${base}.key`, msg.required(`${base}.key`));
      else {
        const known = group === 'country' ? COUNTRIES : group === 'platform' ? PLATFORMS : LANGUAGES;
        if (known.has(given)) key = given;
        else s.errors.add(`${base}.key`, msg.invalid(`${base}.key`));
      }
      if (key === null) continue;
    }
    if (value !== undefined) rows.push({ index, key, value });
  }
  return rows.sort((a, b) => a.index - b.index);
}

export function checkLinkInput(
  store: Store,
  account: number,
  input: InputObject,
  existing?: LinkRow,
): { errors: Errors; changes: LinkChanges } {
  const errors = new Errors();
  const s: Scope = { input, errors, store, account, ...(existing ? { existing } : {}) };
  const c: LinkChanges = {};
  const creating = existing === undefined;

  if (creating || has(input, 'url')) {
    if (isEmpty(input.url)) errors.add('url', msg.required('url'));
    else {
      const url = checkUrl(errors, 'url', input.url);
      if (url !== undefined) c.url = url;
    }
  }

  // domain is accepted on create only; on update it is silently ignored, like phpShort.
  if (creating) {
    const domain = optional(s, 'domain', (v) => {
      const id = toInteger(v);
      if (id !== undefined && store.domainsOf(account).some((d) => d.id === id)) return id;
      errors.add('domain', msg.invalid('domain'));
      return undefined;
    });
    if (domain !== undefined) c.domain = domain;
  }
  const domain = creating ? (c.domain ?? null) : existing.domain;

  if (has(input, 'alias')) {
    if (isEmpty(input.alias)) {
      if (!creating) errors.add('alias', msg.required('alias'));
    } else {
      const alias = checkString(errors, 'alias', input.alias, 255);
      if (alias !== undefined) {
        if (!/^[A-Za-z0-9_-]+$/.test(alias)) errors.add('alias', msg.alphaDash('alias'));
        else if (aliasTaken(store, alias, domain, existing?.id)) errors.add('alias', msg.taken('alias'));
        else c.alias = alias;
      }
    }
  }

  const password = optional(s, 'password', (v) => checkString(errors, 'password', v, 128));
  if (password !== undefined) c.password = password;

  const space = optional(s, 'space', (v) => {
    const id = toInteger(v);
    if (id !== undefined && store.space(account, id)) return id;
    errors.add('space', msg.invalid('space'));
    return undefined;
  });
  if (space !== undefined) c.space = space;

  if (has(input, 'pixels')) {
    const raw = input.pixels;
    if (isEmpty(raw)) c.pixels = [];
    else if (!isContainer(raw)) errors.add('pixels', msg.array('pixels'));
    else {
      const own = new Set(store.pixelsOf(account).map((p) => p.id));
      const ids: number[] = [];
      for (const [k, v] of entriesOf(raw)) {
        const id = toInteger(v);
        if (id !== undefined && own.has(id)) {
          if (!ids.includes(id)) ids.push(id);
        } else errors.add(`pixels.${k}`, msg.invalid(`pixels.${k}`));
      }
      c.pixels = ids;
    }
  }

  // Enumerations: empty means back to the default.
  const enumField = (field: string, allowed: number[]): number | undefined => {
    if (!has(input, field)) return undefined;
    if (isEmpty(input[field])) return 0;
    return checkIntegerIn(errors, field, input[field], allowed);
  };
  const disabled = enumField('disabled', [0, 1]);
  if (disabled !== undefined) c.disabled = disabled;
  const privacy = enumField('privacy', [0, 1, 2]);
  if (privacy !== undefined) c.privacy = privacy;
  const targetType = enumField('target_type', [0, 1, 2, 3, 4]);
  if (targetType !== undefined) c.targetType = targetType;

  const privacyPassword = optional(s, 'privacy_password', (v) => checkString(errors, 'privacy_password', v, 128));
  if (privacyPassword !== undefined) c.privacyPassword = privacyPassword;
  const effectivePrivacy = c.privacy ?? (has(input, 'privacy') ? undefined : (existing?.privacy ?? 0));
  if (effectivePrivacy === 2) {
    const effectivePw = privacyPassword !== undefined ? privacyPassword : (existing?.privacyPassword ?? null);
    if (effectivePw === null && !errors.fields.privacy_password)
      errors.add('privacy_password', msg.requiredIf('privacy_password', 'privacy', '2'));
  } else if (effectivePrivacy !== undefined && (privacyPassword || existing?.privacyPassword)) {
    // The stats password only exists with privacy 2, so the record never claims one it does not use.
    c.privacyPassword = null;
  }

  const expirationUrl = optional(s, 'expiration_url', (v) => checkUrl(errors, 'expiration_url', v));
  if (expirationUrl !== undefined) c.expirationUrl = expirationUrl;
  const expirationDate = optional(s, 'expiration_date', (v) => {
    const d = text(v);
    if (d !== undefined && isCalendarDate(d)) return d;
    errors.add(
      'expiration_date',
      /^\d{4}-\d{2}-\d{2}$/.test(d ?? '') ? msg.date('expiration_date') : msg.format('expiration_date', 'Y-m-d'),
    );
    return undefined;
  });
  if (expirationDate !== undefined) c.expirationDate = expirationDate;
  const expirationTime = optional(s, 'expiration_time', (v) => {
    const t = text(v);
    if (t !== undefined && isClockTime(t)) return t;
    errors.add('expiration_time', msg.format('expiration_time', 'H:i'));
    return undefined;
  });
  if (expirationTime !== undefined) c.expirationTime = expirationTime;
  // A time without a date means nothing: Laravel's required_with, reported on the date.
  const timeAfter = has(input, 'expiration_time') ? expirationTime : existing?.expirationTime;
  const dateAfter = has(input, 'expiration_date') ? expirationDate : existing?.expirationDate;
  if (timeAfter && !dateAfter && !errors.fields.expiration_date)
    errors.add('expiration_date', msg.requiredWith('expiration_date', 'expiration_time'));
  const expirationClicks = optional(s, 'expiration_clicks', (v) => {
    const n = toInteger(v);
    if (n === undefined) errors.add('expiration_clicks', msg.integer('expiration_clicks'));
    else if (n < 1) errors.add('expiration_clicks', msg.min('expiration_clicks', 1));
    else return n;
    return undefined;
  });
  if (expirationClicks !== undefined) c.expirationClicks = expirationClicks;

  // Targets are rebuilt when the type or its row group is sent; other groups are ignored.
  const effectiveType = has(input, 'target_type') ? targetType : (existing?.targetType ?? 0);
  if (effectiveType !== undefined) {
    const group = TARGET_GROUPS[effectiveType];
    if (!group) {
      if (has(input, 'target_type')) c.targets = [];
    } else if (has(input, 'target_type') || has(input, group)) c.targets = checkTargets(s, group);
  }

  return { errors, changes: c };
}
