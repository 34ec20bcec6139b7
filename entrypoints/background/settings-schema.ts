import * as z from 'zod/mini';
import { SETTINGS_VERSION } from '@/lib/settings/defaults';

const optionalId = z.nullable(z.number().check(z.int(), z.positive()));

/** The current settings shape; stored values are migrated to it before they are used. */
export const settingsSchema = z.object({
  version: z.literal(SETTINGS_VERSION),
  linkDefaults: z.object({
    spaceId: optionalId,
    domainId: optionalId,
    privacy: z.enum(['public', 'private']),
  }),
  autoCopy: z.boolean(),
  notifications: z.boolean(),
  contextMenu: z.object({ page: z.boolean(), link: z.boolean(), selection: z.boolean() }),
});

/** Version 1, the first stored shape: flat defaults, no notification or menu choices. */
export const settingsV1Schema = z.object({
  version: z.literal(1),
  defaultSpaceId: optionalId,
  defaultPrivacy: z.enum(['public', 'private']),
  autoCopy: z.boolean(),
});
export type SettingsV1 = z.output<typeof settingsV1Schema>;
