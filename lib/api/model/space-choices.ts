/**
 * The fixed choices of a space, without zod: the options page imports these directly;
 * the schemas in `space.ts` build on the same values.
 */

/** phpShort's six space colours, in its own UI: 1 green, 2 red, 3 yellow, 4 cyan, 5 dark, 6 blue. */
export const SPACE_COLORS = [1, 2, 3, 4, 5, 6] as const;
export type SpaceColor = (typeof SPACE_COLORS)[number];

export const SPACE_NAME_MAX_LENGTH = 32;
