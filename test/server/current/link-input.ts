// Validation of current-dialect link store/update input into a set of changes. Classic names
// (domain, space, pixels, disabled, expiration_date, target_type, privacy_password, …) are simply
// not read: a current server ignores them without a word.
import { aliasTaken } from '../link-input';
import { entriesOf, has, isContainer, isEmpty, type InputObject, type InputValue } from '../input';
import type { Store } from '../store';
import { laravelTimestamp } from '../time';
import { Errors, text, toInteger } from '../validation';
import type { Catalog } from './catalog';
import { msg12 } from './messages';
import { FEATURE_DENIED, featureOn, underLimit, type Features } from './plan';
import { TARGETS_TYPES, type CurrentLinkRow, type CurrentTarget, type TargetsType } from './link-row';
import { checkAnyUrl, checkBoolean, checkIn, checkText, isWebUrl } from './rules';
import { TARGET_KEYS } from './target-keys';
import { parseDate } from './zoned-time';
import type { FeatureName } from '../types';

export interface CurrentLinkChanges {
  url?: string;
  alias?: string;
  space?: number | null;
  pixels?: number[];
  redirectPassword?: string | null;
  sensitiveContent?: number;
  privacy?: number;
  password?: string | null;
  activeStart?: string | null;
  activeEnd?: string | null;
  clicksLimit?: number | null;
  expirationUrl?: string | null;
  targetsType?: TargetsType | null;
  targets?: CurrentTarget[];
}

export interface LinkInputScope {
  input: InputObject;
  store: Store<CurrentLinkRow>;
  catalog: Catalog;
  features: Features;
  timezone: string;
  account: number;
  /** The link's domain: the resolved `domain_id` on create, the link's own on update. */
  domain: number;
  existing?: CurrentLinkRow;
}

/** Which plan feature each optional field needs; present at all (even `0`) means the gate applies. */
const FIELD_FEATURES: Readonly<Record<string, FeatureName>> = {
  space_id: 'spaces',
  pixel_ids: 'pixels',
  redirect_password: 'link_password',
  password: 'link_password',
  privacy: 'link_stats',
  active_period_start_at: 'link_expiration',
  active_period_end_at: 'link_expiration',
  clicks_limit: 'link_expiration',
  expiration_url: 'link_expiration',
  targets_type: 'link_targeting',
  targets: 'link_targeting',
};

const MAX_TARGETS = 100;

class LinkInput {
  readonly errors = new Errors();
  readonly changes: CurrentLinkChanges = {};
  private readonly input: InputObject;

  constructor(private readonly s: LinkInputScope) {
    this.input = s.input;
  }

  /**
   * The field's value when it is present and not empty and the plan allows it; undefined otherwise.
   * Empty means "clear" and passes every gate (Laravel skips the rules of a nullable empty field).
   */
  private gated(field: string): InputValue | undefined {
    if (!has(this.input, field) || isEmpty(this.input[field])) return undefined;
    const feature = FIELD_FEATURES[field];
    if (feature !== undefined && !featureOn(this.s.features, feature)) {
      this.errors.add(field, FEATURE_DENIED);
      return undefined;
    }
    return this.input[field];
  }

  /** Sent empty: the field is cleared. */
  private cleared(field: string): boolean {
    return has(this.input, field) && isEmpty(this.input[field]);
  }

  private get creating(): boolean {
    return this.s.existing === undefined;
  }

  url(): void {
    if (!this.creating && !has(this.input, 'url')) return;
    if (isEmpty(this.input.url)) {
      this.errors.add('url', msg12.required('url'));
      return;
    }
    const used = this.s.store.linksOf(this.s.account).length;
    if (this.creating && !underLimit(this.s.features, 'links', used)) {
      this.errors.add('url', FEATURE_DENIED);
      return;
    }
    const url = checkAnyUrl(this.errors, 'url', this.input.url);
    if (url === undefined) return;
    if (!isWebUrl(url) && !featureOn(this.s.features, 'link_deep')) this.errors.add('url', FEATURE_DENIED);
    else this.changes.url = url;
  }

  /** An own (not global) domain needs the `domains` feature; the domain itself was resolved before. */
  domain(): void {
    if (!this.creating) return;
    if (isEmpty(this.input.domain_id)) {
      this.errors.add('domain_id', msg12.required('domain_id'));
      return;
    }
    const own = this.s.catalog.ownDomains(this.s.account).some((d) => d.id === this.s.domain);
    if (own && !featureOn(this.s.features, 'domains')) this.errors.add('domain_id', FEATURE_DENIED);
  }

  alias(): void {
    if (!has(this.input, 'alias')) return;
    if (isEmpty(this.input.alias)) {
      // Empty on create means "make one up"; a link cannot lose its alias.
      if (!this.creating) this.errors.add('alias', msg12.required('alias'));
      return;
    }
    const alias = checkText(this.errors, 'alias', this.input.alias, 255);
    if (alias === undefined) return;
    // Laravel's alpha_dash: letters and marks of any script, digits, dashes, underscores.
    if (!/^[\p{L}\p{M}\p{N}_-]+$/u.test(alias)) this.errors.add('alias', msg12.alphaDash('alias'));
    else if (aliasTaken(this.s.store, alias, this.s.domain, this.s.existing?.id))
      this.errors.add('alias', msg12.taken('alias'));
    else this.changes.alias = alias;
  }

  space(): void {
    if (this.cleared('space_id')) this.changes.space = null;
    const v = this.gated('space_id');
    if (v === undefined) return;
    const id = toInteger(v);
    if (id !== undefined && this.s.store.space(this.s.account, id)) this.changes.space = id;
    else this.errors.add('space_id', id === undefined ? msg12.integer('space_id') : msg12.invalid('space_id'));
  }

  /** Ids that are not the user's pixels are dropped without a word. */
  pixels(): void {
    if (this.cleared('pixel_ids')) this.changes.pixels = [];
    const v = this.gated('pixel_ids');
    if (v === undefined) return;
    if (!isContainer(v)) {
      this.errors.add('pixel_ids', msg12.array('pixel_ids'));
      return;
    }
    const own = new Set(this.s.catalog.pixelsOf(this.s.account).map((p) => p.id));
    const ids: number[] = [];
    for (const [, item] of entriesOf(v)) {
      const id = toInteger(item);
      if (id !== undefined && own.has(id) && !ids.includes(id)) ids.push(id);
    }
    this.changes.pixels = ids;
  }

  secrets(): void {
    for (const [field, key] of [
      ['redirect_password', 'redirectPassword'],
      ['password', 'password'],
    ] as const) {
      if (this.cleared(field)) this.changes[key] = null;
      const v = this.gated(field);
      if (v === undefined) continue;
      const secret = checkText(this.errors, field, v, 128);
      if (secret !== undefined) this.changes[key] = secret;
    }
  }

  flags(): void {
    if (this.cleared('sensitive_content')) this.changes.sensitiveContent = 0;
    const sensitive = this.gated('sensitive_content');
    if (sensitive !== undefined) {
      const n = checkBoolean(this.errors, 'sensitive_content', sensitive);
      if (n !== undefined) this.changes.sensitiveContent = n;
    }
    if (this.cleared('privacy')) this.changes.privacy = 0;
    const privacy = this.gated('privacy');
    if (privacy !== undefined) {
      const n = checkIn(this.errors, 'privacy', privacy, [0, 1, 2]);
      if (n !== undefined) this.changes.privacy = n;
    }
  }

  /**
   * Both ends or neither (as sent in this request), start before end, read in the account's
   * timezone. The rules are phpShort 49's (StoreLinkRequest / UpdateLinkRequest): start
   * `required_with:end|before:end`, end `required_with:start|after:start`, on update each
   * `sometimes` (an absent field's rules are skipped). Laravel's date comparison against an absent
   * field passes for `after` and fails for `before`, so: on create an end alone is a 422 at the
   * start (required); on update an end alone is accepted (and the stored start, if any, stays);
   * a start alone is a 422 at the start (`before`) in both; a reversed window fails at both ends.
   */
  window(): void {
    const start = 'active_period_start_at';
    const end = 'active_period_end_at';
    const parsed: Partial<Record<string, number>> = {};
    for (const [field, key, other] of [
      [start, 'activeStart', end],
      [end, 'activeEnd', start],
    ] as const) {
      if (this.cleared(field)) this.changes[key] = null;
      const sentOther = has(this.input, other) && !isEmpty(this.input[other]);
      const v = this.gated(field);
      if (v === undefined) {
        // required_with: only when the other end is in this request too, and on update only when this one is.
        const checked = this.creating || has(this.input, field);
        if (checked && sentOther && !this.errors.fields[field] && featureOn(this.s.features, 'link_expiration'))
          this.errors.add(field, msg12.requiredWith(field, other));
        continue;
      }
      const s = text(v);
      const at = s === undefined ? undefined : parseDate(s, this.s.timezone);
      if (at === undefined) this.errors.add(field, msg12.date(field));
      else {
        parsed[field] = at;
        this.changes[key] = laravelTimestamp(Math.floor(at / 1000) * 1000);
      }
    }
    const [from, to] = [parsed[start], parsed[end]];
    if (from !== undefined && to !== undefined && from >= to) {
      this.errors.add(start, msg12.before(start, end));
      this.errors.add(end, msg12.after(end, start));
    } else if (from !== undefined && !(has(this.input, end) && !isEmpty(this.input[end]))) {
      // `before:` an absent end fails.
      this.errors.add(start, msg12.before(start, end));
    }
  }

  expiry(): void {
    if (this.cleared('clicks_limit')) this.changes.clicksLimit = null;
    const limit = this.gated('clicks_limit');
    if (limit !== undefined) {
      const n = toInteger(limit);
      if (n === undefined) this.errors.add('clicks_limit', msg12.integer('clicks_limit'));
      else if (n < 0) this.errors.add('clicks_limit', msg12.min('clicks_limit', 0));
      else if (String(n).length > 9) this.errors.add('clicks_limit', msg12.maxDigits('clicks_limit', 9));
      else this.changes.clicksLimit = n;
    }
    if (this.cleared('expiration_url')) this.changes.expirationUrl = null;
    const url = this.gated('expiration_url');
    if (url !== undefined) {
      const checked = checkAnyUrl(this.errors, 'expiration_url', url);
      if (checked !== undefined) this.changes.expirationUrl = checked;
    }
  }

  /**
   * Rows are read only with a `targets_type` in the same request; rows with an empty value are
   * dropped (their index stays a gap, so the record's targets become an object keyed "0","2",…).
   */
  targets(): void {
    if (this.cleared('targets_type')) {
      this.changes.targetsType = null;
      this.changes.targets = [];
    }
    const rowsSent = this.gated('targets');
    const typeValue = this.gated('targets_type');
    if (typeValue === undefined) return;
    const type = TARGETS_TYPES.find((t) => t === text(typeValue));
    if (type === undefined) {
      this.errors.add('targets_type', msg12.invalid('targets_type'));
      return;
    }
    this.changes.targetsType = type;
    if (rowsSent === undefined) {
      // A new kind without rows starts empty; the same kind keeps the rows it has.
      if (this.creating || this.s.existing?.targetsType !== type) this.changes.targets = [];
      return;
    }
    if (!isContainer(rowsSent)) {
      this.errors.add('targets', msg12.array('targets'));
      return;
    }
    const entries = entriesOf(rowsSent);
    if (entries.length > MAX_TARGETS) {
      this.errors.add('targets', msg12.maxItems('targets', MAX_TARGETS));
      return;
    }
    const rows: CurrentTarget[] = [];
    for (const [k, row] of entries) {
      const base = `targets.${k}`;
      const index = toInteger(k);
      if (index === undefined || index < 0 || !isContainer(row) || Array.isArray(row)) {
        this.errors.add(base, msg12.array(base));
        continue;
      }
      if (isEmpty(row.value)) continue;
      const value = checkAnyUrl(this.errors, `${base}.value`, row.value);
      let key: string | null = null;
      if (type !== 'rotations') {
        const given = text(row.key);
        if (given === undefined || given === '') this.errors.add(`${base}.key`, msg12.required(`${base}.key`));
        else if (!TARGET_KEYS[type].has(given)) this.errors.add(`${base}.key`, msg12.invalid(`${base}.key`));
        else key = given;
        if (key === null) continue;
      }
      if (value !== undefined) rows.push({ index, key, value });
    }
    this.changes.targets = rows.sort((a, b) => a.index - b.index);
  }
}

/** Every failing field at once, as Laravel reports them; `changes` holds what passed. */
export function checkCurrentLinkInput(s: LinkInputScope): { errors: Errors; changes: CurrentLinkChanges } {
  const v = new LinkInput(s);
  v.url();
  v.domain();
  v.alias();
  v.space();
  v.pixels();
  v.secrets();
  v.flags();
  v.window();
  v.expiry();
  v.targets();
  return { errors: v.errors, changes: v.changes };
}
