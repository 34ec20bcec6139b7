import * as z from 'zod/mini';
import { SPACE_COLORS, SPACE_NAME_MAX_LENGTH, SPACE_ORDERS } from '../model/space';
import { pageNumber, perPage } from './field-rules';

/** The contract's rules for space input; each output is exactly its model type (test/unit/api/schemas.test.ts). */

const spaceColor = z.literal(SPACE_COLORS, { error: 'Pick one of the six colours (1 to 6).' });

const spaceName = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Enter a name for the space.'),
    z.maxLength(SPACE_NAME_MAX_LENGTH, `Space names are ${SPACE_NAME_MAX_LENGTH} characters at most.`),
  );

export const spaceDraftSchema = z.object({
  name: spaceName,
  color: z.optional(spaceColor),
});

export const spaceChangesSchema = z.object({
  name: z.optional(spaceName),
  color: z.optional(spaceColor),
});

export const spaceListQuerySchema = z.object({
  search: z.optional(z.string()),
  order: z.optional(z.enum(SPACE_ORDERS, { error: 'Choose one of the listed orders.' })),
  perPage: z.optional(perPage),
  page: z.optional(pageNumber),
});
