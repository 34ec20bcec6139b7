import * as z from 'zod/mini';
import { SPACE_COLORS, SPACE_NAME_MAX_LENGTH, SPACE_ORDERS } from '../model/space';
import { tCount } from '../../i18n/plural';
import { atMostCharacters, failsWith, lazyMessage, pageNumber, perPage } from './field-rules';

/** The contract's rules for space input; each output is exactly its model type (test/unit/api/schemas.test.ts). */

const spaceColor = z.literal(SPACE_COLORS, failsWith('schemaSpaceColor'));

const spaceName = z.string().check(
  z.trim(),
  z.minLength(1, failsWith('schemaSpaceNameRequired')),
  atMostCharacters(
    SPACE_NAME_MAX_LENGTH,
    lazyMessage(() => tCount('schemaSpaceNameTooLong', SPACE_NAME_MAX_LENGTH)),
  ),
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
  order: z.optional(z.enum(SPACE_ORDERS, failsWith('schemaOrder'))),
  perPage: z.optional(perPage),
  page: z.optional(pageNumber),
});
