import * as z from 'zod/mini';
import { wireDomain, wirePixel, wireSpaceSummary, wireTarget, wireText } from '../wire/shared-records';
import { listOf, optionalWireFlag, optionalWireInt, optionalWireText, wireFlag, wireInt } from '../wire/values';

/**
 * Records of the classic dialect as the server spells them. Unknown extra fields are allowed.
 * Releases differ (lib/api/README.md, "Record variants"): the expiry may be one `ends_at`, the
 * rows may be absent or come as one list per kind, and secrets may be left out.
 */

export const wireLink = z.looseObject({
  id: wireInt,
  alias: wireText,
  url: z.string(),
  short_url: z.string(),
  title: optionalWireText,
  target_type: optionalWireInt,
  targets: listOf(wireTarget),
  geo_target: listOf(wireTarget),
  platform_target: listOf(wireTarget),
  rotation_target: listOf(wireTarget),
  privacy: optionalWireInt,
  password: optionalWireFlag,
  privacy_password: optionalWireFlag,
  disabled: wireFlag,
  expiration_url: optionalWireText,
  expiration_date: optionalWireText,
  expiration_time: optionalWireText,
  /** ISO-8601, with or without an offset: the expiry date and time in one field. */
  ends_at: optionalWireText,
  expiration_clicks: optionalWireInt,
  clicks: optionalWireInt,
  space: z.optional(z.nullable(wireSpaceSummary)),
  domain: z.optional(z.nullable(wireDomain)),
  pixels: listOf(wirePixel),
  created_at: optionalWireText,
  updated_at: optionalWireText,
});
export type WireLink = z.output<typeof wireLink>;
