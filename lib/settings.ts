/**
 * The settings shape and its defaults, free of zod so every page can read settings. Only the
 * background writes them, after checking them against its zod schema and migrating older shapes
 * (entrypoints/background/settings.ts), so a stored value of the current version has this shape.
 */

export const SETTINGS_VERSION = 2;

export type DefaultPrivacy = 'public' | 'private';

export interface ContextMenuChoices {
  /** "Shorten this page" */
  page: boolean;
  /** "Shorten this link" */
  link: boolean;
  /** "Shorten selected URL" */
  selection: boolean;
}

export interface Settings {
  version: typeof SETTINGS_VERSION;
  /** Applied to every new link from the popup, the context menu and the shortcut. */
  linkDefaults: {
    spaceId: number | null;
    domainId: number | null;
    privacy: DefaultPrivacy;
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
  contextMenu: ContextMenuChoices;
}

export const DEFAULT_SETTINGS: Settings = {
  version: SETTINGS_VERSION,
  linkDefaults: { spaceId: null, domainId: null, privacy: 'public' },
  autoCopy: true,
  notifications: true,
  alwaysNewLink: false,
  contextMenu: { page: true, link: true, selection: true },
};

/** Stored settings of the current version, or null for anything else (the background migrates those). */
export function currentSettingsOf(stored: unknown): Settings | null {
  const version = typeof stored === 'object' && stored !== null ? (stored as { version?: unknown }).version : undefined;
  return version === SETTINGS_VERSION ? (stored as Settings) : null;
}
