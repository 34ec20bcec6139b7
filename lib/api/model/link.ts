import type { SpaceSummary } from './space';

/**
 * What a link is, in the extension's own terms (no wire names, no zod: every page may import
 * this). The rules that input must meet are in `../schemas/link.ts`.
 */

export const PRIVACY_LEVELS = ['public', 'private', 'password'] as const;
/** Who may see the link's statistics. */
export type Privacy = (typeof PRIVACY_LEVELS)[number];

/** The seven platforms the contract allows as platform-targeting keys, spelled as the server expects. */
export const PLATFORMS = ['iOS', 'Android', 'Windows', 'OS X', 'Linux', 'Ubuntu', 'Chrome OS'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** Where visitors are sent, depending on who they are (or in turn, for rotation). */
export type Targeting =
  | { kind: 'none' }
  | { kind: 'country'; rules: { country: string; destination: string }[] }
  | { kind: 'platform'; rules: { platform: Platform; destination: string }[] }
  | { kind: 'language'; rules: { language: string; destination: string }[] }
  | { kind: 'rotation'; rules: { destination: string }[] };

export type TargetingKind = Targeting['kind'];
type TargetedKind = Exclude<TargetingKind, 'none'>;

/** One targeting rule as rows are written everywhere outside the model: a key (none for rotation) and a destination. */
export interface TargetingRow {
  key: string;
  destination: string;
}

/**
 * The one table of targeting kinds: the field a kind's rules are keyed by (rotation has none) and
 * how servers spell its keys (ISO 3166 countries upper case, ISO 639 languages lower case,
 * platforms exactly as listed). Every conversion of targeting goes through it.
 */
const TARGETING_KEYS: Record<
  TargetedKind,
  { field: 'country' | 'platform' | 'language'; spell: (key: string) => string } | null
> = {
  country: { field: 'country', spell: (key) => key.trim().toUpperCase() },
  platform: { field: 'platform', spell: (key) => key },
  language: { field: 'language', spell: (key) => key.trim().toLowerCase() },
  rotation: null,
};

/** A targeting's rules as rows, keys spelled as servers expect (rotation rows have the key ''). */
export function targetingRows(targeting: Targeting): TargetingRow[] {
  if (targeting.kind === 'none') return [];
  const keys = TARGETING_KEYS[targeting.kind];
  return targeting.rules.map((rule) => ({
    key: keys ? keys.spell((rule as Record<string, string>)[keys.field] ?? '') : '',
    destination: rule.destination,
  }));
}

/**
 * A targeting of `kind` from rows, every row kept (a message about `targeting.rules.N` concerns
 * row N), keys spelled as servers expect. A platform key is not checked here: the schema does.
 */
export function targetingFromRows(kind: TargetingKind, rows: readonly TargetingRow[]): Targeting {
  if (kind === 'none') return { kind };
  const keys = TARGETING_KEYS[kind];
  const rules = rows.map((row) =>
    keys ? { [keys.field]: keys.spell(row.key), destination: row.destination } : { destination: row.destination },
  );
  // The table ties each kind to its key field, which the type system cannot follow through it.
  return { kind, rules } as Targeting;
}

export interface Expiry {
  /** YYYY-MM-DD */
  date: string | null;
  /** HH:MM, on `date` */
  time: string | null;
  /** The link expires once it has been clicked this many times. */
  clickLimit: number | null;
  /** Where visitors go once the link has expired. */
  redirectUrl: string | null;
}

export type LinkState = 'active' | 'expired' | 'disabled';

export interface Domain {
  id: number;
  name: string;
}

export interface Pixel {
  id: number;
  name: string;
  type: string | null;
}

/** The domains and pixels a server offers for new links. */
export interface ServerResources {
  domains: Domain[];
  pixels: Pixel[];
}

export interface Link {
  id: number;
  alias: string;
  destination: string;
  shortUrl: string;
  /** Fetched by the server from the destination page; may be missing. */
  title: string | null;
  space: SpaceSummary | null;
  domain: Domain | null;
  pixels: Pixel[];
  disabled: boolean;
  privacy: Privacy;
  /** Whether visitors must enter a password before being redirected (the value is never returned). */
  hasRedirectPassword: boolean;
  /** Whether the statistics page has a password set (privacy `password`). */
  hasPrivacyPassword: boolean;
  expiry: Expiry;
  targeting: Targeting;
  clicks: number;
  createdAt: string | null;
  updatedAt: string | null;
}

/** What the user asks for when creating a link. Absent fields take the server's defaults. */
export interface LinkDraft {
  destination: string;
  domainId?: number;
  alias?: string;
  redirectPassword?: string;
  spaceId?: number;
  pixelIds?: number[];
  disabled?: boolean;
  privacy?: Privacy;
  privacyPassword?: string;
  expiry?: Partial<Expiry>;
  targeting?: Targeting;
}

/**
 * What changes on an existing link. Absent = unchanged; `null` = cleared.
 * The domain cannot change after creation.
 */
export interface LinkChanges {
  destination?: string;
  alias?: string;
  redirectPassword?: string | null;
  spaceId?: number | null;
  pixelIds?: number[];
  disabled?: boolean;
  privacy?: Privacy;
  privacyPassword?: string | null;
  expiry?: Partial<Expiry>;
  targeting?: Targeting;
}

/**
 * Whether a link works now. Computed on the client because servers differ in how
 * (and whether) they report it; expiry date and time are read as UTC.
 */
export function linkState(link: Link, now: Date = new Date()): LinkState {
  if (link.disabled) return 'disabled';
  const { date, time, clickLimit } = link.expiry;
  if (clickLimit !== null && clickLimit > 0 && link.clicks >= clickLimit) return 'expired';
  if (date !== null) {
    const expiresAt = Date.parse(`${date}T${time ?? '00:00'}:00Z`);
    if (!Number.isNaN(expiresAt) && expiresAt <= now.getTime()) return 'expired';
  }
  return 'active';
}
