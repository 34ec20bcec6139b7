import * as z from 'zod/mini';
import { pageNumber, perPage } from './rules';
import { SPACE_COLORS, SPACE_NAME_MAX_LENGTH, type SpaceColor } from './space-choices';

export * from './space-choices';

const spaceColor = z.literal(SPACE_COLORS, { error: 'Pick one of the six colours (1 to 6).' });

const spaceName = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Enter a name for the space.'),
    z.maxLength(SPACE_NAME_MAX_LENGTH, `Space names are ${SPACE_NAME_MAX_LENGTH} characters at most.`),
  );

export interface Space {
  id: number;
  name: string;
  color: SpaceColor;
  createdAt: string | null;
  updatedAt: string | null;
}

/** What a link record tells of its space. */
export type SpaceSummary = Pick<Space, 'id' | 'name' | 'color'>;

export const spaceDraftSchema = z.object({
  name: spaceName,
  color: z.optional(spaceColor),
});
export type SpaceDraft = z.output<typeof spaceDraftSchema>;

export const spaceChangesSchema = z.object({
  name: z.optional(spaceName),
  color: z.optional(spaceColor),
});
export type SpaceChanges = z.output<typeof spaceChangesSchema>;

const SPACE_ORDERS = ['newest', 'oldest'] as const;
export type SpaceOrder = (typeof SPACE_ORDERS)[number];

export const spaceListQuerySchema = z.object({
  search: z.optional(z.string()),
  order: z.optional(z.enum(SPACE_ORDERS, { error: 'Sort spaces by newest or oldest.' })),
  perPage: z.optional(perPage),
  page: z.optional(pageNumber),
});
export type SpaceListQuery = z.output<typeof spaceListQuerySchema>;
