import * as z from 'zod/mini';
import { wireDomain, wirePixel, wireSpaceSummary, wireTarget, wireText } from '../wire/shared-records';
import { listOf, optionalWireInt, optionalWireText, wireFlag, wireInt } from '../wire/values';

/** Records of the classic dialect as the server spells them. Unknown extra fields are allowed. */

export const wireLink = z.looseObject({
  id: wireInt,
  alias: wireText,
  url: z.string(),
  short_url: z.string(),
  title: optionalWireText,
  target_type: optionalWireInt,
  targets: listOf(wireTarget),
  privacy: optionalWireInt,
  password: wireFlag,
  privacy_password: wireFlag,
  disabled: wireFlag,
  expiration_url: optionalWireText,
  expiration_date: optionalWireText,
  expiration_time: optionalWireText,
  expiration_clicks: optionalWireInt,
  clicks: optionalWireInt,
  space: z.optional(z.nullable(wireSpaceSummary)),
  domain: z.optional(z.nullable(wireDomain)),
  pixels: listOf(wirePixel),
  created_at: optionalWireText,
  updated_at: optionalWireText,
});
export type WireLink = z.output<typeof wireLink>;
