/** What a space is, in the extension's terms; the input rules are in `../schemas/space.ts`. */

/** phpShort's six space colours, in its own UI: 1 green, 2 red, 3 yellow, 4 cyan, 5 dark, 6 blue. */
export const SPACE_COLORS = [1, 2, 3, 4, 5, 6] as const;
export type SpaceColor = (typeof SPACE_COLORS)[number];

export const SPACE_NAME_MAX_LENGTH = 32;

export interface Space {
  id: number;
  name: string;
  color: SpaceColor;
  createdAt: string | null;
  updatedAt: string | null;
}

/** What a link record tells of its space. */
export type SpaceSummary = Pick<Space, 'id' | 'name' | 'color'>;

export interface SpaceDraft {
  name: string;
  color?: SpaceColor;
}

export interface SpaceChanges {
  name?: string;
  color?: SpaceColor;
}

/** Which ones the connected server has: `Capabilities.spaceOrders`. */
export const SPACE_ORDERS = ['newest', 'oldest', 'name-asc', 'name-desc'] as const;
export type SpaceOrder = (typeof SPACE_ORDERS)[number];

export interface SpaceListQuery {
  search?: string;
  order?: SpaceOrder;
  perPage?: number;
  page?: number;
}
