import { t, type MessageKey } from '../../i18n/messages';
import { TARGETED_KINDS, type Privacy, type TargetedKind } from './link';
import { LINK_ORDERS, LINK_STATE_FILTERS, type LinkOrder, type LinkStateFilter } from './link-query';
import { SPACE_ORDERS, type SpaceOrder } from './space';

/**
 * What the connected server is and can do, in the extension's terms. The background detects it
 * when a connection is saved or tested and stores it (`STORAGE.serverProfile`); pages turn it into
 * {@link Capabilities} and offer exactly the controls the server honours (lib/api/README.md,
 * "The two dialects": a server silently ignores what it does not know).
 */

export const DIALECT_NAMES = ['classic', 'current'] as const;
/** The two ways phpShort servers spell the same API. */
export type DialectName = (typeof DIALECT_NAMES)[number];
/**
 * Which lists of country and language keys a server accepts (they differ by a few codes between
 * the dialects); `shared` = the keys both accept, while the dialect is not known.
 */
export type TargetKeyLists = DialectName | 'shared';
/** The user's setting: detect the dialect, or insist on one. */
export type DialectChoice = 'automatic' | DialectName;

/** Plan features a current server can switch off, by the controls they gate. */
export const PLAN_FEATURES = [
  'spaces',
  'domains',
  'pixels',
  'privacy',
  'password',
  'expiry',
  'targeting',
  'deepLinks',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

/** The account behind the API key, as a current server describes it (classic servers have none). */
export interface Account {
  /** The domain a link gets when none is chosen; current servers require one on create. */
  defaultDomainId: number | null;
  defaultSpaceId: number | null;
  defaultPrivacy: Privacy;
  /** IANA zone, e.g. `Europe/Berlin`; the server reads times without an offset in it. */
  timezone: string | null;
  /** The plan's switches that are off. */
  featuresOff: PlanFeature[];
}

export interface ServerProfile {
  /** The server this describes: a profile of another server is ignored. */
  serverOrigin: string;
  dialect: DialectName;
  /** How it was found: asked the server, or set by the user in the settings. */
  source: 'detected' | 'chosen';
  /** Epoch milliseconds. */
  checkedAt: number;
  account: Account | null;
}

export interface Capabilities {
  dialect: DialectName;
  /** Links can be switched off without deleting them (classic only). */
  disabledState: boolean;
  /** `end`: an expiry date and time; `window`: a start and an end. */
  expiry: 'end' | 'window';
  targetingKinds: readonly TargetedKind[];
  targetKeys: TargetKeyLists;
  linkOrders: readonly LinkOrder[];
  spaceOrders: readonly SpaceOrder[];
  /** The state filter's choices. */
  linkStates: readonly LinkStateFilter[];
  /** The server's own state filter matches the state the extension shows; if not, pages filter on the client. */
  trustsStateFilter: boolean;
  /** Lists can be narrowed to links without a space. */
  noSpaceFilter: boolean;
  /** Domains and pixels can be listed; otherwise they are learned from link records. */
  listsResources: boolean;
  /** Page sizes the server honours (others silently become its default). */
  pageSizes: readonly number[];
  /** Controls the account's plan switches off, with the one-line reason shown in their place. */
  locked: Partial<Record<PlanFeature, string>>;
  /** The domain a link gets when none is chosen (current servers' account default); null when the server decides unseen. */
  defaultDomainId: number | null;
  /**
   * A link's statistics (clicks per day, top lists) can be asked: current servers whose plan has
   * them. The plan's `link_stats` switch gates both them and who may see them (`locked.privacy`).
   */
  statistics: boolean;
}

const CLASSIC_TARGETING: readonly TargetedKind[] = ['country', 'platform', 'language', 'rotation'];

const BY_DIALECT: Record<DialectName, Omit<Capabilities, 'locked' | 'defaultDomainId' | 'statistics'>> = {
  classic: {
    dialect: 'classic',
    disabledState: true,
    expiry: 'end',
    targetingKinds: CLASSIC_TARGETING,
    targetKeys: 'classic',
    linkOrders: ['newest', 'oldest', 'most-clicks', 'fewest-clicks'],
    spaceOrders: ['newest', 'oldest'],
    linkStates: LINK_STATE_FILTERS,
    trustsStateFilter: true,
    noSpaceFilter: false,
    listsResources: false,
    pageSizes: [10, 25, 50, 100],
  },
  current: {
    dialect: 'current',
    disabledState: false,
    expiry: 'window',
    targetingKinds: TARGETED_KINDS,
    targetKeys: 'current',
    linkOrders: LINK_ORDERS,
    spaceOrders: SPACE_ORDERS,
    linkStates: ['all', 'active', 'expired'],
    trustsStateFilter: false,
    noSpaceFilter: true,
    listsResources: true,
    pageSizes: [10, 25, 50, 100],
  },
};

/** Why a control is missing, by the plan feature that is off; read when a page asks (its language). */
const LOCKED_REASON = {
  spaces: 'serverPlanNoSpaces',
  domains: 'serverPlanNoDomains',
  pixels: 'serverPlanNoPixels',
  privacy: 'serverPlanNoPrivacy',
  password: 'serverPlanNoPassword',
  expiry: 'serverPlanNoExpiry',
  targeting: 'serverPlanNoTargeting',
  deepLinks: 'serverPlanNoDeepLinks',
} as const satisfies Record<PlanFeature, MessageKey>;

/**
 * Until the server has been asked, only what both dialects honour the same way is offered: no
 * disabled state, no window start, the targeting kinds and orders they share.
 */
const UNKNOWN: Capabilities = {
  ...BY_DIALECT.classic,
  dialect: 'classic',
  disabledState: false,
  targetKeys: 'shared',
  linkStates: ['all'],
  trustsStateFilter: false,
  linkOrders: ['newest', 'oldest'],
  spaceOrders: ['newest', 'oldest'],
  locked: {},
  defaultDomainId: null,
  statistics: false,
};

/** What the server described by `profile` can do; `null` (not detected yet) gives the common ground. */
export function capabilitiesOf(profile: ServerProfile | null): Capabilities {
  if (!profile) return UNKNOWN;
  const locked: Capabilities['locked'] = {};
  for (const feature of profile.account?.featuresOff ?? []) locked[feature] = t(LOCKED_REASON[feature]);
  return {
    ...BY_DIALECT[profile.dialect],
    locked,
    defaultDomainId: profile.account?.defaultDomainId ?? null,
    statistics: profile.dialect === 'current' && locked.privacy === undefined,
  };
}

/** Whether a profile describes the server at `serverUrl` (profiles are per server). */
export function profileFits(profile: ServerProfile | null, serverUrl: string | null): profile is ServerProfile {
  return profile !== null && serverUrl !== null && profile.serverOrigin === new URL(serverUrl).origin;
}
