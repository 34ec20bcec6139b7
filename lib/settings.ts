/**
 * The settings shape and its defaults, free of zod so every page can read settings. Only the
 * background writes them, after checking them against its zod schema and migrating older shapes
 * (entrypoints/background/servers/settings.ts), so a stored value of the current version has this shape.
 */

import type { LinkTextFormat } from './link-text';
import type { UtmPreset } from './utm';

export const SETTINGS_VERSION = 4;

export type DefaultPrivacy = 'public' | 'private';

/**
 * A default the user has not chosen here: the account's own default on the connected server
 * applies (a current server's account says it; on a classic server, which has none, the server's).
 */
export const ACCOUNT_DEFAULT = 'account';
type AccountDefault = typeof ACCOUNT_DEFAULT;

export interface ContextMenuChoices {
  /** "Shorten this page" */
  page: boolean;
  /** "Shorten this link" */
  link: boolean;
  /** "Shorten selected URL" */
  selection: boolean;
}

/**
 * Tracking parameters taken out of an address before it is shortened (lib/tracking-parameters.ts).
 *
 * On by default, also for those who update: click identifiers (fbclid, gclid, msclkid, mc_eid…)
 * name the person who clicked an ad or an e-mail, and a short link hands them to everyone it
 * reaches. The popup says what it took out, with one click to keep them; campaign tags meant for
 * the new link go back on through the UTM builder.
 */
export interface TrackingParameterChoices {
  remove: boolean;
  /**
   * The names edited in Settings, or null for the standard list as this release has it (so that
   * names a later release adds reach everyone who never edited the list).
   */
  names: string[] | null;
}

export interface Settings {
  version: typeof SETTINGS_VERSION;
  /** Applied to every new link from the popup, the context menu and the shortcut. */
  linkDefaults: {
    /** A space chosen here (null: chosen "no space"), or the account's default. */
    spaceId: number | null | AccountDefault;
    /** A domain chosen here, or null: the account's default domain (current), the server's (classic). */
    domainId: number | null;
    privacy: DefaultPrivacy | AccountDefault;
  };
  /** Copy the short URL to the clipboard as soon as it exists. */
  autoCopy: boolean;
  /** Confirm context-menu and shortcut shortenings with a system notification. */
  notifications: boolean;
  /**
   * The context menu and the shortcut make a new link even for an address shortened before; off,
   * they copy the earlier link (checked with the server) instead of making a duplicate.
   */
  alwaysNewLink: boolean;
  /**
   * The popup asks the server, as it opens, for links already made for the page (anywhere: the
   * dashboard, another browser, a colleague). Off by default: it sends the address of every page
   * the popup opens on, shortened or not, so it waits for the user's yes (PRIVACY.md).
   */
  lookUpExisting: boolean;
  /**
   * One click: the toolbar button shortens the current tab with the defaults and copies the link,
   * without the popup (which its own menu still opens). Off when absent, as by default: absent
   * from the defaults, it costs the popup's first paint nothing.
   */
  oneClick?: boolean;
  /**
   * How the popup copies a short link (the address, or a Markdown or HTML link), as last chosen
   * there; absent: the address. Optional rather than defaulted so the popup's first paint, which
   * reads the settings, carries no more code for it.
   */
  copyFormat?: LinkTextFormat | undefined;
  contextMenu: ContextMenuChoices;
  trackingParameters: TrackingParameterChoices;
  /** The UTM builder's saved tags (popup, "More options"): each server keeps its own. */
  utmPresets: UtmPreset[];
}

export const DEFAULT_SETTINGS: Settings = {
  version: SETTINGS_VERSION,
  linkDefaults: { spaceId: ACCOUNT_DEFAULT, domainId: null, privacy: ACCOUNT_DEFAULT },
  autoCopy: true,
  notifications: true,
  alwaysNewLink: false,
  lookUpExisting: false,
  contextMenu: { page: true, link: true, selection: true },
  trackingParameters: { remove: true, names: null },
  utmPresets: [],
};

/** Stored settings of the current version, or null for anything else (the background migrates those). */
export function currentSettingsOf(stored: unknown): Settings | null {
  const version = typeof stored === 'object' && stored !== null ? (stored as { version?: unknown }).version : undefined;
  return version === SETTINGS_VERSION ? (stored as Settings) : null;
}

/**
 * A server's own settings (link defaults, copy, notify, look-up, UTM presets) with the choices
 * that are the same for every server (menu items, always a new link, one click, tracking
 * parameters) of `shared`: the first server's record.
 */
export function withSharedOf(shared: Settings, own: Settings): Settings {
  const { alwaysNewLink, oneClick, contextMenu, trackingParameters } = shared;
  return { ...own, alwaysNewLink, oneClick, contextMenu, trackingParameters };
}
