import * as z from 'zod/mini';
import { listOf, optionalWireInt, optionalWireText, wireFlag, wireInt } from './wire-values';

/** Records of the classic dialect as the server spells them. Unknown extra fields are allowed. */

export const wireSpace = z.looseObject({
  id: wireInt,
  name: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  color: optionalWireInt,
  created_at: optionalWireText,
  updated_at: optionalWireText,
});
export type WireSpace = z.output<typeof wireSpace>;

const wireDomain = z.looseObject({ id: wireInt, name: z.string() });
const wirePixel = z.looseObject({ id: wireInt, name: optionalWireText, type: optionalWireText });
const wireTarget = z.looseObject({ key: optionalWireText, value: optionalWireText });

export const wireLink = z.looseObject({
  id: wireInt,
  alias: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
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
  space: z.optional(z.nullable(z.looseObject({ id: wireInt, name: z.string(), color: optionalWireInt }))),
  domain: z.optional(z.nullable(wireDomain)),
  pixels: listOf(wirePixel),
  created_at: optionalWireText,
  updated_at: optionalWireText,
});
export type WireLink = z.output<typeof wireLink>;

/** Laravel's pagination metadata; every number may come as a string. */
export const wirePageMeta = z.looseObject({
  current_page: wireInt,
  last_page: wireInt,
  per_page: wireInt,
  total: wireInt,
});
