/**
 * The settings shape and its defaults, free of zod so the popup can read settings
 * within its size budget. The zod schema in `schema.ts` checks the same shape.
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
  contextMenu: ContextMenuChoices;
}

export const DEFAULT_SETTINGS: Settings = {
  version: SETTINGS_VERSION,
  linkDefaults: { spaceId: null, domainId: null, privacy: 'public' },
  autoCopy: true,
  notifications: true,
  contextMenu: { page: true, link: true, selection: true },
};

/** Storage key (in `storage.local`). */
export const SETTINGS_KEY = 'settings';
