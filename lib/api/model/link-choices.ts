/**
 * The fixed choices of a link, without zod: UI pages with a size budget (the popup) import
 * these directly; the schemas in `link.ts` build on the same lists.
 */

export const PRIVACY_LEVELS = ['public', 'private', 'password'] as const;
/** Who may see the link's statistics. */
export type Privacy = (typeof PRIVACY_LEVELS)[number];

/** The seven platforms the contract allows as platform-targeting keys, spelled as the server expects. */
export const PLATFORMS = ['iOS', 'Android', 'Windows', 'OS X', 'Linux', 'Ubuntu', 'Chrome OS'] as const;
export type Platform = (typeof PLATFORMS)[number];

export type TargetingKind = 'none' | 'country' | 'platform' | 'language' | 'rotation';
