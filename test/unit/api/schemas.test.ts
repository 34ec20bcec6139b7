import { describe, expectTypeOf, it } from 'vitest';
import type * as z from 'zod/mini';
import type { LinkChanges, LinkDraft } from '../../../lib/api/model/link';
import type { LinkListQuery } from '../../../lib/api/model/link-query';
import type { SpaceChanges, SpaceDraft, SpaceListQuery } from '../../../lib/api/model/space';
import { type linkChangesSchema, type linkDraftSchema, type linkListQuerySchema } from '../../../lib/api/schemas/link';
import {
  type spaceChangesSchema,
  type spaceDraftSchema,
  type spaceListQuerySchema,
} from '../../../lib/api/schemas/space';

// The model is written as plain types so pages can use it without zod; each schema must describe
// exactly its type. These hold at compile time: `npm test`'s type check fails on any drift.
describe('the input schemas', () => {
  it('describe exactly the model types', () => {
    expectTypeOf<z.output<typeof linkDraftSchema>>().toEqualTypeOf<LinkDraft>();
    expectTypeOf<z.output<typeof linkChangesSchema>>().toEqualTypeOf<LinkChanges>();
    expectTypeOf<z.output<typeof linkListQuerySchema>>().toEqualTypeOf<LinkListQuery>();
    expectTypeOf<z.output<typeof spaceDraftSchema>>().toEqualTypeOf<SpaceDraft>();
    expectTypeOf<z.output<typeof spaceChangesSchema>>().toEqualTypeOf<SpaceChanges>();
    expectTypeOf<z.output<typeof spaceListQuerySchema>>().toEqualTypeOf<SpaceListQuery>();
  });
});
