import type { SpaceSummary } from './space';

/**
 * What a link is, in the extension's own terms (no wire names, no zod: every page may import
 * this). The rules that input must meet are in `../schemas/link.ts`.
 */

export const PRIVACY_LEVELS = ['public', 'private', 'password'] as const;
/** Who may see the link's statistics. */
export type Privacy = (typeof PRIVACY_LEVELS)[number];

/** The seven operating systems servers accept as platform-targeting keys, spelled as they expect. */
// i18n-ignore: operating-system names are brand names, and these exact spellings are the servers' targeting keys
export const PLATFORMS = ['iOS', 'Android', 'Windows', 'OS X', 'Linux', 'Ubuntu', 'Chrome OS'] as const;
type Platform = (typeof PLATFORMS)[number];

/** The seven continents as current servers key them. */
export const CONTINENTS = ['AF', 'AN', 'AS', 'EU', 'NA', 'OC', 'SA'] as const;
export type Continent = (typeof CONTINENTS)[number];
/** Device kinds as current servers key them (lower case). */
export const DEVICES = ['desktop', 'mobile', 'tablet', 'watch', 'television'] as const;
export type Device = (typeof DEVICES)[number];
/**
 * The twenty browsers a current server accepts as keys, spelled exactly as it checks them
 * (phpShort 49 `config/browsers.php`, values). `Maxtho` is the server's own typo for Maxthon: the
 * only spelling it accepts (`Maxthon` is a 422), so it is kept as the value and labelled right.
 */
const BROWSER_LIST =
  // i18n-ignore: browser names are brand names, and these exact spellings are the servers' targeting keys
  'Chrome|Chromium|Firefox|Firefox Mobile|Edge|Internet Explorer|Mobile Internet Explorer|Vivaldi|Brave|Safari|Opera|Opera Mini|Opera Mobile|Opera Touch|Yandex Browser|UC Browser|Samsung Internet|QQ Browser|BlackBerry Browser|Maxtho';
export const BROWSERS: readonly string[] = BROWSER_LIST.split('|');

/** Where visitors are sent, depending on who they are (or in turn, for rotation). */
export type Targeting =
  | { kind: 'none' }
  | { kind: 'continent'; rules: { continent: Continent; destination: string }[] }
  | { kind: 'country'; rules: { country: string; destination: string }[] }
  | { kind: 'platform'; rules: { platform: Platform; destination: string }[] }
  | { kind: 'browser'; rules: { browser: string; destination: string }[] }
  | { kind: 'language'; rules: { language: string; destination: string }[] }
  | { kind: 'device'; rules: { device: Device; destination: string }[] }
  | { kind: 'rotation'; rules: { destination: string }[] };

export type TargetingKind = Targeting['kind'];
export type TargetedKind = Exclude<TargetingKind, 'none'>;

/** Every targeting kind, in the order forms list them. Which of them a server offers: `Capabilities`. */
export const TARGETED_KINDS: readonly TargetedKind[] = [
  'continent',
  'country',
  'platform',
  'browser',
  'language',
  'device',
  'rotation',
];

/**
 * A link's targeting as its record tells it. Some classic-era releases name the kind but leave the
 * rules out of the record: those rules are unknown, which is not "none", and an edit must leave
 * them alone unless the user replaces them.
 */
export type LinkTargeting = Targeting | { kind: 'rules-not-reported'; targetedKind: TargetedKind };

/** At most this many rules per link (current servers refuse more; classic forms never get near it). */
export const MAX_TARGETING_RULES = 100;

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
const upper = (key: string) => key.trim().toUpperCase();
const lower = (key: string) => key.trim().toLowerCase();
const asListed = (key: string) => key.trim();
const TARGETING_KEYS: Record<
  TargetedKind,
  {
    field: 'continent' | 'country' | 'platform' | 'browser' | 'language' | 'device';
    spell: (key: string) => string;
  } | null
> = {
  continent: { field: 'continent', spell: upper },
  country: { field: 'country', spell: upper },
  platform: { field: 'platform', spell: asListed },
  browser: { field: 'browser', spell: asListed },
  language: { field: 'language', spell: lower },
  device: { field: 'device', spell: lower },
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

/**
 * When a link stops working. Dates and times are wall-clock values in the user's local time, the
 * way the user types them (a classic server stores them as given; the current dialect converts
 * them to instants with the local offset). Only servers whose expiry is a window (`Capabilities`)
 * keep a start; there, an end alone starts the window now.
 */
export interface Expiry {
  /** YYYY-MM-DD: the window opens on this day (window servers only). */
  startDate: string | null;
  /** HH:MM, on `startDate` */
  startTime: string | null;
  /** YYYY-MM-DD: the link expires on this day (the window closes). */
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
  /**
   * Whether visitors must enter a password before being redirected (the value is never returned);
   * null when the record does not say (some releases leave secrets out).
   */
  hasRedirectPassword: boolean | null;
  /** Whether the statistics page has a password set (privacy `password`); null when the record does not say. */
  hasPrivacyPassword: boolean | null;
  expiry: Expiry;
  targeting: LinkTargeting;
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

/** A wall-clock date and time in the user's local time as epoch milliseconds (NaN when unreadable). */
export function localInstant(date: string, time: string | null): number {
  return new Date(`${date}T${time ?? '00:00'}:00`).getTime();
}

/**
 * Whether a link works now. Computed on the client because servers differ in how (and whether)
 * they report it: expired once the click limit is reached, before the window opens or once it
 * has closed; dates are read in the user's local time (see {@link Expiry}).
 */
export function linkState(link: Link, now: Date = new Date()): LinkState {
  if (link.disabled) return 'disabled';
  const { startDate, startTime, date, time, clickLimit } = link.expiry;
  if (clickLimit !== null && clickLimit > 0 && link.clicks >= clickLimit) return 'expired';
  if (date !== null) {
    const endsAt = localInstant(date, time);
    if (!Number.isNaN(endsAt) && endsAt <= now.getTime()) return 'expired';
  }
  if (startDate !== null) {
    const startsAt = localInstant(startDate, startTime);
    if (!Number.isNaN(startsAt) && startsAt > now.getTime()) return 'expired';
  }
  return 'active';
}

/**
 * When a link whose window has not opened yet starts working; null when it is not waiting (no
 * start, already started, or expired for another reason). Its state is "expired" meanwhile,
 * because that is how servers treat it: phpShort sends visitors of a link outside its window,
 * before it as after it, to the expired page or the address after expiry.
 */
export function pendingStart(link: Link, now: Date = new Date()): Date | null {
  if (link.disabled) return null;
  const { startDate, startTime, date, time, clickLimit } = link.expiry;
  if (startDate === null) return null;
  if (clickLimit !== null && clickLimit > 0 && link.clicks >= clickLimit) return null;
  const startsAt = localInstant(startDate, startTime);
  if (Number.isNaN(startsAt) || startsAt <= now.getTime()) return null;
  if (date !== null && localInstant(date, time) <= now.getTime()) return null;
  return new Date(startsAt);
}
